import DesignSystem
import Testing
@testable import StyleGuide

/// The HTTP sessions' registry: bounded by mcpSessions, ids unguessable, ended sessions gone.
@Suite("MCP sessions")
struct MCPSessionsTests {
    @Test("past mcpSessions, opening one drops the session used longest ago")
    func bounded() {
        var limits = MCPLimits()
        limits.sessions = 2
        let sessions = MCPSessions()
        let first = sessions.open(MCPSession(), limits: limits)
        let second = sessions.open(MCPSession(), limits: limits)
        #expect(sessions.session(first, limits: limits) != nil) // now the second is the oldest in use
        let third = sessions.open(MCPSession(), limits: limits)
        #expect(sessions.count == 2)
        #expect(sessions.session(second, limits: limits) == nil)
        #expect(sessions.session(first, limits: limits) != nil && sessions.session(third, limits: limits) != nil)
    }

    @Test("ids are 32 hex digits, each new")
    func ids() {
        let sessions = MCPSessions()
        let ids = (0..<100).map { _ in sessions.open(MCPSession(), limits: MCPLimits()) }
        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test("a closed session is gone; closing it again says so")
    func close() {
        let sessions = MCPSessions()
        let id = sessions.open(MCPSession(), limits: MCPLimits())
        #expect(sessions.close(id))
        #expect(!sessions.close(id))
        #expect(sessions.session(id, limits: MCPLimits()) == nil)
    }

    @Test("the MCP limits are read from swatchbook.json and refused out of range", arguments: [
        (#"{"limits": {"mcpMessageBytes": 2048, "mcpBatchMessages": 4, "mcpSessions": 9, "mcpSessionIdleSeconds": 60}}"#, true),
        (#"{"limits": {"mcpMessageBytes": 10}}"#, false),
        (#"{"limits": {"mcpSessions": 0}}"#, false),
        (#"{"limits": {"mcpSessionIdleSeconds": 1}}"#, false),
    ])
    func settings(json: String, valid: Bool) throws {
        let read = Settings.parse(Array(json.utf8), file: "swatchbook.json")
        switch read {
        case .success(let settings):
            #expect(valid)
            #expect(settings.mcpLimits.messageBytes == 2048 && settings.mcpLimits.batchMessages == 4)
            #expect(settings.mcpLimits.sessions == 9 && settings.mcpLimits.sessionIdleSeconds == 60)
        case .failure(let problems):
            #expect(!valid, "\(problems)")
            #expect(problems.list.contains { $0.message.contains("mcp") || $0.path.description.contains("mcp") }, "\(problems)")
        }
    }
}
