import HTTPTestSupport
import MicroHTTP
import Testing

/// Slow work runs on the server's render threads, so the event-loop threads stay free for what
/// is cheap: a health probe is answered while every render thread is held, on a new connection
/// and on one that was already open; past the render threads and the queue, slow requests are
/// refused with 503 and `Retry-After`, and a stopping server answers those it leaves waiting.
@Suite("Slow work on render threads", .integration)
struct SlowWorkTests {
    static func router(_ held: HeldRoute) -> Router {
        var router = Router()
        router.get("/slow", held)
        router.get("/healthz") { _ in Response(contentType: .plainText, body: Payload("ok\n")) }
        return router
    }

    static var limits: Limits {
        var limits = Limits()
        limits.renderThreads = 2
        limits.queuedRenders = 1
        return limits
    }

    /// Sends `/slow` on new connections until the server holds `count` slow requests.
    static func hold(_ count: Int, on server: Server) throws -> [RawConnection] {
        var connections: [RawConnection] = []
        for _ in 0..<count {
            let connection = try RawConnection(port: server.port)
            try connection.send("GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            connections.append(connection)
        }
        #expect(eventually { server.slowRequests == count })
        return connections
    }

    @Test("/healthz answers while every render thread and queue place is held, on any connection", arguments: [1, 2, 4])
    func healthWhileHeld(threads: Int) throws {
        let held = HeldRoute()
        try withServer(Self.router(held), limits: Self.limits, threads: threads) { server in
            defer { held.open() }
            let kept = try RawConnection(port: server.port)
            #expect(try kept.request("GET", "/healthz").status == 200)
            let waiting = try Self.hold(3, on: server)
            #expect(eventually { held.held == 2 }, "two render threads hold a request each; the third waits")
            for _ in 0..<(threads * 3) { #expect(try fetch(server, "/healthz").status == 200) }
            #expect(try kept.request("GET", "/healthz").status == 200, "a connection opened before is answered too")
            held.open()
            for connection in waiting {
                let answer = try connection.readResponse()
                #expect(answer.status == 200 && answer.text == "done\n")
            }
        }
    }

    @Test("past the render threads and the queue, slow work is refused with 503 and Retry-After; cheap work is not")
    func refusedWhenFull() throws {
        let held = HeldRoute()
        try withServer(Self.router(held), limits: Self.limits) { server in
            defer { held.open() }
            let waiting = try Self.hold(3, on: server)
            let refused = try fetch(server, "/slow")
            #expect(refused.status == 503)
            #expect(refused.header("Retry-After") == String(SlowWork.retryAfterSeconds))
            #expect(try fetch(server, "/healthz").status == 200)
            held.open()
            for connection in waiting { #expect(try connection.readResponse().status == 200) }
            #expect(eventually { server.slowRequests == 0 })
            #expect(try fetch(server, "/slow").status == 200, "places are given back")
        }
    }

    @Test("a large answer made for one request (no-store, as /healthz and /metrics) is compressed in place while every render thread is held; a larger one, or one that could be kept, waits for a thread", arguments: [
        ("/probe", 100_000, true, 200), ("/probe", 300_000, true, 503), ("/page", 100_000, false, 503), ("/page", 1_000, false, 200),
    ])
    func compressionWhileHeld(path: String, bytes: Int, noStore: Bool, status: Int) throws {
        let held = HeldRoute()
        var router = Router()
        router.get("/slow", held)
        router.get(path) { _ in
            Response(contentType: .plainText, body: Payload(String(repeating: "metric 1\n", count: bytes / 9)),
                     headers: noStore ? ["Cache-Control": "no-store"] : [:])
        }
        var limits = Limits()
        limits.renderThreads = 1
        limits.queuedRenders = 0
        try withServer(router.compressed(), limits: limits) { server in
            defer { held.open() }
            let waiting = try Self.hold(1, on: server)
            let answer = try fetch(server, path, headers: [("Accept-Encoding", "gzip")])
            #expect(answer.status == status)
            if status == 200 && bytes >= 64 * 1024 { #expect(answer.header("Content-Encoding") == "gzip") }
            held.open()
            for connection in waiting { #expect(try connection.readResponse().status == 200) }
            #expect(try fetch(server, path, headers: [("Accept-Encoding", "gzip")]).status == 200)
        }
    }

    @Test("a keep-alive connection goes on after a slow answer, and a HEAD of slow work has no body")
    func keepAliveAfterSlow() throws {
        let held = HeldRoute()
        held.open()
        try withServer(Self.router(held), limits: Self.limits) { server in
            let connection = try RawConnection(port: server.port)
            for _ in 0..<3 {
                #expect(try connection.request("GET", "/slow").text == "done\n")
                #expect(try connection.request("GET", "/healthz").text == "ok\n")
            }
            let head = try connection.request("HEAD", "/slow")
            #expect(head.status == 200 && head.body.isEmpty && head.header("Content-Length") == "5")
        }
    }

    @Test("stopping with slow requests held and queued returns, answering them 503 or closing them")
    func stopWhileHeld() throws {
        let held = HeldRoute()
        defer { held.open() }
        try withServer(Self.router(held), limits: Self.limits) { server in
            let waiting = try Self.hold(3, on: server)
            server.stop(gracePeriod: .milliseconds(50))
            #expect(!server.isRunning)
            for connection in waiting {
                let answer = try? connection.readResponse()
                #expect(answer == nil || answer?.status == 503)
            }
        }
    }

    @Test("limits: renderThreads from 1, queuedRenders from 0")
    func limitProblems() {
        var limits = Limits()
        limits.renderThreads = 0
        limits.queuedRenders = -1
        #expect(limits.problems.contains { $0.hasPrefix("renderThreads") })
        #expect(limits.problems.contains { $0.hasPrefix("queuedRenders") })
        limits.renderThreads = 1
        limits.queuedRenders = 0
        #expect(limits.problems.isEmpty)
    }
}
