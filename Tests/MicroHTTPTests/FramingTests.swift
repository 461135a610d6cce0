import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("Lenient framing is refused: each gets its status and a closed connection, promptly", .integration)
struct FramingTests {
    /// A raw request and the status it must get; every one of them must close the connection.
    static let refused: [(String, Int)] = [
        // Whitespace before the colon (RFC 9112 §5.1), with and without a Content-Length beside it.
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding : chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length\t: 5\r\n\r\nhello", 400),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nAccept : */*\r\n\r\n", 400),
        // A folded (obs-fold) Transfer-Encoding beside a Content-Length, and a fold in any header.
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding:\r\n chunked\r\n\r\n0\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: identity,\r\n\tchunked\r\nContent-Length: 5\r\n\r\nhello", 400),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nX-Note: one\r\n two\r\n\r\n", 400),
        // Transfer codings this server does not implement (RFC 9112 §6.1).
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", 501),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: foo\r\n\r\n", 501),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: gzip\r\n\r\n0\r\n\r\n", 501),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, chunked\r\n\r\n0\r\n\r\n", 400),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding:\r\n\r\n", 400),
        // A chunked body over bodyBytes (1024 here).
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(repeating: "200\r\n" + String(repeating: "b", count: 512) + "\r\n", count: 3) + "0\r\n\r\n", 413),
        // A NUL in the target, in the path or in the query.
        ("GET /hello\u{0}.png HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ("GET /hello?name=a\u{0}b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ("GET /hello\u{0} HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ]

    @Test("refused with its status and Connection: close, then closed", arguments: refused)
    func refusedRequests(raw: String, status: Int) throws {
        var limits = Limits()
        limits.bodyBytes = 1024
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try? connection.send(raw)
            let response = try connection.readResponse()
            #expect(response.status == status, "\(raw.prefix(70).debugDescription)")
            #expect(response.header("Connection")?.lowercased() == "close")
            #expect(response.header("Content-Security-Policy") != nil, "answered by this server, not by the library")
            #expect(connection.readUntilEnd().ending != .timedOut, "the connection is closed")
            #expect(try fetch(server, "/hello").status == 200)
        }
    }

    /// Requests near the refused ones that are well-formed.
    static let accepted: [(String, String)] = [
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", "hello"),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: Chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", "abc"),
        ("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length:\t5\r\n\r\nhello", "hello"),
        ("GET /hello?name=ada HTTP/1.1\r\nHost:x\r\nX-Empty:\r\nX-Spaces:   \r\n\r\n", "hello ada"),
        ("GET /hello HTTP/1.1\nHost: x\n\n", "hello world"),
        ("GET /hello HTTP/1.1\r\nHost: x\r\nCookie: a=1; b=2\r\nAccept-Encoding:\tidentity\r\n\r\n", "hello world"),
    ]

    @Test("well-formed framing near the refused cases is still served, on a connection kept open", arguments: accepted)
    func acceptedRequests(raw: String, body: String) throws {
        var limits = Limits()
        limits.bodyBytes = 1024
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try connection.send(raw)
            let response = try connection.readResponse()
            #expect(response.status == 200, "\(raw.prefix(70).debugDescription)")
            #expect(response.text == body)
            #expect(try connection.request("GET", "/hello").status == 200)
        }
    }

    @Test("a chunked body far over the limit is cut off without an answer once the discard allowance is spent")
    func chunkedFarOverLimit() throws {
        var limits = Limits()
        limits.bodyBytes = 1024
        #expect(Framing.discardAllowance(bodyLimit: 1024) == 65_536)
        try withServer(standardChain(helloRouter()), limits: limits) { server in
            let connection = try RawConnection(port: server.port, timeout: 3)
            try connection.send("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = "1000\r\n" + String(repeating: "b", count: 4096) + "\r\n"
            for _ in 0..<40 { try? connection.send(chunk) }
            let (bytes, ending) = connection.readUntilEnd()
            #expect(bytes.isEmpty, "no answer: \(String(decoding: bytes.prefix(40), as: UTF8.self))")
            #expect(ending == .closed || ending == .reset)
            #expect(try fetch(server, "/hello").status == 200)
        }
    }
}
