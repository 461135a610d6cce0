import Dispatch
import Glibc
import Logging
import Synchronization
import HTTPTestSupport
import Testing
@testable import MicroHTTP

/// A full chain as an application would build it.
func standardChain(_ router: Router) -> some Responder {
    router.compressed().conditionalGET()
        .renderingErrors(with: PlainTextErrorRenderer(), logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
}

func helloRouter() -> Router {
    var router = Router()
    router.get("/hello") { request in
        Response(contentType: .plainText, body: Payload("hello \(request.query["name"] ?? "world")")).taggedWithETag()
    }
    router.add(.post, "/echo", ClosureResponder { request in
        Response(contentType: MediaType.octetStream, body: Payload(request.body))
    })
    return router
}

@Suite("The server over loopback", .integration)
struct ServerTests {
    @Test("port 0 binds a real free port and answers")
    func portZero() throws {
        try withServer(standardChain(helloRouter())) { server in
            #expect(server.port > 0 && server.port != 8080)
            let response = try fetch(server, "/hello?name=ada")
            #expect(response.status == 200)
            #expect(response.text == "hello ada")
            #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
            #expect(response.header("Date") != nil)
        }
    }

    @Test("keep-alive survives: many requests on one connection")
    func keepAlive() throws {
        try withServer(standardChain(helloRouter())) { server in
            let connection = try RawConnection(port: server.port)
            for index in 0..<20 {
                let response = try connection.request("GET", "/hello?name=\(index)")
                #expect(response.status == 200)
                #expect(response.text == "hello \(index)")
                #expect(response.header("Connection")?.lowercased() != "close")
            }
            #expect(server.openConnections == 1)
        }
    }

    @Test("HEAD has the GET headers and Content-Length but no body")
    func head() throws {
        try withServer(standardChain(helloRouter())) { server in
            let connection = try RawConnection(port: server.port)
            let head = try connection.request("HEAD", "/hello")
            #expect(head.status == 200)
            #expect(head.header("Content-Length") == "11")
            #expect(head.body.isEmpty)
            let get = try connection.request("GET", "/hello")
            #expect(get.text == "hello world")
        }
    }

    @Test("a request body is received; one declared or streamed over the limit gets 413 and a closed connection")
    func bodies() throws {
        var limits = Limits()
        limits.bodyBytes = 1000
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let small = [UInt8](repeating: 65, count: 1000)
            #expect(try fetch(server, "POST", "/echo", body: small).body == small)
            #expect(try fetch(server, "POST", "/echo", body: [UInt8](repeating: 65, count: 1001)).status == 413)
            let chunked = try RawConnection(port: server.port)
            try chunked.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
            for _ in 0..<3 { try chunked.send("190\r\n" + String(repeating: "b", count: 400) + "\r\n") }
            try? chunked.send("0\r\n\r\n")
            let refused = try chunked.readResponse()
            #expect(refused.status == 413)
            #expect(refused.header("Connection")?.lowercased() == "close")
            #expect(chunked.isClosedByServer())
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    @Test("conditional GET over the wire: 304 for a matching ETag")
    func notModified() throws {
        try withServer(standardChain(helloRouter())) { server in
            let first = try fetch(server, "/hello")
            let etag = try #require(first.header("ETag"))
            let connection = try RawConnection(port: server.port)
            let second = try connection.request("GET", "/hello", headers: [("If-None-Match", etag)])
            #expect(second.status == 304)
            #expect(second.header("ETag") == etag)
            #expect(second.header("Content-Length") == first.header("Content-Length"))
            #expect(second.headers.filter { $0.0.lowercased() == "content-length" }.count == 1,
                    "one Content-Length only: browsers refuse a response that names two")
            #expect(second.header("X-Content-Type-Options") == "nosniff")
            #expect(try connection.request("GET", "/hello").text == "hello world", "no stray body bytes after the 304")
        }
    }

    @Test("stop lets a request in flight finish, closes connections that arrive meanwhile unanswered, then refuses new ones")
    func gracefulStop() throws {
        let started = Atomic<Bool>(false)
        var router = Router()
        router.get("/slow") { _ in
            started.store(true, ordering: .relaxed)
            usleepMilliseconds(400)
            return Response(contentType: .plainText, body: Payload("finished"))
        }
        let server = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
                                responder: router, logger: Logger(label: "t", factory: { _ in SwiftLogNoOpLogHandler() }))
        let connection = try RawConnection(port: server.port)
        try connection.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(eventually { started.load(ordering: .relaxed) })
        let port = server.port
        let lateOutcome = Atomic<Int>(0)  // 0 pending, 1 answered, 2 closed or refused
        DispatchQueue.global().async {
            usleepMilliseconds(100)
            let answered = (try? RawConnection(port: port, timeout: 2).request("GET", "/slow")) != nil
            lateOutcome.store(answered ? 1 : 2, ordering: .relaxed)
        }
        let stopping = ContinuousClock.now
        server.stop(gracePeriod: .seconds(2))
        #expect(ContinuousClock.now - stopping < .seconds(2))
        #expect(try connection.readResponse().text == "finished")
        #expect(eventually { lateOutcome.load(ordering: .relaxed) != 0 })
        #expect(lateOutcome.load(ordering: .relaxed) == 2, "a connection made while stopping must not be served")
        #expect(throws: TestFailure.self) { _ = try RawConnection(port: server.port) }
        server.stop()
        #expect(!server.isRunning)
    }

    @Test("a second server on the same port fails with a clear error")
    func addressInUse() throws {
        try withServer(helloRouter()) { server in
            #expect {
                _ = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: server.port),
                               responder: helloRouter(), logger: Logger(label: "t"))
            } throws: { error in
                (error as? ServerError)?.code == .startFailed && "\(error)".contains("\(server.port)")
            }
        }
    }

    @Test("limits that are out of range or contradict each other are refused before starting", arguments: [
        { (limits: inout Limits) in limits.connections = -1 },
        { (limits: inout Limits) in limits.bodyBytes = -5 },
        { (limits: inout Limits) in limits.connectionMemoryBytes = 16 * 1024 },
        { (limits: inout Limits) in limits.headerBytes = 1 << 20 },
    ] as [@Sendable (inout Limits) -> Void])
    func badLimits(change: @Sendable (inout Limits) -> Void) {
        var limits = Limits()
        change(&limits)
        #expect(!limits.problems.isEmpty)
        #expect {
            _ = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, limits: limits),
                           responder: helloRouter(), logger: Logger(label: "t"))
        } throws: { ($0 as? ServerError)?.code == .invalidLimits }
    }

    @Test("bad hosts and ports are refused before starting")
    func badAddress() {
        #expect(throws: ServerError.self) {
            _ = try Server(configuration: ServerConfiguration(host: "not a host", port: 0), responder: helloRouter(), logger: Logger(label: "t"))
        }
        #expect(throws: ServerError.self) {
            _ = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 70000), responder: helloRouter(), logger: Logger(label: "t"))
        }
    }

    @Test("requests in flight return to zero after clients come and go")
    func inFlightAccounting() throws {
        try withServer(standardChain(helloRouter())) { server in
            for _ in 0..<10 { _ = try fetch(server, "/hello") }
            #expect(eventually { server.requestsInFlight == 0 }, "answered requests are no longer counted")
            do {
                let abandoned = try RawConnection(port: server.port)
                try abandoned.send("GET /hello HTTP/1.1\r\nHost: x\r\n")
                let halfBody = try RawConnection(port: server.port)
                try halfBody.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789")
                #expect(eventually { server.requestsInFlight == 1 }, "only the request whose headers are in counts")
                withExtendedLifetime(abandoned) {}
            }
            #expect(eventually { server.requestsInFlight == 0 }, "a hang-up after the server read the request is seen at once")
        }
    }

    /// libmicrohttpd 0.9.75's edge-triggered epoll can miss a hang-up that arrives together with
    /// the request's bytes; the connection timeout is what frees such a connection.
    @Test("a client that sends part of a request and hangs up at once is let go by the connection timeout at the latest")
    func hangUpWithTheRequest() throws {
        var limits = Limits()
        limits.connectionTimeoutSeconds = 1
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            for _ in 0..<20 {
                let connection = try RawConnection(port: server.port)
                try connection.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789")
            }
            #expect(eventually(timeout: .seconds(5)) { server.requestsInFlight == 0 && server.openConnections == 0 })
            #expect(try fetch(server, "/hello").status == 200)
        }
    }
}

