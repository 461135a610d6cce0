import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// `/mcp` under 2026-07-28 over a real server on port 0: requests without a session, the headers
/// they must mirror, the refusals the revision defines, and sessions of earlier revisions beside them.
@Suite("MCP 2026-07-28 over Streamable HTTP")
struct MCPStatelessRouteTests {
    /// The headers of a 2026-07-28 request for `method` (naming `name` when given).
    static func headers(_ method: String, name: String? = nil, version: String = "2026-07-28") -> [(String, String)] {
        MCPRouteTests.jsonHeaders + [("MCP-Protocol-Version", version), ("Mcp-Method", method)] + (name.map { [("Mcp-Name", $0)] } ?? [])
    }

    static func line(_ method: String, params: String = "", version: String = "2026-07-28") -> String {
        MCPStatelessTests.line(method, meta: MCPStatelessTests.meta(version), params: params)
    }

    @Test("discover, list and call without a session: 200, JSON, and no session opened")
    func stateless() throws {
        try MCPRouteTests.serving { server, _ in
            let discover = try MCPRouteTests.post(server, Self.line("server/discover"), headers: Self.headers("server/discover"))
            #expect(discover.status == 200, "\(discover.text)")
            #expect(discover.header("Mcp-Session-Id") == nil)
            #expect(try JSONParser.parse(discover.body)["result"]?["supportedVersions"]?[0] == "2026-07-28")
            let list = try MCPRouteTests.post(server, Self.line("tools/list"), headers: Self.headers("tools/list"))
            #expect(try JSONParser.parse(list.body)["result"]?["tools"]?.arrayValue?.isEmpty == false)
            let call = try MCPRouteTests.post(server, Self.line("tools/call", params: #""name":"list_modifiers""#),
                                              headers: Self.headers("tools/call", name: "list_modifiers"))
            #expect(call.status == 200)
            #expect(try JSONParser.parse(call.body)["result"]?["isError"] == false)
            // An Mcp-Session-Id on a 2026-07-28 request is ignored, whatever it names.
            let ignored = try MCPRouteTests.post(server, Self.line("tools/list"), session: "feed", headers: Self.headers("tools/list"))
            #expect(ignored.status == 200)
        }
    }

    @Test("the refusals of 2026-07-28, each with its status and JSON-RPC code", arguments: [
        ("unknown version header", 400, -32022), ("legacy version in _meta", 400, -32022), ("no _meta", 400, -32602),
        ("header and _meta disagree", 400, -32020), ("no Mcp-Method", 400, -32020), ("Mcp-Method disagrees", 400, -32020),
        ("no Mcp-Name", 400, -32020), ("Mcp-Name disagrees", 400, -32020), ("no version header", 400, -32020),
        ("unknown method", 404, -32601), ("ping", 404, -32601), ("batch", 400, -32600),
        ("GET", 405, -32600), ("DELETE", 405, -32600),
    ] as [(String, Int, Int)])
    func refusals(case name: String, status: Int, code: Int) throws {
        try MCPRouteTests.serving { server, _ in
            let list = Self.line("tools/list")
            let call = Self.line("tools/call", params: #""name":"list_modifiers""#)
            let answer: RawResponse = switch name {
            case "unknown version header": try MCPRouteTests.post(server, list, headers: Self.headers("tools/list", version: "2099-01-01"))
            case "legacy version in _meta": try MCPRouteTests.post(server, Self.line("tools/list", version: "2025-11-25"), headers: Self.headers("tools/list"))
            case "no _meta": try MCPRouteTests.post(server, MCPTestSupport.request("tools/list"), headers: Self.headers("tools/list"))
            case "header and _meta disagree": try MCPRouteTests.post(server, list, headers: Self.headers("tools/list", version: "2025-11-25"))
            case "no Mcp-Method": try MCPRouteTests.post(server, list, headers: MCPRouteTests.jsonHeaders + [("MCP-Protocol-Version", "2026-07-28")])
            case "Mcp-Method disagrees": try MCPRouteTests.post(server, list, headers: Self.headers("resources/list"))
            case "no Mcp-Name": try MCPRouteTests.post(server, call, headers: Self.headers("tools/call"))
            case "Mcp-Name disagrees": try MCPRouteTests.post(server, call, headers: Self.headers("tools/call", name: "search"))
            case "no version header": try MCPRouteTests.post(server, list, headers: MCPRouteTests.jsonHeaders + [("Mcp-Method", "tools/list")])
            case "unknown method": try MCPRouteTests.post(server, Self.line("prompts/list"), headers: Self.headers("prompts/list"))
            case "ping": try MCPRouteTests.post(server, Self.line("ping"), headers: Self.headers("ping"))
            case "batch": try MCPRouteTests.post(server, "[" + list + "]", headers: Self.headers("tools/list"))
            case "GET": try fetch(server, "/mcp", headers: [("Accept", "text/event-stream"), ("MCP-Protocol-Version", "2026-07-28")])
            default: try fetch(server, "DELETE", "/mcp", headers: [("MCP-Protocol-Version", "2026-07-28")])
            }
            #expect(answer.status == status, "\(name): \(answer.text)")
            let error = try JSONParser.parse(answer.body)["error"]
            #expect(error?["code"] == .number(Double(code)), "\(name): \(answer.text)")
            if code == -32022 {
                #expect(error?["data"]?["supported"]?.arrayValue?.count == MCPProtocolVersion.supported.count)
            }
            if status == 405 { #expect(answer.header("Allow") == "POST") }
        }
    }

    @Test("a notification under 2026-07-28 is accepted with 202 and nothing")
    func notification() throws {
        try MCPRouteTests.serving { server, _ in
            let line = #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"_meta":{"# + MCPStatelessTests.meta() + "}}}"
            let answer = try MCPRouteTests.post(server, line, headers: Self.headers("notifications/cancelled"))
            #expect(answer.status == 202)
            #expect(answer.body.isEmpty)
        }
    }

    @Test("sessions of every earlier revision work beside stateless requests", arguments: ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
    func sessionsBeside(version: String) throws {
        try MCPRouteTests.serving { server, _ in
            let id = try MCPRouteTests.open(server, version: version)
            let versioned = version >= "2025-06-18" ? [("MCP-Protocol-Version", version)] : []
            let list = try MCPRouteTests.post(server, MCPTestSupport.request("tools/list"), session: id, headers: MCPRouteTests.jsonHeaders + versioned)
            #expect(list.status == 200)
            #expect(try JSONParser.parse(list.body)["result"]?["resultType"] == nil, "a session's results are those of its revision")
            #expect(try MCPRouteTests.post(server, Self.line("tools/list"), headers: Self.headers("tools/list")).status == 200)
            #expect(try MCPRouteTests.post(server, MCPTestSupport.request("ping"), session: id, headers: MCPRouteTests.jsonHeaders + versioned).status == 200)
        }
    }
}
