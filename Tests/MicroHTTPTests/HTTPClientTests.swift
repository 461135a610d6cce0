import Glibc
import HTTPTestSupport
import Logging
import Testing
@testable import MicroHTTP

/// The outbound client: how it reads URLs and answers (pure), and real calls to a server of ours
/// on loopback, over HTTP and over HTTPS.
@Suite("the outbound HTTP client")
struct HTTPClientTests {
    @Test("URLs it reads", arguments: [
        ("https://id.example.com/.well-known/openid-configuration", true, "id.example.com", 443, "/.well-known/openid-configuration"),
        ("http://127.0.0.1:8080/healthz", false, "127.0.0.1", 8080, "/healthz"),
        ("HTTPS://[::1]:8443", true, "::1", 8443, "/"),
        ("https://id.example.com?x=1#part", true, "id.example.com", 443, "/?x=1"),
    ])
    func reads(url: String, secure: Bool, host: String, port: Int, target: String) throws {
        let read = try #require(ClientURL(url))
        #expect(read.isSecure == secure && read.host == host && read.port == port && read.target == target)
    }

    @Test("URLs it refuses", arguments: [
        "ftp://example.com/", "https://", "https://user:secret@example.com/", "https://example.com:0/",
        "https://example.com:99999/", "https://example.com:80x/", "https://exa mple.com/", "https://example.com/\r\nX: y",
        "https://[::1/", "example.com/healthz",
    ])
    func refuses(url: String) {
        #expect(ClientURL(url) == nil)
        #expect(throws: ClientError(.invalidRequest, "\(url) is not an http or https URL")) {
            try HTTPClient(timeLimit: .seconds(1), bodyLimit: 100).fetch(url)
        }
    }

    @Test("a header with a line break is refused before anything is sent")
    func headerInjection() {
        #expect(throws: ClientError.self) {
            try HTTPClient.request(ClientURL("http://127.0.0.1/")!, form: nil, headers: [("Authorization", "Basic x\r\nX-Evil: 1")])
        }
    }

    @Test("answers' heads and chunks", arguments: [
        ("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", 200, 5, false),
        ("HTTP/1.0 404 Not Found\r\n\r\n", 404, nil, false),
        ("HTTP/1.1 200 OK\r\ntransfer-encoding:  Chunked\r\n\r\n", 200, nil, true),
    ] as [(String, Int, Int?, Bool)])
    func heads(head: String, status: Int, length: Int?, chunked: Bool) throws {
        let read = try ClientAnswer.head(ArraySlice(head.utf8))
        #expect(read.status == status && read.length == length && read.chunked == chunked)
    }

    @Test("answers it cannot read", arguments: [
        "SSH-2.0-OpenSSH\r\n\r\n", "HTTP/1.1 2000 OK\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: many\r\n\r\n",
    ])
    func badHeads(head: String) {
        #expect(throws: ClientError.self) { try ClientAnswer.head(ArraySlice(head.utf8)) }
    }

    @Test("chunked bodies", arguments: [
        ("5\r\nhello\r\n1;ext=1\r\n!\r\n0\r\n\r\n", "hello!"),
        ("0\r\nTrailer: x\r\n\r\n", ""),
    ])
    func chunks(encoded: String, body: String) throws {
        #expect(try ClientAnswer.unchunk(ArraySlice(encoded.utf8)) == Array(body.utf8))
    }

    @Test("chunked bodies cut short or malformed", arguments: ["5\r\nhel", "zz\r\nhello\r\n0\r\n\r\n", "5\r\nhello\r\n", ""])
    func badChunks(encoded: String) {
        #expect(throws: ClientError.self) { try ClientAnswer.unchunk(ArraySlice(encoded.utf8)) }
    }

    /// A router that answers `/hello` and echoes a POST's body at `/echo`.
    static func router() -> Router {
        var router = Router()
        router.add(.get, "/hello", ClosureResponder { _ in Response(contentType: .plainText, body: Payload("hello")) })
        router.add(.post, "/echo", ClosureResponder { request in
            Response(contentType: .plainText, body: Payload(Array(((request.headers["Content-Type"] ?? "") + " ").utf8) + request.body))
        })
        return router
    }

    @Test("a GET, a POST of a form, a 404 and a body over the limit, over HTTP")
    func plain() throws {
        try withServer(Self.router()) { server in
            let client = HTTPClient(timeLimit: .seconds(5), bodyLimit: 1000)
            let base = "http://127.0.0.1:\(server.port)"
            let hello = try client.fetch(base + "/hello")
            #expect(hello.status == 200 && hello.body == Array("hello".utf8))
            let echo = try client.fetch(base + "/echo", form: "a=1&b=%20", headers: [("Authorization", "Basic eDp5")])
            #expect(echo.status == 200 && String(decoding: echo.body, as: UTF8.self) == "application/x-www-form-urlencoded a=1&b=%20")
            #expect(try client.fetch(base + "/absent").status == 404)
            let error = #expect(throws: ClientError.self) { try HTTPClient(timeLimit: .seconds(5), bodyLimit: 3).fetch(base + "/hello") }
            #expect(error?.code == .tooLarge)
        }
    }

    @Test("over HTTPS: answered when the certificate is not checked, refused naming why when it is")
    func secure() throws {
        let fixture = try TLSFixture()
        defer { fixture.remove() }
        let tls = TLSConfiguration(certificateFile: try fixture.write("tls.crt", TLSFixture.certificate),
                                   keyFile: try fixture.write("tls.key", TLSFixture.key))
        let server = try Server(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, tls: tls),
                                responder: Self.router(), logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
        defer { server.stop(gracePeriod: .zero) }
        let url = "https://127.0.0.1:\(server.port)/hello"
        let answer = try HTTPClient(timeLimit: .seconds(5), bodyLimit: 1000, checksCertificate: false).fetch(url)
        #expect(answer.status == 200 && answer.body == Array("hello".utf8))
        let error = #expect(throws: ClientError.self) { try HTTPClient(timeLimit: .seconds(5), bodyLimit: 1000).fetch(url) }
        #expect(error?.code == .tls)
        let plain = #expect(throws: ClientError.self) {
            try HTTPClient(timeLimit: .seconds(5), bodyLimit: 1000).fetch("http://127.0.0.1:\(server.port)/hello")
        }
        #expect(plain != nil)
    }

    @Test("nothing listening, and a server that never answers, are unreachable")
    func unreachable() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(s_addr: UInt32(0x7F00_0001).bigEndian), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, size) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &size) } }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let closed = #expect(throws: ClientError.self) { try HTTPClient(timeLimit: .seconds(2), bodyLimit: 100).fetch("http://127.0.0.1:\(port)/") }
        #expect(closed?.code == .unreachable)
        listen(listener, 4)  // accepts connections and says nothing
        let silent = #expect(throws: ClientError.self) {
            try HTTPClient(timeLimit: .milliseconds(300), bodyLimit: 100).fetch("http://127.0.0.1:\(port)/")
        }
        #expect(silent?.code == .unreachable && silent?.message.contains("within the time allowed") == true)
    }
}
