import DesignTokens

/// One JSON-RPC 2.0 message as a client sends it: a request (it has an id and wants an answer),
/// a notification (no id, no answer) or a response to a request of the server's.
enum JSONRPCMessage: Sendable, Equatable {
    /// A call that wants an answer carrying the same `id` (a string or a number).
    case request(id: JSON, method: String, params: JSONObject)
    /// A call that wants no answer.
    case notification(method: String, params: JSONObject)
    /// An answer to a request of the server's (this server sends none, so it is accepted and dropped).
    case response(id: JSON)

    /// Reads `json` as a message, or the error to answer it with and the id to answer to
    /// (`null` when the id could not be read). Parameters that are not an object are refused
    /// here, since every MCP method takes named parameters.
    static func read(_ json: JSON) -> Result<JSONRPCMessage, JSONRPCFailure> {
        guard case .object(let object) = json else {
            return .failure(JSONRPCFailure(id: .null, error: .invalidRequest("Invalid Request: a message is a JSON object, found \(json.kindName)")))
        }
        let id = object["id"]
        let answerID: JSON = id.flatMap { isValidID($0) ? $0 : nil } ?? .null
        func refuse(_ message: String) -> Result<JSONRPCMessage, JSONRPCFailure> {
            .failure(JSONRPCFailure(id: answerID, error: .invalidRequest("Invalid Request: " + message)))
        }
        guard object["jsonrpc"] == .string("2.0") else { return refuse("\"jsonrpc\" must be \"2.0\"") }
        if let id, !isValidID(id) { return refuse("\"id\" must be a string or a number, found \(id.kindName)") }
        guard let method = object["method"] else {
            guard let id, object["result"] != nil || object["error"] != nil else {
                return refuse("a message has a \"method\" (a request or notification) or an \"id\" with a \"result\" or \"error\" (a response)")
            }
            return .success(.response(id: id))
        }
        guard case .string(let name) = method else { return refuse("\"method\" must be a string, found \(method.kindName)") }
        var params = JSONObject()
        switch object["params"] {
        case nil: break
        case .object(let given)?: params = given
        case let other?:
            return .failure(JSONRPCFailure(id: answerID, error: .invalidParams("Invalid params: \"params\" must be an object, found \(other.kindName)")))
        }
        guard let id else { return .success(.notification(method: name, params: params)) }
        return .success(.request(id: id, method: name, params: params))
    }

    /// True for an id MCP allows: a string or a number (never null).
    private static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .string: true
        case .number(let number): number.isFinite
        default: false
        }
    }
}

/// A message that could not be handled: the error and the id to answer it to.
struct JSONRPCFailure: Error, Sendable, Equatable {
    /// The request's id, or `null` when it could not be read.
    let id: JSON
    /// What was wrong.
    let error: JSONRPCError

    /// The error response.
    var response: JSON { JSONRPCReply.error(error, id: id) }
}

/// The JSON of the answers the server writes.
enum JSONRPCReply {
    /// A successful response to the request `id`.
    static func result(_ result: JSON, id: JSON) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("id", id), ("result", result)]))
    }

    /// An error response to the request `id` (`null` when it is unknown).
    static func error(_ error: JSONRPCError, id: JSON) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("id", id), ("error", error.json)]))
    }

    /// A notification from the server (`notifications/resources/list_changed`).
    static func notification(_ method: String) -> JSON {
        .object(JSONObject([("jsonrpc", "2.0"), ("method", .string(method))]))
    }
}
