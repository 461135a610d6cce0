import DesignTokens

/// A JSON-RPC 2.0 error: its code, its message and, when it helps, data naming what was wrong.
///
/// The codes are JSON-RPC's own (-32700 to -32600) and the ones MCP adds (a resource that is not
/// there before 2026-07-28; headers that disagree with the body, and a revision not spoken here,
/// from 2026-07-28); each has a static member, so a new one is a new member, not a new literal.
struct JSONRPCError: Error, Sendable, Equatable {
    /// The error's number.
    let code: Int
    /// What went wrong, in a sentence.
    let message: String
    /// More about it (the unknown URI, the setting of a limit), when there is more.
    var data: JSON? = nil

    /// The message is not JSON at all (-32700).
    static func parseError(_ message: String) -> JSONRPCError { JSONRPCError(code: -32700, message: message) }
    /// The JSON is not a JSON-RPC request, notification or response (-32600).
    static func invalidRequest(_ message: String) -> JSONRPCError { JSONRPCError(code: -32600, message: message) }
    /// No method has this name here (-32601).
    static func methodNotFound(_ method: String) -> JSONRPCError {
        JSONRPCError(code: -32601, message: "Method not found: '\(method)' is not a method of this server")
    }
    /// The method's parameters are wrong (-32602), an unknown tool included.
    static func invalidParams(_ message: String) -> JSONRPCError { JSONRPCError(code: -32602, message: message) }
    /// MCP's code for a resource URI that names nothing (-32002).
    static func resourceNotFound(_ uri: String) -> JSONRPCError {
        JSONRPCError(code: -32002, message: "Resource not found: \(uri)", data: ["uri": .string(uri)])
    }

    /// MCP's code (2026-07-28) for HTTP headers missing or not matching the body (-32020).
    static func headerMismatch(_ message: String) -> JSONRPCError {
        JSONRPCError(code: -32020, message: "Header mismatch: " + message)
    }
    /// MCP's code (2026-07-28) for a request in a revision this server does not speak (-32022),
    /// with the ones it does in `data.supported`.
    static func unsupportedProtocolVersion(_ requested: String) -> JSONRPCError {
        let why = MCPProtocolVersion(supported: requested) == nil ? "this server speaks " + MCPProtocolVersion.supportedNames.joined(separator: ", ")
            : "it is agreed by initialize and its session, not named per request; a request without a session speaks "
              + MCPProtocolVersion.supported.filter(\.isStateless).map(\.name).joined(separator: ", ")
        return JSONRPCError(code: -32022, message: "Unsupported protocol version: '\(requested.prefix(64))'; " + why,
                     data: ["supported": .array(MCPProtocolVersion.supportedNames.map(JSON.string)), "requested": .string(String(requested.prefix(200)))])
    }

    /// The `error` member of a response.
    var json: JSON {
        var object = JSONObject([("code", .number(Double(code))), ("message", .string(message))])
        if let data { object.setValue(data, forKey: "data") }
        return .object(object)
    }
}
