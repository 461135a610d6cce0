import DesignSystem
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// The MCP session without sockets: version negotiation, JSON-RPC's errors, notifications,
/// batches where the revision allows them, tools and their errors.
@Suite("MCP session", .integration)
struct MCPSessionTests {
    @Test("initialize answers the client's revision when spoken here, else the latest", arguments: [
        ("2024-11-05", "2024-11-05"), ("2025-03-26", "2025-03-26"), ("2025-06-18", "2025-06-18"), ("2025-11-25", "2025-11-25"),
        ("2026-07-28", "2025-11-25"), ("1999-01-01", "2025-11-25"),
    ])
    func negotiation(requested: String, agreed: String) throws {
        let session = MCPTestClient()
        let answer = try #require(session.answer(MCPTestSupport.initialize(requested)))
        #expect(answer["id"] == 1)
        #expect(answer["result"]?["protocolVersion"] == .string(agreed))
        #expect(answer["result"]?["serverInfo"]?["name"] == "swatchbook")
        #expect(answer["result"]?["capabilities"]?["tools"]?["listChanged"] == true)
        #expect(answer["result"]?["capabilities"]?["resources"]?["listChanged"] == true)
        #expect(answer["result"]?["instructions"]?.stringValue?.contains("design system") == true)
        #expect(session.session.version?.name == agreed)
    }

