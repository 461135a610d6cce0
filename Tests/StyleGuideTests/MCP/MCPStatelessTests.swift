import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Protocol 2026-07-28 without sockets: each request names its revision and capabilities in
/// `_meta`, is answered without a session, and `server/discover` lists every revision spoken here.
@Suite("MCP 2026-07-28 (stateless)", .integration)
struct MCPStatelessTests {
    /// `params` (JSON text, without braces) with a `_meta` of `meta` (JSON text, without braces).
    static func line(_ method: String, meta: String, params: String = "", id: Int = 3) -> String {
        MCPTestSupport.request(method, "{" + params + (params.isEmpty ? "" : ",") + #""_meta":{"# + meta + "}}", id: id)
    }

    /// A `_meta` naming `version`, with empty capabilities and a client's name.
    static func meta(_ version: String = "2026-07-28") -> String {
        #""io.modelcontextprotocol/protocolVersion":"\#(version)","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"}"#
    }

    @Test("a request's _meta: the revision it names is answered, refused with -32022 listing every revision, or malformed (-32602)", arguments: [
        (MCPStatelessTests.meta("2026-07-28"), nil), (MCPStatelessTests.meta("2025-11-25"), -32022), (MCPStatelessTests.meta("2025-06-18"), -32022), (MCPStatelessTests.meta("2025-03-26"), -32022),
        (MCPStatelessTests.meta("2024-11-05"), -32022), (MCPStatelessTests.meta("1999-01-01"), -32022), (MCPStatelessTests.meta("2026-07-28 "), -32022), (MCPStatelessTests.meta(""), -32022),
        (#""io.modelcontextprotocol/protocolVersion":5,"io.modelcontextprotocol/clientCapabilities":{}"#, -32602),
        (#""io.modelcontextprotocol/protocolVersion":"2026-07-28""#, -32602),
        (#""io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":[]"#, -32602),
    ] as [(String, Int?)])
    func negotiation(meta: String, code: Int?) throws {
        let client = MCPTestClient()
        let answer = try #require(client.answer(Self.line("server/discover", meta: meta)))
        #expect(answer["id"] == 3)
        if let code {
            #expect(answer["error"]?["code"] == .number(Double(code)), "\(answer)")
            if code == -32022 {
                #expect(answer["error"]?["data"]?["supported"] == .array(MCPProtocolVersion.supported.reversed().map { .string($0.name) }))
                #expect(answer["error"]?["data"]?["requested"]?.stringValue == (try JSONParser.parse("{" + meta + "}"))["io.modelcontextprotocol/protocolVersion"]?.stringValue)
            }
        } else {
            #expect(answer["result"]?["resultType"] == "complete", "\(answer)")
        }
        #expect(client.session.version == nil, "a stateless request leaves the session as it was")
    }

    @Test("server/discover without _meta, or with a _meta that is not an object, is malformed (-32602)", arguments: [
        MCPTestSupport.request("server/discover"), MCPTestSupport.request("server/discover", #"{"_meta":[]}"#),
    ])
    func discoverWithoutMeta(line: String) throws {
        #expect(MCPTestClient().answer(line)?["error"]?["code"] == -32602)
    }

    @Test("server/discover gives every revision newest first, the capabilities, the instructions, who answered, and caching hints")
    func discover() throws {
        let result = try #require(MCPTestClient().answer(Self.line("server/discover", meta: Self.meta()))?["result"])
        #expect(result["supportedVersions"] == ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"])
        #expect(result["capabilities"]?["tools"] != nil && result["capabilities"]?["resources"] != nil)
        #expect(result["instructions"]?.stringValue == MCPServer.instructions)
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "swatchbook")
        #expect(result["ttlMs"] == 0)
        #expect(result["cacheScope"] == "private")
        #expect(result["resultType"] == "complete")
    }

    @Test("every method answers without initialize; listings and reads carry caching hints, calls do not", arguments: [
        ("tools/list", "", true), ("tools/call", #""name":"list_modifiers","arguments":{}"#, false), ("resources/list", "", true),
        ("resources/templates/list", "", true), ("resources/read", #""uri":"swatchbook://docs/swatchbook/mcp""#, true),
    ])
    func methods(method: String, params: String, cacheable: Bool) throws {
        let client = MCPTestClient()
        let result = try #require(client.answer(Self.line(method, meta: Self.meta(), params: params))?["result"])
        #expect(result["resultType"] == "complete")
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "swatchbook")
        #expect((result["ttlMs"] != nil) == cacheable)
        #expect((result["cacheScope"] != nil) == cacheable)
        #expect(client.session.version == nil)
    }

    @Test("tools/list and tools/call under 2026-07-28 carry titles, output schemas and structured content")
    func structuredOutput() throws {
        let client = MCPTestClient()
        let tools = try #require(client.answer(Self.line("tools/list", meta: Self.meta()))?["result"]?["tools"]?.arrayValue)
        #expect(tools.map { $0["name"]?.stringValue } == MCPToolbox.tools(for: MCPTestSupport.bundled).map(\.name))
        #expect(tools.allSatisfy { $0["title"] != nil })
        let call = try #require(client.answer(Self.line("tools/call", meta: Self.meta(), params: #""name":"list_modifiers""#))?["result"])
        #expect(call["structuredContent"] == ModifiersRoute.body(for: MCPTestSupport.bundled.tokens, defaults: MCPTestSupport.bundled.settings.defaultInputs))
    }

    @Test("what 2026-07-28 removed or renumbered", arguments: [
        ("ping", "", -32601), ("logging/setLevel", #""level":"debug""#, -32601), ("resources/subscribe", #""uri":"x""#, -32601),
        ("resources/read", #""uri":"swatchbook://nothing""#, -32602), ("tools/call", #""name":"no_such_tool""#, -32602),
    ])
    func removed(method: String, params: String, code: Int) throws {
        let answer = try #require(MCPTestClient().answer(Self.line(method, meta: Self.meta(), params: params)))
        #expect(answer["error"]?["code"] == .number(Double(code)), "\(answer)")
    }

    @Test("a stateless request in an initialized session leaves the session's revision; a notification with _meta gets no answer")
    func alongsideSession() throws {
        let client = MCPTestClient(MCPTestSupport.session("2025-03-26"))
        #expect(client.answer(Self.line("tools/list", meta: Self.meta()))?["result"]?["resultType"] == "complete")
        #expect(client.session.version == .v2025_03_26)
        #expect(client.answer(MCPTestSupport.request("tools/list"))?["result"]?["resultType"] == nil)
        #expect(client.answer(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1,"_meta":{"# + Self.meta() + "}}}") == nil)
    }

    @Test("revisions: which ones initialize agrees on, which stand alone")
    func revisions() {
        #expect(MCPProtocolVersion.handshake.map(\.name) == ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])
        #expect(MCPProtocolVersion.latest == .v2026_07_28 && MCPProtocolVersion.latest.isStateless)
        #expect(MCPProtocolVersion.negotiated("2026-07-28") == .v2025_11_25)
        #expect(!MCPProtocolVersion.v2026_07_28.allowsBatches)
    }
}
