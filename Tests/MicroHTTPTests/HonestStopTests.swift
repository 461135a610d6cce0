import Dispatch
import Logging
import Synchronization
import HTTPTestSupport
import Testing
@testable import MicroHTTP

/// A router serving large bodies, and its requests logged into `handler`.
private func downloads(logTo handler: CapturingLogHandler) -> some Responder {
    var router = Router()
    router.get("/big") { _ in Response(contentType: .octetStream, body: HonestStopTests.big) }
    router.get("/medium") { _ in Response(contentType: .octetStream, body: HonestStopTests.medium) }
    router.get("/small") { _ in Response(contentType: .octetStream, body: HonestStopTests.small) }
    return router.accessLogged(to: Logger(label: "access", factory: { _ in handler }))
}

/// One parsed access line: path, status, bytes, and the cut marker with the whole size, if any.
private struct AccessEntry: Equatable {
    var path: String, status: Int, bytes: Int, cut: String?, whole: Int?

    init?(_ line: String) {
        guard let match = line.wholeMatch(of: /info (?:GET|HEAD) (\S+) (\d{3}) (\d+)B \d+µs(?: cut:(\S+) of (\d+)B)?/) else { return nil }
        path = String(match.1)
        status = Int(match.2)!
        bytes = Int(match.3)!
        cut = match.4.map(String.init)
        whole = match.5.map { Int($0)! }
    }
}

private func entries(_ handler: CapturingLogHandler) -> [AccessEntry] {
    handler.lines.withLock { $0 }.compactMap(AccessEntry.init)
}

private func startServer(_ responder: some Responder, limits: Limits = Limits()) throws -> Server {
    try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, limits: limits),
               responder: responder, logger: Logger(label: "t", factory: { _ in SwiftLogNoOpLogHandler() }))
}

@Suite("Honest stops: bytes sent, cut responses marked and reset", .integration)
struct HonestStopTests {
    /// Larger than the loopback socket buffers of client and server together, so a client that
    /// stops reading leaves it in flight.
    static let big = Payload([UInt8](repeating: 0x61, count: 20_000_000))
    static let medium = Payload([UInt8](repeating: 0x62, count: 2_000_000))
    static let small = Payload([UInt8](repeating: 0x63, count: 60_000))

