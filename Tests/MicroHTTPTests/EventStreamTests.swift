import Glibc
import Logging
import HTTPTestSupport
@testable import MicroHTTP
import Synchronization
import Testing

/// Server-sent events: streamed responses whose connection waits suspended between events.
@Suite("Event streams", .serialized, .integration)
struct EventStreamTests {
    static func router(_ channel: EventChannel) -> Router {
        var router = Router()
        router.get("/events") { _ in channel.subscribe() }
        router.get("/ping") { _ in Response(contentType: .plainText, body: Payload("pong")) }
        return router
    }

    @Test("a subscriber receives the retry hint, then each event as it is sent, chunk by chunk")
    func events() throws {
        let channel = EventChannel()
        try withServer(Self.router(channel)) { server in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try connection.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let head = try connection.read(until: "retry: 2000")
            #expect(head.hasPrefix("HTTP/1.1 200"))
            #expect(head.contains("Content-Type: text/event-stream; charset=utf-8"))
            #expect(head.contains("Transfer-Encoding: chunked"))
            #expect(head.contains("Cache-Control: no-cache"))
            #expect(eventually { channel.subscriberCount == 1 })
            channel.send(event: "reload", data: "Config/styles/button.json\nsecond line")
            let event = try connection.read(until: "second line\n\n")
            #expect(event.contains("event: reload\ndata: Config/styles/button.json\ndata: second line\n\n"))
            channel.send(event: "reload\r\nevent: injected\u{2028}", data: "x\r\nevent: injected too")
            let injected = try connection.read(until: "injected too")
            #expect(injected.contains("event: reloadevent: injected\ndata: x\ndata: event: injected too"), "\(injected.debugDescription)")
            #expect(try fetch(server, "/ping").text == "pong", "other requests are served while the stream waits")
        }
    }

    @Test("a waiting stream costs no CPU: its connection is suspended, not polled")
    func idle() throws {
        let opened = Mutex<ResponseStream?>(nil)
        var router = Router()
        router.get("/stream") { _ in
            let stream = ResponseStream()
            stream.write("hello\n")
            opened.withLock { $0 = stream }
            var response = Response(contentType: .plainText)
            response.stream = stream
            return response
        }
        try withServer(router) { server in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try connection.send("GET /stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            _ = try connection.read(until: "hello")
            let stream = try #require(opened.withLock { $0 })
            #expect(eventually { stream.readCount >= 2 }, "asked for the first bytes, then found nothing pending")
            let before = stream.readCount
            usleepMilliseconds(500)
            #expect(stream.readCount == before, "libmicrohttpd asked \(stream.readCount - before) more times in 0.5 s of waiting")
            stream.write("later\n")
            #expect(try connection.read(until: "later").contains("later"), "a write resumes the connection")
            stream.close()
        }
    }

    @Test("stopping the server ends open streams at once, and a client that left is dropped")
    func stop() throws {
        let channel = EventChannel(heartbeat: .milliseconds(100))
        let server = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2),
                                responder: Self.router(channel), logger: .init(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        do {
            let gone = try RawConnection(port: server.port, timeout: 3)
            try gone.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            _ = try gone.read(until: "retry:")
        }
        #expect(eventually { channel.subscriberCount == 0 }, "the heartbeat finds the closed connection")
        let connection = try RawConnection(port: server.port, timeout: 3)
        try connection.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        _ = try connection.read(until: "retry:")
        let start = ContinuousClock.now
        server.stop(gracePeriod: .seconds(3))
        #expect(ContinuousClock.now - start < .milliseconds(1000))
        #expect(try connection.readToEnd().hasSuffix("0\r\n\r\n"), "the chunked body ends properly")
    }
}
