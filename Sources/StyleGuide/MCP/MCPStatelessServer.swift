import DesignSystem

/// The MCP server under 2026-07-28: no `initialize` and no session; each request names its
/// revision and the client's capabilities in `_meta` (see ``MCPRequestMeta``), is answered alone
/// from the snapshot serving now, and its result says `resultType`, who answered, and for
/// listings and reads how long it may be kept. The tools and resources are those of every revision.
enum MCPStatelessServer {
    /// The methods whose results carry caching hints (`ttlMs`, `cacheScope`).
    static let cacheable: Set<String> = ["server/discover", "tools/list", "resources/list", "resources/templates/list", "resources/read"]

    /// How long a client may keep a listing or a read: 0, since a reload may change it at any
    /// moment (under `serve --watch`, or on SIGHUP).
    static let ttlMilliseconds = 0

    /// True when `json` is a stateless request rather than part of an `initialize`d session:
    /// `server/discover`, or any message other than `initialize` whose `_meta` names a revision.
    static func claims(_ json: JSON) -> Bool {
        guard case .object(let object) = json, object["method"] != "initialize" else { return false }
        if object["method"] == "server/discover" { return true }
        guard case .object(let params)? = object["params"] else { return false }
        return MCPRequestMeta.declaredVersion(in: params) != nil
    }

    /// The answer to one message, or nil when it wants none (a notification, or a response).
    static func receive(_ json: JSON, snapshot: Snapshot) -> JSON? {
        switch JSONRPCMessage.read(json) {
        case .failure(let failure): return failure.response
        case .success(.response), .success(.notification): return nil
        case .success(.request(let id, let method, let params)):
            do {
                return JSONRPCReply.result(try answer(method, params: params, snapshot: snapshot), id: id)
            } catch {
                return JSONRPCReply.error(error, id: id)
            }
        }
    }

    /// The result of the request `method`, its `_meta` read first.
    static func answer(_ method: String, params: JSONObject, snapshot: Snapshot) throws(JSONRPCError) -> JSON {
        let meta = try MCPRequestMeta.read(params)
        var result: JSONObject
        if method == "server/discover" {
            result = discovery(snapshot)
        } else {
            do {
                result = try MCPServer.answer(method, params: params, version: meta.version, snapshot: snapshot).objectValue ?? JSONObject()
            } catch where error.code == JSONRPCError.resourceNotFound("").code {
                // 2026-07-28 retired -32002: a resource that is not there is invalid params.
                throw JSONRPCError(code: JSONRPCError.invalidParams("").code, message: error.message, data: error.data)
            }
        }
        result.setValue("complete", forKey: "resultType")
        result.setValue(.object(JSONObject([(MCPRequestMeta.serverInfoKey, MCPServer.serverInfo(version: meta.version, snapshot: snapshot))])),
                        forKey: "_meta")
        if cacheable.contains(method) {
            result.setValue(.number(Double(ttlMilliseconds)), forKey: "ttlMs")
            result.setValue("private", forKey: "cacheScope")
        }
        return .object(result)
    }

    /// The result of `server/discover`: every revision spoken here, what the server offers, how to use it.
    static func discovery(_ snapshot: Snapshot) -> JSONObject {
        JSONObject([
            ("supportedVersions", .array(MCPProtocolVersion.supportedNames.map(JSON.string))),
            ("capabilities", ["tools": ["listChanged": true], "resources": ["listChanged": true]]),
            ("instructions", .string(MCPServer.instructions)),
        ])
    }
}