    @Test("a download in flight when the server stops is reset, and logged with the bytes that went out and cut:shutdown")
    func cutAtStop() throws {
        let handler = CapturingLogHandler()
        let server = try startServer(downloads(logTo: handler))
        defer { server.stop(gracePeriod: .zero) }
        let connection = try RawConnection(port: server.port, timeout: 5)
        try connection.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
        let head = try connection.readHead()
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "20000000")
        // The client reads no more: the download stalls once the socket buffers are full.
        server.stop(gracePeriod: .milliseconds(200))
        let (rest, ending) = connection.readUntilEnd()
        #expect(ending == .reset, "a reset, not a clean end after a short body")
        #expect(rest.count < 20_000_000)
        let logged = try #require(entries(handler).first { $0.path == "/big" }, "\(handler.lines.withLock { $0 })")
        #expect(logged.cut == "shutdown")
        #expect(logged.whole == 20_000_000)
        #expect(logged.bytes > 0 && logged.bytes < 20_000_000)
        #expect(logged.bytes <= rest.count, "no more than the client received")
    }

    @Test("downloads sent to their end log every byte and no cut marker, large and small")
    func completeDownloads() throws {
        let handler = CapturingLogHandler()
        try withServer(downloads(logTo: handler)) { server in
            let connection = try RawConnection(port: server.port)
            #expect(try connection.request("GET", "/medium").body.count == 2_000_000)
            #expect(try connection.request("GET", "/small").body.count == 60_000)
            #expect(try connection.request("HEAD", "/medium").body.isEmpty)
            #expect(eventually { entries(handler).count == 3 })
        }
        let logged = entries(handler)
        #expect(logged.map(\.bytes) == [2_000_000, 60_000, 0], "\(handler.lines.withLock { $0 })")
        #expect(logged.allSatisfy { $0.cut == nil && $0.status == 200 })
    }

    @Test("a client that goes away mid-download is logged as cut, with fewer bytes than the body")
    func clientGoesAway() throws {
        let handler = CapturingLogHandler()
        try withServer(downloads(logTo: handler)) { server in
            do {
                let connection = try RawConnection(port: server.port)
                try connection.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(try connection.readHead().status == 200)
            } // closed with unread bytes: the client's kernel resets the connection
            #expect(eventually(timeout: .seconds(5)) { !entries(handler).isEmpty })
        }
        let logged = try #require(entries(handler).first)
        #expect(logged.cut != nil && logged.cut != "shutdown", "\(handler.lines.withLock { $0 })")
        #expect(logged.whole == 20_000_000)
        #expect(logged.bytes < 20_000_000)
    }

    @Test("a small response stalled in the socket when the server stops is reset too, and logged as cut with 0 bytes known")
    func smallResponseCutAtStop() throws {
        let handler = CapturingLogHandler()
        let server = try startServer(downloads(logTo: handler))
        defer { server.stop(gracePeriod: .zero) }
        let connection = try RawConnection(port: server.port, timeout: 5)
        // 600 pipelined requests for 60 KB each (36 MB): the client reads none, so the server's
        // writes stall in the middle of one of them.
        try connection.send(String(repeating: "GET /small HTTP/1.1\r\nHost: x\r\n\r\n", count: 600))
        #expect(eventually(timeout: .seconds(5)) { entries(handler).count > 10 && server.requestsInFlight == 1 })
        server.stop(gracePeriod: .milliseconds(200))
        #expect(connection.readUntilEnd().ending == .reset)
        let cut = entries(handler).filter { $0.cut != nil }
        #expect(cut.count == 1, "\(cut)")
        #expect(cut.first.map { $0.cut == "shutdown" && $0.bytes == 0 && $0.whole == 60_000 } == true, "\(cut)")
        #expect(entries(handler).filter { $0.cut == nil }.allSatisfy { $0.bytes == 60_000 })
    }

    @Test("stop() waits as long as limits.shutdownGraceMilliseconds says: 0 cuts at once")
    func configuredGraceZero() throws {
        let handler = CapturingLogHandler()
        var limits = Limits()
        limits.shutdownGraceMilliseconds = 0
        let server = try startServer(downloads(logTo: handler), limits: limits)
        let connection = try RawConnection(port: server.port, timeout: 5)
        try connection.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = try connection.readHead()
        let stopping = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - stopping < .milliseconds(1400), "well under the 1.5 s default")
        #expect(connection.readUntilEnd().ending == .reset)
        #expect(entries(handler).first?.cut == "shutdown")
    }

    @Test("stop() waits as long as limits.shutdownGraceMilliseconds says: a long grace lets a slow download finish")
    func configuredGraceLong() throws {
        let handler = CapturingLogHandler()
        var limits = Limits()
        limits.shutdownGraceMilliseconds = 60_000
        let server = try startServer(downloads(logTo: handler), limits: limits)
        let connection = try RawConnection(port: server.port, timeout: 10)
        try connection.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = try connection.readHead()
        let received = Mutex<(bytes: Int, ending: RawConnection.Ending)?>(nil)
        let reader = DispatchQueue(label: "slow reader")
        nonisolated(unsafe) let client = connection
        reader.async {
            usleepMilliseconds(2_000) // longer than the 1.5 s default grace period
            let (bytes, ending) = client.readUntilEnd()
            received.withLock { $0 = (bytes.count, ending) }
        }
        server.stop()
        #expect(eventually(timeout: .seconds(10)) { received.withLock { $0 != nil } })
        let outcome = try #require(received.withLock { $0 })
        #expect(outcome.bytes == 20_000_000)
        #expect(outcome.ending == .closed)
        #expect(entries(handler).first.map { $0.bytes == 20_000_000 && $0.cut == nil } == true, "\(handler.lines.withLock { $0 })")
    }

    @Test("shutdownGraceMilliseconds is checked with the other limits")
    func graceValidated() {
        var limits = Limits()
        #expect(limits.shutdownGraceMilliseconds == 1500)
        limits.shutdownGraceMilliseconds = -1
        #expect(limits.problems.contains { $0.hasPrefix("shutdownGraceMilliseconds must be from 0 to 600000") })
        limits.shutdownGraceMilliseconds = 600_001
        #expect(!limits.problems.isEmpty)
        limits.shutdownGraceMilliseconds = 0
        #expect(limits.problems.isEmpty)
    }
}
