#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import DesignSystem
import MicroHTTP

/// The headers a 2026-07-28 request over HTTP mirrors from its body, so that proxies can route
/// on them (`MCP-Protocol-Version`, `Mcp-Method`, and `Mcp-Name` for the methods that name
/// something), and their check: each must be there and say what the body says, or the request is
/// refused with -32020 (HeaderMismatch).
enum MCPRequestHeaders {
    /// The header mirroring the request's `method`.
    static let method = "Mcp-Method"
    /// The header mirroring what a request names: a tool, a resource's URI.
    static let name = "Mcp-Name"
    /// For each method that names something, the member of `params` that `Mcp-Name` mirrors.
    static let namedBy: [String: String] = ["tools/call": "name", "resources/read": "uri", "prompts/get": "name"]

    /// Throws -32020 when a header the request needs is missing, holds characters a header may not,
    /// or differs from the body (`Mcp-Name` decoded first when it is `=?base64?…?=`).
    static func verify(_ headers: Headers, method: String, params: JSONObject) throws(JSONRPCError) {
        let declared = MCPRequestMeta.declaredVersion(in: params)?.stringValue ?? ""
        try expect(headers[MCPRoute.versionHeader], named: MCPRoute.versionHeader, toSay: declared, from: "_meta's \(MCPRequestMeta.versionKey)")
        try expect(headers[Self.method], named: Self.method, toSay: method, from: "method")
        if let key = namedBy[method], case .string(let value)? = params[key] {
            try expect(headers[name], named: name, toSay: value, from: "params.\(key)", decoding: true)
        }
    }

    private static func expect(_ header: String?, named name: String, toSay body: String, from field: String,
                               decoding: Bool = false) throws(JSONRPCError) {
        guard let header else { throw .headerMismatch("the request has no \(name) header; it must repeat \(field)") }
        guard header.utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x09 }) else {
            throw .headerMismatch("the \(name) header holds a character a header may not (send it as =?base64?…?=)")
        }
        let value = try decoding ? decoded(header) : header
        guard value == body else {
            throw .headerMismatch("the \(name) header '\(header.prefix(64))' does not match \(field) '\(body.prefix(64))'")
        }
    }

    /// A header value as sent: as is, or the UTF-8 text of `=?base64?…?=`.
    static func decoded(_ value: String) throws(JSONRPCError) -> String {
        guard value.hasPrefix("=?base64?"), value.hasSuffix("?="), value.utf8.count >= 11 else { return value }
        let encoded = String(value.dropFirst(9).dropLast(2))
        guard let data = Data(base64Encoded: encoded), let text = String(validating: [UInt8](data), as: UTF8.self) else {
            throw .headerMismatch("the \(name) header's =?base64?…?= value is not Base64 of UTF-8 text")
        }
        return text
    }
}
