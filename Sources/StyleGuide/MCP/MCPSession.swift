import DesignSystem

/// One client's conversation with the MCP server, whatever carries it (stdio or HTTP): it takes
/// one message at a time with the snapshot serving now and gives the answer to send, if any.
///
/// It holds only what the protocol makes it remember: the revision agreed at `initialize`, and
/// whether the client has said `notifications/initialized` (after which it hears of reloads).
/// A 2026-07-28 request, which names its revision in `_meta`, is answered without it.
struct MCPSession: Sendable {
    /// The revision agreed at `initialize`; nil before it.
    private(set) var version: MCPProtocolVersion?
    /// True once the client sent `notifications/initialized`: it may now be told of changes.
    private(set) var isListening = false

    /// A session that has not been initialized.
    init() {}

    /// The answer to the message `bytes` (one JSON-RPC message or, under 2025-03-26, a batch),
    /// or nil when it wants none (notifications and responses). Never throws: every mistake is an
    /// error response.
    mutating func receive(_ bytes: [UInt8], snapshot: Snapshot) -> JSON? {
        switch Self.parse(bytes, limits: snapshot.settings.mcpLimits) {
        case .success(let message): receive(message: message, snapshot: snapshot)
        case .failure(let failure): failure.response
        }
    }

    /// The JSON of a message, or the error for one too long (`mcpMessageBytes`) or not JSON.
    static func parse(_ bytes: [UInt8], limits: MCPLimits) -> Result<JSON, JSONRPCFailure> {
        guard bytes.count <= limits.messageBytes else {
            return .failure(JSONRPCFailure(id: .null, error: .invalidRequest("Invalid Request: " + limits.messageTooLong(bytes.count))))
        }
        do {
            return .success(try JSONParser.parse(bytes))
        } catch {
            return .failure(JSONRPCFailure(id: .null, error: .parseError("Parse error: \(error)")))
        }
    }

    /// The answer to a parsed message: a stateless (2026-07-28) request, answered without touching
    /// the session; one message of the session; or a batch where the agreed revision allows
    /// batches (at most `mcpBatchMessages` of them); nil when it wants none.
    mutating func receive(message json: JSON, snapshot: Snapshot) -> JSON? {
        if MCPStatelessServer.claims(json) { return MCPStatelessServer.receive(json, snapshot: snapshot) }
        guard case .array(let batch) = json else { return receive(json, snapshot: snapshot) }
        let limits = snapshot.settings.mcpLimits
        guard version?.allowsBatches == true else {
            let speaking = version.map { "this session speaks \($0)" } ?? "send initialize alone first"
            return JSONRPCReply.error(.invalidRequest("Invalid Request: a batch (a JSON array) is accepted only under protocol "
                + "\(MCPProtocolVersion.v2025_03_26); \(speaking)"), id: .null)
        }
        guard !batch.isEmpty else { return JSONRPCReply.error(.invalidRequest("Invalid Request: the batch is empty"), id: .null) }
        guard batch.count <= limits.batchMessages else {
            return JSONRPCReply.error(.invalidRequest("Invalid Request: " + limits.batchTooLong(batch.count)), id: .null)
        }
        let answers = batch.compactMap { receive($0, snapshot: snapshot) }
        return answers.isEmpty ? nil : .array(answers)
    }

    /// The answer to one message, already parsed.
    private mutating func receive(_ json: JSON, snapshot: Snapshot) -> JSON? {
        switch JSONRPCMessage.read(json) {
        case .failure(let failure):
            return failure.response
        case .success(.response):
            return nil
        case .success(.notification(let method, _)):
            if method == "notifications/initialized", version != nil { isListening = true }
            return nil
        case .success(.request(let id, let method, let params)):
            do {
                return JSONRPCReply.result(try answer(method, params: params, snapshot: snapshot), id: id)
            } catch {
                return JSONRPCReply.error(error, id: id)
            }
        }
    }

    /// The result of the request `method`.
    private mutating func answer(_ method: String, params: JSONObject, snapshot: Snapshot) throws(JSONRPCError) -> JSON {
        switch method {
        case "initialize":
            guard version == nil else { throw .invalidRequest("Invalid Request: the session is already initialized (as \(version!))") }
            guard case .string(let requested)? = params["protocolVersion"] else {
                throw .invalidParams("Invalid params: initialize needs \"protocolVersion\", a string such as \"\(MCPProtocolVersion.latestHandshake)\"")
            }
            let agreed = MCPProtocolVersion.negotiated(requested)
            version = agreed
            return MCPServer.initializeResult(version: agreed, snapshot: snapshot)
        case "ping":
            return .object(JSONObject())
        default:
            guard let version else {
                throw .invalidRequest("Invalid Request: the session is not initialized; send initialize before '\(method)', "
                    + "or name the revision in the request's _meta (\"\(MCPRequestMeta.versionKey)\": \"\(MCPProtocolVersion.latest)\")")
            }
            return try MCPServer.answer(method, params: params, version: version, snapshot: snapshot)
        }
    }
}
