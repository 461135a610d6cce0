import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// `/mcp` over a real server on port 0: sessions, the transport's headers and refusals, and
/// notifications on the session's stream after a reload.
@Suite("MCP over Streamable HTTP", .integration)
struct MCPRouteTests {
    static let jsonHeaders = [("Content-Type", "application/json"), ("Accept", "application/json, text/event-stream")]

    /// Runs `body` with the whole site of `snapshot` served on a free port.
    static func serving(_ snapshot: Snapshot = MCPTestSupport.bundled, _ body: (Server, SnapshotStore) throws -> Void) throws {
        let store = SnapshotStore(snapshot)
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: nil, logger: logger)
        try withServer(application.responder()) { server in try body(server, store) }
    }

    static func post(_ server: Server, _ line: String, session: String? = nil,
                     headers: [(String, String)] = jsonHeaders) throws -> RawResponse {
        try fetch(server, "POST", "/mcp", headers: headers + (session.map { [("Mcp-Session-Id", $0)] } ?? []), body: Array(line.utf8))
    }

    /// A new session's id, initialized.
    static func open(_ server: Server, version: String = "2025-11-25") throws -> String {
        let answer = try post(server, MCPTestSupport.initialize(version))
        #expect(answer.status == 200)
        let id = try #require(answer.header("Mcp-Session-Id"))
        #expect(try post(server, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, session: id).status == 202)
        return id
    }

    @Test("initialize opens a session; its id then carries every request, and its answers are JSON")
    func session() throws {
        try Self.serving { server, _ in
            let initialize = try Self.post(server, MCPTestSupport.initialize())
            #expect(initialize.status == 200)
            #expect(initialize.header("Content-Type") == "application/json")
            #expect(try JSONParser.parse(initialize.body)["result"]?["protocolVersion"] == "2025-11-25")
            let id = try Self.open(server)
            let list = try Self.post(server, MCPTestSupport.request("tools/list"), session: id)
            #expect(list.status == 200)
            #expect(try JSONParser.parse(list.body)["result"]?["tools"]?[0]?["name"] != nil)
            let versioned = try Self.post(server, MCPTestSupport.request("ping"), session: id,
                                          headers: Self.jsonHeaders + [("MCP-Protocol-Version", "2025-11-25")])
            #expect(versioned.status == 200)
        }
    }

    @Test("the transport's refusals", arguments: [
        ("no session", 400), ("unknown session", 404), ("bad protocol version", 400), ("no event-stream in Accept", 406),
        ("form content type", 415), ("foreign origin", 403), ("too long", 413), ("not JSON", 400), ("GET without a session", 400),
        ("GET without event-stream in Accept", 406), ("DELETE an unknown session", 404), ("PUT", 405),
    ])
    func refusals(case name: String, status: Int) throws {
        // The bundled Config's corsOrigins is "*", which opens the API to every page but /mcp to none.
        try Self.serving { server, _ in
            let id = try Self.open(server)
            let ping = MCPTestSupport.request("ping")
            let answer: RawResponse = switch name {
            case "no session": try Self.post(server, ping)
            case "unknown session": try Self.post(server, ping, session: "0123")
            case "bad protocol version": try Self.post(server, ping, session: id, headers: Self.jsonHeaders + [("MCP-Protocol-Version", "1999-01-01")])
            case "no event-stream in Accept": try Self.post(server, ping, session: id, headers: [("Content-Type", "application/json"), ("Accept", "application/json")])
            case "form content type": try Self.post(server, ping, session: id, headers: [("Content-Type", "application/x-www-form-urlencoded"), Self.jsonHeaders[1]])
            case "foreign origin": try Self.post(server, ping, session: id, headers: Self.jsonHeaders + [("Origin", "http://evil.example")])
            case "too long": try Self.post(server, String(repeating: " ", count: MCPLimits().messageBytes + 1) + ping, session: id)
            case "not JSON": try Self.post(server, "{", session: id)
            case "GET without a session": try fetch(server, "/mcp", headers: [("Accept", "text/event-stream")])
            case "GET without event-stream in Accept": try fetch(server, "/mcp", headers: [("Accept", "application/json"), ("Mcp-Session-Id", id)])
            case "DELETE an unknown session": try fetch(server, "DELETE", "/mcp", headers: [("Mcp-Session-Id", "feed")])
            default: try fetch(server, "PUT", "/mcp", headers: [("Mcp-Session-Id", id)])
            }
            #expect(answer.status == status, "\(name): \(answer.text)")
            if status != 405 {
                #expect(try JSONParser.parse(answer.body)["error"]?["message"]?.stringValue?.isEmpty == false, "\(name)")
            }
        }
    }

    @Test("DELETE ends the session; it is then not found")
    func delete() throws {
        try Self.serving { server, _ in
            let id = try Self.open(server)
            #expect(try fetch(server, "DELETE", "/mcp", headers: [("Mcp-Session-Id", id)]).status == 204)
            #expect(try Self.post(server, MCPTestSupport.request("ping"), session: id).status == 404)
        }
    }

    @Test("a browser page's Origin is let through only when corsOrigins lists it (* does not count)", arguments: [
        ("https://app.example", ["https://app.example"], true), ("https://evil.example", ["https://app.example"], false),
        ("http://localhost:8080", [], false), ("https://any.example", ["*"], false), ("https://app.example", ["*", "https://app.example"], true), ("https://app.example.evil", ["https://app.example"], false),
    ])
    func origins(origin: String, corsOrigins: [String], allowed: Bool) {
        #expect(MCPRoute.allows(origin: origin, corsOrigins: corsOrigins) == allowed)
    }

    @Test("after a reload, a listening session hears resources/list_changed on its GET stream")
    func notifications() throws {
        try Self.serving { server, store in
            let id = try Self.open(server)
            let connection = try RawConnection(port: server.port)
            try connection.send("GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nMcp-Session-Id: \(id)\r\n\r\n")
            let head = try connection.readHead()
            #expect(head.status == 200)
            #expect(head.header("Content-Type")?.hasPrefix("text/event-stream") == true)
            store.replace(with: MCPTestSupport.load(RepositoryPaths.config))
            let events = try connection.read(until: "list_changed")
            #expect(events.contains("event: message"))
            #expect(events.contains(#"data: {"jsonrpc":"2.0","method":"notifications/resources/list_changed"}"#))
        }
    }
}
