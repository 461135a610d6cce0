import DesignSystem
import MicroHTTP

/// `/mcp`: the MCP server over Streamable HTTP. `POST` carries one JSON-RPC message (a batch
/// under 2025-03-26) and is answered with `application/json`, or 202 when it wants no answer;
/// `GET` opens the session's server-sent event stream, where reload notifications go; `DELETE`
/// ends the session.
///
/// `initialize` opens a session and names it in `Mcp-Session-Id`, which every later request
/// carries (400 without it, 404 for one that has ended). Under 2026-07-28 there is no session: a
/// `POST` whose `MCP-Protocol-Version` (or, without a session, whose `_meta`) names that revision
/// is answered alone, once its headers agree with its body (see ``MCPRequestHeaders``); `GET` and
/// `DELETE` are 405 for it. A version not spoken here is 400 with -32022 listing those that are.
/// A request from a browser page whose `Origin` is not listed in `corsOrigins` (`*` does not
/// count) is refused with 403, against DNS rebinding.
struct MCPRoute: Responder {
    /// The snapshot being served.
    let store: SnapshotStore
    /// The sessions open.
    let sessions: MCPSessions

    /// The header naming a session.
    static let sessionHeader = "Mcp-Session-Id"
    /// The header naming the agreed revision.
    static let versionHeader = "MCP-Protocol-Version"

