import DesignSystem
import HTTPTestSupport
import Synchronization
import Testing
@testable import StyleGuide

/// `swatchbook mcp`'s lines, without a process: answers in order, one line each, and reload
/// notifications only once the client said `initialized`.
@Suite("MCP on stdio", .integration)
struct MCPStdioServerTests {
    @Test("answers each line with one line, and tells of a reload only after initialized")
    func linesAndReloads() throws {
        let store = SnapshotStore(MCPTestSupport.bundled)
        let written = Mutex<[String]>([])
        let server = MCPStdioServer(store: store) { line in written.withLock { $0.append(String(decoding: line, as: UTF8.self)) } }
        server.receive(Array((MCPTestSupport.initialize() + "\n").utf8))
        store.replace(with: MCPTestSupport.bundled)
        #expect(written.withLock { $0.count } == 1, "no notification before initialized")
        server.receive(Array((#"{"jsonrpc":"2.0","method":"notifications/initialized"}"# + "\n" + MCPTestSupport.request("ping", id: 9)).utf8))
        store.replace(with: MCPTestSupport.bundled)
        server.finish()
        let lines = written.withLock { $0 }
        #expect(lines.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().firstIndex(of: "\n") == nil })
        let answers = try lines.map { try JSONParser.parse(String($0.dropLast())) }
        #expect(answers.count == 3)
        #expect(answers.first?["result"]?["protocolVersion"] == "2025-11-25")
        #expect(answers.dropFirst().first?["method"] == "notifications/resources/list_changed")
        #expect(answers.last?["id"] == 9 && answers.last?["result"] != nil)
    }

    @Test("a line over mcpMessageBytes is answered with an error naming the limit, and the next line is read")
    func longLine() throws {
        let written = Mutex<[String]>([])
        let server = MCPStdioServer(store: SnapshotStore(MCPTestSupport.bundled)) { line in
            written.withLock { $0.append(String(decoding: line, as: UTF8.self)) }
        }
        let long = String(repeating: "x", count: MCPLimits().messageBytes * 3)
        server.receive(Array((long + "\n" + MCPTestSupport.request("ping", id: 2) + "\n").utf8))
        let answers = try written.withLock { $0 }.map { try JSONParser.parse(String($0.dropLast())) }
        #expect(answers.count == 2)
        #expect(answers.first?["error"]?["message"]?.stringValue?.contains(#"{"mcpMessageBytes": …}"#) == true)
        #expect(answers.last?["id"] == 2 && answers.last?["result"] == .object(JSONObject()), "ping is answered even before initialize")
    }
}
