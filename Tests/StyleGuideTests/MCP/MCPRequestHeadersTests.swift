import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

/// The headers a 2026-07-28 request mirrors from its body, checked without sockets.
@Suite("MCP 2026-07-28 request headers")
struct MCPRequestHeadersTests {
    static let params = JSONObject([("name", "get_token"), ("_meta", .object(JSONObject([("io.modelcontextprotocol/protocolVersion", "2026-07-28")])))])

    /// Headers from `MCP-Protocol-Version|Mcp-Method|Mcp-Name`, `-` leaving one out.
    static func headers(_ spec: String, lowercased: Bool = false) -> Headers {
        var headers = Headers()
        for (name, value) in zip(["MCP-Protocol-Version", "Mcp-Method", "Mcp-Name"], spec.split(separator: "|").map(String.init)) where value != "-" {
            headers.set(lowercased ? name.lowercased() : name, value)
        }
        return headers
    }

    @Test("the headers must be there, be header-safe, and say what the body says (Mcp-Name decoded from =?base64?…?=)", arguments: [
        ("2026-07-28|tools/call|get_token", true), ("2026-07-28|tools/call|=?base64?Z2V0X3Rva2Vu?=", true),
        ("-|tools/call|get_token", false), ("2025-11-25|tools/call|get_token", false), ("2026-07-28|-|get_token", false),
        ("2026-07-28|tools/list|get_token", false), ("2026-07-28|tools/call|-", false), ("2026-07-28|tools/call|get_style", false),
        ("2026-07-28|tools/call|=?base64?Z2V0X3N0eWxl?=", false), ("2026-07-28|tools/call|=?base64?***?=", false),
        ("2026-07-28|tools/call|get_tokén", false),
    ] as [(String, Bool)])
    func verify(spec: String, passes: Bool) {
        for lowercased in [false, true] {
            let headers = Self.headers(spec, lowercased: lowercased)
            let outcome = Result { () throws(JSONRPCError) in try MCPRequestHeaders.verify(headers, method: "tools/call", params: Self.params) }
            switch outcome {
            case .success: #expect(passes, "\(spec)")
            case .failure(let error):
                #expect(!passes, "\(spec): \(error.message)")
                #expect(error.code == -32020)
                #expect(error.message.hasPrefix("Header mismatch: "))
            }
        }
    }

    @Test("methods that name nothing need no Mcp-Name")
    func unnamed() throws {
        try MCPRequestHeaders.verify(Self.headers("2026-07-28|tools/list|-"), method: "tools/list", params: Self.params)
    }

    @Test("a header value as sent, or the text of =?base64?…?=", arguments: [
        ("plain", "plain"), ("=?base64?SGVsbG8sIOS4lueVjA==?=", "Hello, 世界"), ("=?base64??=", ""), ("=?base64", "=?base64"),
    ])
    func decoded(value: String, text: String) throws {
        #expect(try MCPRequestHeaders.decoded(value) == text)
    }
}