    /// Answers one request to `/mcp`.
    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        if let origin = request.headers["Origin"], !Self.allows(origin: origin, corsOrigins: snapshot.settings.corsOrigins) {
            return Self.refusal(.forbidden, "Forbidden: the origin '\(origin)' is not in corsOrigins of swatchbook.json")
        }
        if request.method != .post, Self.version(of: request)?.isStateless == true {
            return Response(status: .methodNotAllowed, contentType: .json, body: Payload(JSONRPCReply.error(.invalidRequest(
                "Method Not Allowed: under \(MCPProtocolVersion.v2026_07_28) there is no session to listen to or end; POST each request"),
                id: .null).serializedBytes()), headers: ["Allow": "POST", "Cache-Control": "no-store"])
        }
        switch request.method {
        case .post: return post(request, snapshot: snapshot)
        case .delete: return delete(request, limits: snapshot.settings.mcpLimits)
        default: return listen(request, limits: snapshot.settings.mcpLimits)
        }
    }

    private func post(_ request: Request, snapshot: Snapshot) -> Response {
        let limits = snapshot.settings.mcpLimits
        guard request.headers["Content-Type"].map({ MediaType($0).essence }) == "application/json" else {
            return Self.refusal(Status(code: 415), "Unsupported Media Type: a message is sent as Content-Type: application/json")
        }
        guard Self.accepts(request, "application/json"), Self.accepts(request, "text/event-stream") else {
            return Self.refusal(Status(code: 406), "Not Acceptable: Accept must list both application/json and text/event-stream")
        }
        guard request.body.count <= limits.messageBytes else {
            return Self.refusal(.contentTooLarge, "Invalid Request: " + limits.messageTooLong(request.body.count))
        }
        let message: JSON
        switch MCPSession.parse(request.body, limits: limits) {
        case .success(let parsed): message = parsed
        case .failure(let failure): return Self.answer(failure.response)
        }
        if message["method"] == "initialize", message["id"] != nil {
            var session = MCPSession()
            let reply = session.receive(message: message, snapshot: snapshot)
            var response = Self.answer(reply)
            if session.version != nil { response.headers.set(Self.sessionHeader, sessions.open(session, limits: limits)) }
            return response
        }
        if let version = request.headers[Self.versionHeader], MCPProtocolVersion(supported: version) == nil {
            return Self.answer(JSONRPCReply.error(.unsupportedProtocolVersion(version), id: Self.id(of: message)), status: .badRequest)
        }
        if Self.version(of: request)?.isStateless == true || (request.headers[Self.sessionHeader] == nil && MCPStatelessServer.claims(message)) {
            return stateless(request, message: message, snapshot: snapshot)
        }
        let id: String
        let known: MCPSession
        switch named(request, limits: limits) {
        case .success(let found): id = found.0; known = found.1
        case .failure(let refusal): return refusal.response
        }
        var session = known
        let reply = session.receive(message: message, snapshot: snapshot)
        sessions.update(id, to: session)
        return Self.answer(reply)
    }

    /// A 2026-07-28 request: one message (no batch), its headers checked against its body, answered
    /// without a session; 202 for a notification, 404 for an unknown method, 400 for other refusals.
    private func stateless(_ request: Request, message: JSON, snapshot: Snapshot) -> Response {
        guard case .object = message else {
            return Self.answer(JSONRPCReply.error(.invalidRequest("Invalid Request: a batch (a JSON array) is not accepted under "
                + "\(MCPProtocolVersion.v2026_07_28); send each request alone"), id: .null), status: .badRequest)
        }
        switch JSONRPCMessage.read(message) {
        case .failure(let failure):
            return Self.answer(failure.response, status: .badRequest)
        case .success(.response), .success(.notification):
            return Self.answer(nil)
        case .success(.request(let id, let method, let params)):
            do {
                _ = try MCPRequestMeta.read(params)
                try MCPRequestHeaders.verify(request.headers, method: method, params: params)
                if method == MCPSubscription.method {
                    return sessions.subscriptions.open(try MCPSubscription.open(id: id, params: params), limits: snapshot.settings.mcpLimits)
                }
                return Self.answer(JSONRPCReply.result(try MCPStatelessServer.answer(method, params: params, snapshot: snapshot), id: id))
            } catch {
                let status: Status = switch error.code {
                case JSONRPCError.methodNotFound("").code: .notFound
                case -32603: Status(code: 500)
                default: .badRequest
                }
                return Self.answer(JSONRPCReply.error(error, id: id), status: status)
            }
        }
    }

    /// The revision the request's `MCP-Protocol-Version` names, when this server speaks it.
    private static func version(of request: Request) -> MCPProtocolVersion? {
        request.headers[versionHeader].flatMap { MCPProtocolVersion(supported: $0) }
    }

    /// A message's id when it has one a reply can carry, else null.
    private static func id(of message: JSON) -> JSON {
        switch message["id"] {
        case .string(let id)?: .string(id)
        case .number(let id)? where id.isFinite: .number(id)
        default: .null
        }
    }

    private func listen(_ request: Request, limits: MCPLimits) -> Response {
        guard Self.accepts(request, "text/event-stream") else {
            return Self.refusal(Status(code: 406), "Not Acceptable: GET /mcp answers text/event-stream only")
        }
        switch named(request, limits: limits) {
        case .failure(let refusal): return refusal.response
        case .success(let (id, _)):
            if request.method == .head { return Response(contentType: .eventStream, headers: ["Cache-Control": "no-store"]) }
            return sessions.listen(id) ?? Self.unknownSession(id).response
        }
    }

    private func delete(_ request: Request, limits: MCPLimits) -> Response {
        switch named(request, limits: limits) {
        case .failure(let refusal): return refusal.response
        case .success(let (id, _)):
            return sessions.close(id) ? Response(status: .noContent, headers: ["Cache-Control": "no-store"]) : Self.unknownSession(id).response
        }
    }

    /// A refusal already made into its answer.
    private struct Refusal: Error { let response: Response }

    /// The session the request names, or the 400 or 404 for a request that names none or one that is gone.
    private func named(_ request: Request, limits: MCPLimits) -> Result<(String, MCPSession), Refusal> {
        guard let id = request.headers[Self.sessionHeader] else {
            return .failure(Refusal(response: Self.refusal(.badRequest,
                "Bad Request: send initialize first, then its \(Self.sessionHeader) header with every request")))
        }
        guard let session = sessions.session(id, limits: limits) else { return .failure(Self.unknownSession(id)) }
        return .success((id, session))
    }

    private static func unknownSession(_ id: String) -> Refusal {
        Refusal(response: refusal(.notFound, "Not Found: no session '\(id.prefix(64))' (it ended or was idle too long); send initialize again"))
    }

    /// True when a page from `origin` may talk to the server: `corsOrigins` names it. `*` (the
    /// default, which lets any page read the API) does not count here: an MCP client is not a web
    /// page, and a page that reaches a local server through DNS rebinding is one whose origin no one listed.
    static func allows(origin: String, corsOrigins: [String]) -> Bool {
        corsOrigins.contains(origin)
    }

    /// True when the request's `Accept` lists `type` (or a range covering it).
    static func accepts(_ request: Request, _ type: String) -> Bool {
        let range = type.prefix { $0 != "/" } + "/*"
        return request.headers.values(for: "Accept").contains { value in
            value.split(separator: ",").contains { item in
                let essence = MediaType(String(item)).essence
                return essence == type || essence == range || essence == "*/*"
            }
        }
    }

    /// A JSON-RPC answer: 200 with it (or `status`), 202 with nothing when there is none, 400 for an error no request can be told of (id null).
    static func answer(_ reply: JSON?, status: Status? = nil) -> Response {
        guard let reply else { return Response(status: Status(code: 202), headers: ["Cache-Control": "no-store"]) }
        let unanswerable = reply["id"] == .null && reply["error"] != nil
        return Response(status: status ?? (unanswerable ? .badRequest : .ok), contentType: .json, body: Payload(reply.serializedBytes()),
                        headers: ["Cache-Control": "no-store"])
    }

    /// An HTTP refusal whose body is a JSON-RPC error without an id, as the transport allows.
    static func refusal(_ status: Status, _ message: String) -> Response {
        Response(status: status, contentType: .json,
                 body: Payload(JSONRPCReply.error(.invalidRequest(message), id: .null).serializedBytes()),
                 headers: ["Cache-Control": "no-store"])
    }
}
