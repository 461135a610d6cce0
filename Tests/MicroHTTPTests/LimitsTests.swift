import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("Limits and hostile input over the wire", .integration)
struct LimitsTests {
    @Test("a 40 KB header is refused and the server keeps serving")
    func hugeHeader() throws {
        try withServer(standardChain(helloRouter())) { server in
            let connection = try RawConnection(port: server.port)
            let big = String(repeating: "a", count: 40 * 1024)
            try? connection.send("GET /hello HTTP/1.1\r\nHost: x\r\nX-Big: \(big)\r\n\r\n")
            if let response = try? connection.readResponse() {
                #expect(response.status == 431)
            } else {
                #expect(connection.isClosedByServer())
            }
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("a header block over the configured limit gets 431")
    func headerLimit() throws {
        var limits = Limits()
        limits.headerBytes = 2048
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let response = try fetch(server, "/hello", headers: [("X-Pad", String(repeating: "p", count: 3000))])
            #expect(response.status == 431)
        }
    }

    @Test("an over-long target gets 414")
    func longTarget() throws {
        var limits = Limits()
        limits.targetBytes = 1024
        try withServer(standardChain(helloRouter()), limits: limits) { (server: Server) throws in
            #expect(try fetch(server, "/hello?name=" + String(repeating: "n", count: 2000)).status == 414)
            #expect(try fetch(server, "/hello?name=short").status == 200)
        }
    }

    /// A raw request, the status it must get (nil: the connection is cut off), and whether this
    /// server answers it (with its security headers) or libmicrohttpd does, before any handler.
    static let hostile: [(String, Int?, Bool)] = [
        ("GET /hello?name=%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /hello?name=%E9 HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /hello?%=1 HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /hel%lo HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /he%00llo HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET hello HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /hello HTTP/1.1\r\n\r\n", 400, true),
        ("GET /hel lo HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /\u{1b}[31mred HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("BREW /hello HTTP/1.1\r\nHost: x\r\n\r\n", 501, true),
        ("TRACE /hello HTTP/1.1\r\nHost: x\r\n\r\n", 405, true),
        ("DELETE /hello HTTP/1.1\r\nHost: x\r\n\r\n", 405, true),
        ("GET /hello?" + String(repeating: "&", count: 2000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /hello?" + String(repeating: "a=1&", count: 1500) + " HTTP/1.1\r\nHost: x\r\n\r\n", 400, true),
        ("GET /hello?" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414, true),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: 38\r\n\r\n", 400, true),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n", 400, true),
        ("GET /hello HTTP/9.9\r\nHost: x\r\n\r\n", 505, false),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400, false),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n", 400, false),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n", 413, false),
        ("GARBAGE\r\n\r\n", nil, false),
        ("\u{1}\u{2}\u{3}\r\n\r\n", nil, false),
    ]

    @Test("hostile requests get their exact 4xx/5xx or are cut off, and the server keeps serving", arguments: hostile)
    func hostileRequests(raw: String, status: Int?, answeredHere: Bool) throws {
        try withServer(standardChain(helloRouter())) { server in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try? connection.send(raw)
            if let status {
                let response = try connection.readResponse()
                #expect(response.status == status, "\(raw.prefix(60).debugDescription)")
                #expect((response.header("Content-Security-Policy") != nil) == answeredHere)
            } else {
                #expect(connection.isClosedByServer(), "\(raw.prefix(60).debugDescription) neither answered nor closed")
            }
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("ambiguous framing closes the connection, so nothing hidden in the body is read as a request")
    func smuggling() throws {
        try withServer(standardChain(helloRouter())) { server in
            let connection = try RawConnection(port: server.port, timeout: 2)
            let hidden = "GET /hello?name=smuggled HTTP/1.1\r\nHost: x\r\n\r\n"
            try connection.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: \(hidden.utf8.count)\r\n\r\n" + hidden)
            let refused = try connection.readResponse()
            #expect(refused.status == 400)
            #expect(refused.header("Connection")?.lowercased() == "close")
            #expect(connection.isClosedByServer())
        }
    }

    @Test("HTTP/1.0 needs no Host header")
    func http10() throws {
        try withServer(standardChain(helloRouter())) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send("GET /hello HTTP/1.0\r\n\r\n")
            #expect(try connection.readResponse().text == "hello world")
        }
    }

    @Test("connections that never finish their headers are cut off while others are served")
    func slowClients() throws {
        var limits = Limits()
        limits.connectionTimeoutSeconds = 1
        limits.connectionsPerAddress = 0  // all 150 come from 127.0.0.1; the per-address limit is tested in FloodTests
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let stalled = try (0..<150).map { index -> RawConnection in
                let connection = try RawConnection(port: server.port, timeout: 4)
                try connection.send(index.isMultiple(of: 2) ? "GET /hello HTTP/1.1\r\nHost: x\r\nX-Slow: " : "GE")
                return connection
            }
            let response = try fetch(server, "/hello?name=fast")
            #expect(response.text == "hello fast")
            let closed = stalled.filter { $0.isClosedByServer() }.count
            #expect(closed == stalled.count)
            #expect(eventually { server.requestsInFlight == 0 })
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("the connection limit holds: extra clients wait until a slot frees")
    func connectionLimit() throws {
        var limits = Limits()
        limits.connections = 8
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            var held = try (0..<8).map { _ in try RawConnection(port: server.port, timeout: 2) }
            #expect(eventually { server.openConnections == 8 })
            let waiting = try RawConnection(port: server.port, timeout: 0.5)
            try waiting.send("GET /hello?name=later HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(throws: TestFailure.self) { try waiting.readResponse() }
            #expect(server.openConnections == 8)
            held.removeAll()
            waiting.setTimeout(3)
            #expect(try waiting.readResponse().text == "hello later")
        }
    }
}