    @Test("each mistake gets JSON-RPC's code, answered to the request's id when it can be read", arguments: [
        ("not json", -32700, JSON.null),
        (#"{"jsonrpc":"1.0","id":3,"method":"ping"}"#, -32600, JSON.number(3)),
        (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, -32600, JSON.null),
        (#"{"jsonrpc":"2.0","id":{},"method":"ping"}"#, -32600, JSON.null),
        (#"{"jsonrpc":"2.0","id":"x","method":5}"#, -32600, JSON.string("x")),
        (#"{"jsonrpc":"2.0","id":4}"#, -32600, JSON.number(4)),
        ("[1, 2]", -32600, JSON.null),
        ("[]", -32600, JSON.null),
        ("42", -32600, JSON.null),
        (#"{"jsonrpc":"2.0","id":5,"method":"tools/list","params":[1]}"#, -32602, JSON.number(5)),
        (#"{"jsonrpc":"2.0","id":6,"method":"logging/setLevel","params":{"level":"debug"}}"#, -32601, JSON.number(6)),
        (#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"no_such_tool"}}"#, -32602, JSON.number(7)),
        (#"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{}}"#, -32602, JSON.number(8)),
        (#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"list_modifiers","arguments":[]}}"#, -32602, JSON.number(9)),
        (#"{"jsonrpc":"2.0","id":10,"method":"resources/read","params":{"uri":"swatchbook://tokens/../../etc/passwd"}}"#, -32002, JSON.number(10)),
        (#"{"jsonrpc":"2.0","id":11,"method":"resources/read","params":{}}"#, -32602, JSON.number(11)),
        (MCPTestSupport.initialize(id: 12), -32600, JSON.number(12)),
    ])
    func errors(line: String, code: Int, id: JSON) throws {
        let session = MCPTestClient(MCPTestSupport.session())
        let answer = try #require(session.answer(line))
        #expect(answer["jsonrpc"] == "2.0")
        #expect(answer["id"] == id)
        #expect(answer["error"]?["code"] == .number(Double(code)), "\(answer)")
        #expect(answer["result"] == nil)
    }

    @Test("before initialize only initialize and ping are answered")
    func beforeInitialize() throws {
        let session = MCPTestClient()
        #expect(session.answer(MCPTestSupport.request("tools/list"))?["error"]?["code"] == -32600)
        #expect(session.answer(MCPTestSupport.request("ping"))?["result"] == .object(JSONObject()))
        #expect(session.answer(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#) == nil)
        #expect(!session.session.isListening, "initialized before initialize is ignored")
    }

    @Test("notifications and responses get no answer", arguments: [
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/unknown"}"#,
        #"{"jsonrpc":"2.0","id":3,"result":{}}"#,
        #"{"jsonrpc":"2.0","id":"s","error":{"code":1,"message":"m"}}"#,
    ])
    func noAnswer(line: String) {
        let session = MCPTestClient(MCPTestSupport.session())
        #expect(session.answer(line) == nil)
    }

    @Test("a string id and a number id come back as sent", arguments: [#""abc-1""#, "0", "-3", "12345678901"])
    func ids(id: String) throws {
        let session = MCPTestClient(MCPTestSupport.session())
        let answer = try #require(session.answer(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#))
        #expect(answer["id"] == (try JSONParser.parse(id)))
    }

    @Test("batches are answered under 2025-03-26 only, in order, notifications left out, within mcpBatchMessages", arguments: [
        ("2025-03-26", true), ("2024-11-05", false), ("2025-06-18", false), ("2025-11-25", false),
    ])
    func batches(version: String, allowed: Bool) throws {
        let session = MCPTestClient(MCPTestSupport.session(version))
        let batch = "[" + MCPTestSupport.request("ping", id: 1) + "," + #"{"jsonrpc":"2.0","method":"notifications/x"}"#
            + "," + MCPTestSupport.request("tools/list", id: 2) + "]"
        let answer = try #require(session.answer(batch))
        if allowed {
            #expect(answer.arrayValue?.map { $0["id"] } == [1, 2])
            #expect(session.answer("[" + #"{"jsonrpc":"2.0","method":"notifications/x"}"# + "]") == nil)
            let tooMany = "[" + Array(repeating: MCPTestSupport.request("ping"), count: MCPLimits().batchMessages + 1).joined(separator: ",") + "]"
            #expect(session.answer(tooMany)?["error"]?["message"]?.stringValue?.contains(#"{"mcpBatchMessages": …}"#) == true)
        } else {
            #expect(answer["error"]?["code"] == -32600)
            #expect(answer["error"]?["message"]?.stringValue?.contains("2025-03-26") == true)
        }
    }

    @Test("a message over mcpMessageBytes is refused by name, unread")
    func longMessage() throws {
        let session = MCPTestClient(MCPTestSupport.session())
        let long = MCPTestSupport.request("ping", #"{"pad":""# + String(repeating: "x", count: MCPLimits().messageBytes) + #""}"#)
        let answer = try #require(session.answer(long))
        #expect(answer["error"]?["code"] == -32600)
        #expect(answer["error"]?["message"]?.stringValue?.contains(#"("limits": {"mcpMessageBytes": …} in swatchbook.json)"#) == true)
    }

    @Test("tools/list gives every tool with its schema; titles and output schemas from 2025-06-18", arguments: [
        ("2024-11-05", false), ("2025-03-26", false), ("2025-06-18", true), ("2025-11-25", true),
    ])
    func toolsList(version: String, titled: Bool) throws {
        let session = MCPTestClient(MCPTestSupport.session(version))
        let tools = try #require(session.answer(MCPTestSupport.request("tools/list"))?["result"]?["tools"]?.arrayValue)
        #expect(tools.map { $0["name"]?.stringValue } == MCPToolbox.tools(for: MCPTestSupport.bundled).map(\.name))
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == "object")
            #expect((tool["title"] != nil) == titled)
        }
    }

    @Test("a tool's answer is text holding its JSON, and structuredContent from 2025-06-18 when it is an object", arguments: [
        ("2024-11-05", false), ("2025-06-18", true), ("2025-11-25", true),
    ])
    func toolCall(version: String, structured: Bool) throws {
        let session = MCPTestClient(MCPTestSupport.session(version))
        let result = try #require(session.answer(MCPTestSupport.request("tools/call", #"{"name":"list_modifiers"}"#))?["result"])
        let expected = ModifiersRoute.body(for: MCPTestSupport.bundled.tokens, defaults: MCPTestSupport.bundled.settings.defaultInputs)
        #expect(result["isError"] == false)
        #expect(result["content"]?[0]?["type"] == "text")
        #expect(try JSONParser.parse(result["content"]?[0]?["text"]?.stringValue ?? "") == expected)
        #expect(result["structuredContent"] == (structured ? expected : Optional<JSON>.none))
    }

    @Test("a tool's HTTPError is a tool result with isError and the API's message")
    func toolError() throws {
        let session = MCPTestClient(MCPTestSupport.session())
        let result = try #require(session.answer(MCPTestSupport.request("tools/call", #"{"name":"list_modifiers","arguments":{"x":1}}"#))?["result"])
        #expect(result["isError"] == true)
        #expect(result["content"]?[0]?["text"] == "list_modifiers takes no arguments; 'x' is not one")
        #expect(result["structuredContent"] == nil)
    }

    @Test("a reload tells of resources always and of tools when their listing changes")
    func reloadNotifications() {
        let methods = { (old: Snapshot, new: Snapshot) in MCPServer.notifications(from: old, to: new).compactMap { $0["method"]?.stringValue } }
        #expect(methods(MCPTestSupport.bundled, MCPTestSupport.bundled) == ["notifications/resources/list_changed"])
        // Acme's modifiers (mode, density) are not the bundled Config's (theme): the tools' arguments differ.
        #expect(methods(MCPTestSupport.bundled, MCPTestSupport.acme)
                == ["notifications/resources/list_changed", "notifications/tools/list_changed"])
    }
}
