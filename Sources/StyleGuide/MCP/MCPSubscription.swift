import DesignSystem

/// One `subscriptions/listen` of 2026-07-28: the change notifications a client asked to hear and
/// this server sends (the tool list and the resource list; prompts and per-resource updates it
/// has none of), each tagged with the id of the request that opened it. The transport keeps it:
/// an event stream over HTTP, the shared output over stdio.
struct MCPSubscription: Sendable {
    /// The method that opens one.
    static let method = "subscriptions/listen"
    /// The `_meta` key tagging what is sent on it with the id of the request that opened it.
    static let idKey = "io.modelcontextprotocol/subscriptionId"
    /// Each filter member this server honours, and the notification it lets through.
    static let offered: [(filter: String, method: String)] = [
        ("toolsListChanged", "notifications/tools/list_changed"), ("resourcesListChanged", "notifications/resources/list_changed"),
    ]

    /// The id of the request that opened it.
    let id: JSON
    /// The filter members agreed on, in the order of ``offered``.
    let agreed: [String]

    /// The `subscriptions/listen` request in `json`, when it is one that stands alone (2026-07-28):
    /// its id and params.
    static func request(in json: JSON) -> (id: JSON, params: JSONObject)? {
        guard MCPStatelessServer.claims(json), json["method"] == .string(method),
              case .success(.request(let id, _, let params)) = JSONRPCMessage.read(json) else { return nil }
        return (id, params)
    }

    /// The subscription a request asks for; -32602 when its `_meta` or `notifications` filter is
    /// missing or wrong, -32022 for a revision not spoken here.
    static func open(id: JSON, params: JSONObject) throws(JSONRPCError) -> MCPSubscription {
        _ = try MCPRequestMeta.read(params)
        guard case .object(let filter)? = params["notifications"] else {
            throw .invalidParams("Invalid params: subscriptions/listen needs \"notifications\", an object such as {\"toolsListChanged\": true}")
        }
        return MCPSubscription(id: id, agreed: offered.map(\.filter).filter { filter[$0] == true })
    }

    /// The first message sent on it: the subset of the filter this server agreed to honour.
    var acknowledgement: JSON {
        let agreed = JSONObject(agreed.map { ($0, JSON.bool(true)) })
        return message(method: "notifications/subscriptions/acknowledged", params: JSONObject([("notifications", .object(agreed))]))
    }

    /// `notification` tagged for this subscription, or nil when it did not ask for that kind.
    func tagged(_ notification: JSON) -> JSON? {
        guard case .string(let method)? = notification["method"],
              Self.offered.contains(where: { $0.method == method && agreed.contains($0.filter) }) else { return nil }
        return message(method: method, params: notification["params"]?.objectValue ?? JSONObject())
    }

    /// The response that ends it gracefully, when the server closes it (to make room for another).
    var closing: JSON {
        JSONRPCReply.result(.object(JSONObject([("resultType", "complete"), ("_meta", .object(JSONObject([(Self.idKey, id)])))])), id: id)
    }

    private func message(method: String, params: JSONObject) -> JSON {
        var params = params
        params.setValue(.object(JSONObject([(Self.idKey, id)])), forKey: "_meta")
        return .object(JSONObject([("jsonrpc", "2.0"), ("method", .string(method)), ("params", .object(params))]))
    }
}
