import DesignSystem
import HTTPTestSupport
import Synchronization
import Testing
@testable import StyleGuide

/// `subscriptions/listen` of 2026-07-28: the filter agreed, the tagging, and reloads heard over
/// stdio and on the request's own event stream over HTTP.
@Suite("MCP 2026-07-28 subscriptions", .integration)
struct MCPSubscriptionTests {
    static func listen(_ filter: String, id: Int = 5) -> String {
        MCPStatelessTests.line("subscriptions/listen", meta: MCPStatelessTests.meta(), params: #""notifications":"# + filter, id: id)
    }

    @Test("the acknowledgement keeps the members honoured here, and only their notifications go through, tagged", arguments: [
        (#"{"toolsListChanged":true,"resourcesListChanged":true}"#, ["toolsListChanged", "resourcesListChanged"]),
        (#"{"resourcesListChanged":true,"promptsListChanged":true,"resourceSubscriptions":["x"]}"#, ["resourcesListChanged"]),
        (#"{"toolsListChanged":false}"#, []), ("{}", []),
    ] as [(String, [String])])
    func filter(filter: String, agreed: [String]) throws {
        let (id, params) = try #require(MCPSubscription.request(in: try JSONParser.parse(Self.listen(filter))))
        let subscription = try MCPSubscription.open(id: id, params: params)
        #expect(subscription.agreed == agreed)
        let acknowledgement = subscription.acknowledgement
        #expect(acknowledgement["method"] == "notifications/subscriptions/acknowledged")
        #expect(acknowledgement["params"]?["_meta"]?[MCPSubscription.idKey] == 5)
        #expect(acknowledgement["params"]?["notifications"]?.objectValue?.count == agreed.count)
        let resources = subscription.tagged(JSONRPCReply.notification("notifications/resources/list_changed"))
        #expect((resources != nil) == agreed.contains("resourcesListChanged"))
        #expect(resources.map { $0["params"]?["_meta"]?[MCPSubscription.idKey] == 5 } != false)
        #expect(subscription.closing["result"]?["_meta"]?[MCPSubscription.idKey] == 5)
    }

    @Test("a listen without a filter is refused with -32602, one of an earlier revision is not a listen", arguments: [
        MCPStatelessTests.line("subscriptions/listen", meta: MCPStatelessTests.meta()),
        MCPStatelessTests.line("subscriptions/listen", meta: MCPStatelessTests.meta(), params: #""notifications":[]"#),
    ])
    func refused(line: String) throws {
        let (id, params) = try #require(MCPSubscription.request(in: try JSONParser.parse(line)))
        #expect(throws: JSONRPCError.self) { try MCPSubscription.open(id: id, params: params) }
        #expect(MCPSubscription.request(in: try JSONParser.parse(MCPTestSupport.request("subscriptions/listen"))) == nil)
    }

    @Test("stdio: a listen is acknowledged, hears a reload tagged with its id, and is ended by notifications/cancelled")
    func stdio() throws {
        let store = SnapshotStore(MCPTestSupport.bundled)
        let written = Mutex<[JSON]>([])
        let server = MCPStdioServer(store: store) { line in
            written.withLock { $0.append((try? JSONParser.parse(Array(line.dropLast()))) ?? .null) }
        }
        server.receive(Array((Self.listen(#"{"resourcesListChanged":true}"#) + "\n").utf8))
        store.replace(with: MCPTestSupport.bundled)
        server.receive(Array((#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":5}}"# + "\n").utf8))
        store.replace(with: MCPTestSupport.bundled)
        let lines = written.withLock { $0 }
        #expect(lines.map { $0["method"] } == ["notifications/subscriptions/acknowledged", "notifications/resources/list_changed"])
        #expect(lines.last?["params"]?["_meta"]?[MCPSubscription.idKey] == 5)
    }

    @Test("stdio: more listens than mcpSessions end the oldest with its graceful response")
    func stdioBound() throws {
        let written = Mutex<[JSON]>([])
        let server = MCPStdioServer(store: SnapshotStore(MCPTestSupport.bundled)) { line in
            written.withLock { $0.append((try? JSONParser.parse(Array(line.dropLast()))) ?? .null) }
        }
        let limit = MCPLimits().sessions
        for id in 1...(limit + 1) { server.receive(Array((Self.listen(#"{"toolsListChanged":true}"#, id: id) + "\n").utf8)) }
        let closed = written.withLock { $0 }.filter { $0["result"] != nil }
        #expect(closed.map { $0["id"] } == [1])
    }

    @Test("HTTP: a listen's response is its event stream: the acknowledgement, then a reload's notification tagged with its id")
    func http() throws {
        try MCPRouteTests.serving { server, store in
            let body = Self.listen(#"{"resourcesListChanged":true,"toolsListChanged":true}"#)
            let connection = try RawConnection(port: server.port)
            try connection.send("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: subscriptions/listen\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
            let head = try connection.readHead()
            #expect(head.status == 200)
            #expect(head.header("Content-Type")?.hasPrefix("text/event-stream") == true)
            #expect(try connection.read(until: "acknowledged").contains(#""io.modelcontextprotocol/subscriptionId":5"#))
            store.replace(with: MCPTestSupport.load(RepositoryPaths.config))
            let events = try connection.read(until: "resources/list_changed")
            #expect(events.contains(#"data: {"jsonrpc":"2.0","method":"notifications/resources/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":5}}}"#))
        }
    }
}
