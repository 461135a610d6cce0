import Logging
import Synchronization
import HTTPTestSupport
import Testing
@testable import MicroHTTP

/// Keeps every message logged through it, and counts the ones that came as events.
class CapturingLogHandler: LogHandler, @unchecked Sendable {
    let lines = Mutex<[String]>([])
    let events = Atomic<Int>(0)
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        events.add(1, ordering: .relaxed)
        lines.withLock { $0.append("\(event.level) \(event.message)") }
    }
}

/// The same, also taking messages as UTF-8 bytes.
final class CapturingByteLogHandler: CapturingLogHandler, ByteLogHandler, @unchecked Sendable {
    func log(level: Logger.Level, utf8 message: UnsafeRawBufferPointer) {
        lines.withLock { $0.append("\(level) \(String(decoding: message, as: UTF8.self))") }
    }
}

@Suite("Access log", .integration)
struct AccessLogTests {
    @Test("one line per request with method, path, status, bytes and microseconds")
    func oneLinePerRequest() throws {
        let handler = CapturingLogHandler()
        let logger = Logger(label: "access", factory: { _ in handler })
        try withServer(standardChain(helloRouter()).accessLogged(to: logger)) { server in
            _ = try fetch(server, "/hello?name=ada")
            _ = try fetch(server, "/missing")
            _ = try fetch(server, "/x?bad=%zz")
        }
        // A line is written when its response has gone out, on the connection's thread: the
        // lines of requests on different connections may come in any order.
        let lines = handler.lines.withLock { $0 }
        #expect(lines.count == 3)
        let pattern = /info (GET) (\S+) (\d{3}) (\d+)B (\d+)µs/
        let parsed = lines.compactMap { $0.wholeMatch(of: pattern) }.sorted { $0.output.2 < $1.output.2 }
        #expect(parsed.count == 3, "\(lines)")
        #expect(parsed.map { String($0.output.2) } == ["/hello", "/missing", "/x"])
        #expect(parsed.map { String($0.output.3) } == ["200", "404", "400"])
        #expect(parsed.first.map { String($0.output.4) } == "9")
    }

    @Test("bytes a terminal would interpret are escaped in the log; HEAD logs no body bytes")
    func escaping() throws {
        let handler = CapturingLogHandler()
        let logger = Logger(label: "access", factory: { _ in handler })
        try withServer(standardChain(helloRouter()).accessLogged(to: logger)) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send("GET /\u{1b}[31mred%41 HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = try connection.readResponse()
            _ = try fetch(server, "HEAD", "/hello")
        }
        let lines = handler.lines.withLock { $0 }
        #expect(lines.count == 2)
        #expect(lines.contains { $0.hasPrefix("info GET /%1B[31mred%2541 400 ") }, "\(lines)")
        #expect(!lines.joined().contains("\u{1b}"))
        #expect(lines.contains { $0.contains("HEAD /hello 200 0B ") })
    }

    @Test("a handler that takes bytes gets the very lines an event would carry, and no event")
    func bytesPath() throws {
        let textual = CapturingLogHandler(), bytewise = CapturingByteLogHandler()
        for handler in [textual as any LogHandler, bytewise] {
            let logger = Logger(label: "access", factory: { _ in handler })
            try withServer(standardChain(helloRouter()).accessLogged(to: logger)) { server in
                _ = try fetch(server, "/hello?name=ada")
                _ = try fetch(server, "HEAD", "/hello")
                let connection = try RawConnection(port: server.port)
                try connection.send("GET /caf\u{e9}%41 HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = try connection.readResponse()
            }
        }
        // The microseconds differ from run to run; everything before them must not.
        // (Sorted: requests on different connections may be logged in any order.)
        func untimed(_ lines: [String]) -> [String] { lines.map { $0.replacing(/\d+µs$/, with: "µs") }.sorted() }
        let expected = untimed(textual.lines.withLock { $0 })
        #expect(expected.count == 3)
        #expect(expected.contains { $0.hasPrefix("info GET /caf%C3%A9%2541 400 ") }, "\(expected)")
        #expect(untimed(bytewise.lines.withLock { $0 }) == expected)
        #expect(bytewise.events.load(ordering: .relaxed) == 0)
    }
}
