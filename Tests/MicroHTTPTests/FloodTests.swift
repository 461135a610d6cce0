import HTTPTestSupport
import Testing
@testable import MicroHTTP

/// Idle and trickling connections, from one address and from many, with small numbers: the
/// deadlines are short and the connections few, so each test takes a second or two.
@Suite("Connection floods over the wire", .integration)
struct FloodTests {
    /// Limits with a short head deadline and an inactivity timeout long enough never to be the
    /// reason a connection closes here.
    static func shortHeadDeadline(milliseconds: Int, busy: Int? = nil) -> Limits {
        var limits = Limits()
        limits.requestHeadTimeoutMilliseconds = milliseconds
        limits.busyRequestHeadTimeoutMilliseconds = busy ?? milliseconds
        limits.connectionTimeoutSeconds = 60
        return limits
    }

    @Test("a request head trickling in past its deadline is closed, while prompt requests are answered")
    func trickledHead() throws {
        try withServer(standardChain(helloRouter()), limits: Self.shortHeadDeadline(milliseconds: 1_000)) { server in
            let trickling = try (0..<10).map { _ in
                let opened = ContinuousClock.now
                let connection = try RawConnection(port: server.port)
                try connection.send("GET /hello HTTP/1.1\r\nHost: x\r\nX-Slow: ")
                return (connection, opened)
            }
            let prompt = try RawConnection(port: server.port)
            try prompt.send("GET /hello?name=prompt HTTP/1.1\r\n")
            usleepMilliseconds(200)
            try prompt.send("Host: x\r\n\r\n")
            #expect(try prompt.readResponse().text == "hello prompt")
            #expect(try fetch(server, "/hello?name=fast").text == "hello fast")

            let lifetimes = Self.trickle(trickling, everyMilliseconds: 100, atMost: .seconds(10))
            #expect(lifetimes.allSatisfy { $0 != nil }, "still open after 10 s: \(lifetimes)")
            #expect(lifetimes.compactMap { $0 }.allSatisfy { $0 >= .milliseconds(1_000) }, "closed early: \(lifetimes)")
            #expect(server.connectionsClosedForLateHeads >= 10)
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("an idle keep-alive connection is closed after a head deadline; one that keeps asking stays")
    func idleKeepAlive() throws {
        try withServer(standardChain(helloRouter()), limits: Self.shortHeadDeadline(milliseconds: 500)) { server in
            let idle = try RawConnection(port: server.port), busy = try RawConnection(port: server.port)
            #expect(try idle.request("GET", "/hello").status == 200)
            for _ in 0..<8 {
                #expect(try busy.request("GET", "/hello").status == 200)
                usleepMilliseconds(200)
            }
            idle.setTimeout(5)
            #expect(idle.isClosedByServer())
            #expect(try busy.request("GET", "/hello?name=again").text == "hello again")
        }
    }

    @Test("the per-address limit refuses one address's extra connections; another address is answered")
    func perAddressLimit() throws {
        var limits = Limits()
        limits.connectionsPerAddress = 4
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let held = try (0..<4).map { _ in try RawConnection(port: server.port, from: "127.0.0.2") }
            #expect(eventually { server.openConnections == 4 })
            let extra = try RawConnection(port: server.port, timeout: 3, from: "127.0.0.2")
            #expect(extra.isClosedByServer())
            let other = try RawConnection(port: server.port, from: "127.0.0.3")
            #expect(try other.request("GET", "/hello?name=other").text == "hello other")
            #expect(try held[0].request("GET", "/hello?name=held").text == "hello held")
        }
    }

    @Test("connections from many addresses, each within the per-address limit, are all held and new requests answered")
    func manyAddresses() throws {
        var limits = Limits()
        limits.connectionsPerAddress = 3
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let addresses = (2...6).map { "127.0.0.\($0)" }
            let held = try addresses.flatMap { address in
                try (0..<3).map { _ in try RawConnection(port: server.port, from: address) }
            }
            #expect(eventually { server.openConnections == held.count })
            #expect(try RawConnection(port: server.port, from: "127.0.0.7").request("GET", "/hello").status == 200)
            let extra = try RawConnection(port: server.port, timeout: 3, from: "127.0.0.4")
            #expect(extra.isClosedByServer())
            #expect(server.openConnections >= held.count)
        }
    }

    @Test("idle connections filling the connection limit do not keep a new request waiting")
    func idleUpToTheLimit() throws {
        var limits = Self.shortHeadDeadline(milliseconds: 60_000, busy: 300)
        limits.connections = 20
        limits.connectionsPerAddress = 0
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let idle = try (0..<20).map { _ in try RawConnection(port: server.port) }
            try withExtendedLifetime(idle) {
                let newcomer = try RawConnection(port: server.port, timeout: 10)
                #expect(try newcomer.request("GET", "/hello?name=newcomer").text == "hello newcomer")
                #expect(server.connectionsClosedForLateHeads > 0)
            }
        }
    }

    @Test("below nine tenths of the connection limit, idle connections keep the full head deadline")
    func idleBelowBusy() throws {
        var limits = Self.shortHeadDeadline(milliseconds: 60_000, busy: 300)
        limits.connections = 20
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let idle = try (0..<5).map { _ in try RawConnection(port: server.port) }
            #expect(eventually { server.openConnections == 5 })
            usleepMilliseconds(1_500)
            #expect(server.openConnections == 5)
            #expect(server.connectionsClosedForLateHeads == 0)
            for connection in idle { #expect(try connection.request("GET", "/hello").status == 200) }
        }
    }

    /// Sends one more byte of header to each connection every `interval` milliseconds until the server has
    /// closed them all or `limit` has passed; returns how long each lived from the instant
    /// noted before it connected (nil: still open).
    static func trickle(_ connections: [(RawConnection, ContinuousClock.Instant)], everyMilliseconds interval: Int,
                        atMost limit: Duration) -> [Duration?] {
        var lifetimes = [Duration?](repeating: nil, count: connections.count)
        let end = ContinuousClock.now + limit
        while lifetimes.contains(where: { $0 == nil }) && ContinuousClock.now < end {
            for (index, (connection, opened)) in connections.enumerated() where lifetimes[index] == nil {
                connection.setTimeout(0.001)
                if (try? connection.send("a")) == nil || connection.isClosedByServer() {
                    lifetimes[index] = ContinuousClock.now - opened
                }
            }
            usleepMilliseconds(interval)
        }
        return lifetimes
    }
}
