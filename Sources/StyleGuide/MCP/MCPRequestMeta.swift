import DesignSystem

/// What a 2026-07-28 request says about itself in `params._meta`: the revision it speaks and the
/// client's capabilities (both required), in place of the `initialize` handshake of earlier ones.
struct MCPRequestMeta: Sendable, Equatable {
    /// The `_meta` key naming the request's revision.
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    /// The `_meta` key holding the client's capabilities for this request.
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    /// The `_meta` key a result names the server by.
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    /// The revision the request speaks.
    let version: MCPProtocolVersion
    /// The capabilities the client declares for it (this server asks for none).
    let capabilities: JSONObject

    /// The revision a request's `params` names in `_meta`, if it names one: what marks a request
    /// as stateless rather than part of an `initialize`d session.
    static func declaredVersion(in params: JSONObject) -> JSON? {
        params["_meta"]?[versionKey]
    }

    /// The metadata of a request's `params`: -32602 when a required member is missing or of the
    /// wrong kind, -32022 when the revision is not spoken here or is one that needs `initialize`.
    static func read(_ params: JSONObject) throws(JSONRPCError) -> MCPRequestMeta {
        guard case .object(let meta)? = params["_meta"] else {
            throw .invalidParams("Invalid params: a request needs \"_meta\" with \"\(versionKey)\" and \"\(capabilitiesKey)\" "
                + "(or, before 2026-07-28, initialize first)")
        }
        guard case .string(let requested)? = meta[versionKey] else {
            throw .invalidParams("Invalid params: \"_meta\" needs \"\(versionKey)\", a string such as \"\(MCPProtocolVersion.latest)\"")
        }
        guard let version = MCPProtocolVersion(supported: requested), version.isStateless else {
            throw .unsupportedProtocolVersion(requested)
        }
        guard case .object(let capabilities)? = meta[capabilitiesKey] else {
            throw .invalidParams("Invalid params: \"_meta\" needs \"\(capabilitiesKey)\", an object ({} when the client offers none)")
        }
        return MCPRequestMeta(version: version, capabilities: capabilities)
    }
}
