import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("Limits and hostile input over the wire")
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

    @Test("malformed requests get a 4xx or are cut off, and the server keeps serving", arguments: [
        "GET /hello?name=%zz HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /hello?name=%E9 HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /hello?%=1 HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /hel%lo HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /he%00llo HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET hello HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /hello HTTP/1.1\r\n\r\n",
        "GET /hel lo HTTP/1.1\r\nHost: x\r\n\r\n",
        "BREW /hello HTTP/1.1\r\nHost: x\r\n\r\n",
        "TRACE /hello HTTP/1.1\r\nHost: x\r\n\r\n",
        "DELETE /hello HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /hello HTTP/9.9\r\nHost: x\r\n\r\n",
        "GARBAGE\r\n\r\n",
        "\u{1}\u{2}\u{3}\r\n\r\n",
        "GET /hello HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
        "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n",
    ])
    func malformed(raw: String) throws {
        try withServer(standardChain(helloRouter())) { server in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try? connection.send(raw)
            if let response = try? connection.readResponse() {
                #expect((400..<600).contains(response.status) && response.status != 500, "\(raw.debugDescription) → \(response.status)")
            } else {
                #expect(connection.isClosedByServer(), "\(raw.debugDescription) neither answered nor closed")
            }
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("connections that never finish their headers are cut off while others are served")
    func slowClients() throws {
        var limits = Limits()
        limits.connectionTimeoutSeconds = 1
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