@Suite("Security headers, added by the server", .integration)
struct SecurityHeaderTests {
    @Test("every response carries them, even without any wrapper: 200, 304, 404, 405, 400 and the fallback 500")
    func everywhere() throws {
        struct Boom: Error {}
        var router = helloRouter()
        router.get("/boom") { _ in throw Boom() }
        try withServer(router.conditionalGET()) { server in
            let etag = try #require(try fetch(server, "/hello").header("ETag"))
            let responses = [
                try fetch(server, "/hello"), try fetch(server, "/hello", headers: [("If-None-Match", etag)]),
                try fetch(server, "/missing"), try fetch(server, "POST", "/hello"), try fetch(server, "/x?a=%zz"),
                try fetch(server, "/boom"),
            ]
            #expect(responses.map(\.status) == [200, 304, 404, 405, 400, 500])
            for response in responses {
                #expect(response.header("X-Content-Type-Options") == "nosniff")
                #expect(response.header("Referrer-Policy") == "strict-origin-when-cross-origin")
                let policy = try #require(response.header("Content-Security-Policy"))
                #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"))
            }
        }
    }

    @Test("a response that sets its own policy keeps it, once")
    func ownPolicy() throws {
        var router = Router()
        router.get("/framed") { _ in Response(headers: ["content-security-policy": "default-src 'none'"]) }
        try withServer(router) { server in
            let response = try fetch(server, "/framed")
            #expect(response.headers.filter { $0.0.lowercased() == "content-security-policy" }.map(\.1) == ["default-src 'none'"])
            #expect(response.header("X-Content-Type-Options") == "nosniff")
        }
    }
}
