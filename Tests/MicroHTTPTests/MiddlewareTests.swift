import Logging
import Synchronization
import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("Wrappers around responders, without sockets")
struct MiddlewareTests {
    static let page = String(repeating: "<p>swatch</p>", count: 200)

    static let pageResponder = ClosureResponder { _ in
        Response(contentType: .html, body: Payload(page)).taggedWithETag()
    }

    @Test("If-None-Match with the current ETag gives 304 without a body", arguments: [
        ("*", true), ("\"nope\"", false), ("W/{etag}", true), ("\"x\", {etag}", true), ("{gzip}", true),
    ])
    func conditional(condition: String, matches: Bool) throws {
        let etag = Payload(Self.page).etag
        let header = condition.replacingOccurrences("{etag}", etag)
            .replacingOccurrences("{gzip}", String(etag.dropLast()) + "-gzip\"")
        let responder = Self.pageResponder.conditionalGET()
        let response = try responder.respond(to: Request(method: .get, target: "/", headers: ["If-None-Match": header]))
        #expect(response.status.code == (matches ? 304 : 200))
        #expect(response.headers["ETag"] == etag)
        #expect(response.body.isEmpty == matches)
    }

    @Test("a 304 keeps the validators, caching fields and cookies of the full response, and nothing of its body")
    func notModifiedKeeps() throws {
        let responder = ClosureResponder { _ in
            Response(contentType: .html, body: Payload(Self.page),
                     headers: ["Cache-Control": "no-cache", "Vary": "Cookie", "Set-Cookie": "theme=dark; Path=/", "Content-Language": "en"])
                .taggedWithETag()
        }.conditionalGET()
        let etag = Payload(Self.page).etag
        let response = try responder.respond(to: Request(method: .get, target: "/?theme=dark", headers: ["If-None-Match": etag]))
        #expect(response.status.code == 304)
        #expect(response.headers["Set-Cookie"] == "theme=dark; Path=/")
        #expect(response.headers["Cache-Control"] == "no-cache")
        #expect(response.headers["Vary"] == "Cookie")
        #expect(response.headers["Content-Language"] == nil)
        #expect(response.contentType == nil)
    }

    @Test("gzip only when accepted, with a -gzip ETag and Vary", arguments: [
        ("gzip", true), ("gzip, deflate, br", true), ("br;q=1, gzip;q=0.5", true), ("gzip;q=0", false),
        ("identity", false), ("*", true), ("", false), ("*, gzip;q=0", false), ("gzip;q=0, *", false),
        ("*;q=0", false), ("br, *;q=0.1", true),
    ])
    func compression(acceptEncoding: String, compressed: Bool) throws {
        let responder = Self.pageResponder.compressed()
        let response = try responder.respond(to: Request(method: .get, target: "/", headers: ["Accept-Encoding": acceptEncoding]))
        #expect(response.headers["Vary"] == "Accept-Encoding")
        #expect((response.headers["Content-Encoding"] == "gzip") == compressed)
        if compressed {
            #expect(response.headers["ETag"]?.hasSuffix("-gzip\"") == true)
            #expect(gunzip(response.body.bytes) == Array(Self.page.utf8))
            #expect(response.body.count < Self.page.utf8.count)
        } else {
            #expect(response.body.count == Self.page.utf8.count)
        }
    }

    @Test("small or binary bodies are not compressed")
    func compressionSkips() throws {
        let tiny = ClosureResponder { _ in Response(contentType: .html, body: Payload("<p>hi</p>")) }.compressed()
        let png = ClosureResponder { _ in
            Response(contentType: MediaType("image/png"), body: Payload([UInt8](repeating: 7, count: 4096)))
        }.compressed()
        let request = Request(method: .get, target: "/", headers: ["Accept-Encoding": "gzip"])
        #expect(try tiny.respond(to: request).headers["Content-Encoding"] == nil)
        #expect(try png.respond(to: request).headers["Content-Encoding"] == nil)
    }

    @Test("the gzip form of a payload is computed once")
    func gzipMemoised() throws {
        let payload = Payload(Self.page)
        let first = try #require(payload.gzipped)
        #expect(payload.gzipped === first)
    }

    @Test("CORS answers preflights for allowed origins and refuses others")
    func cors() throws {
        var router = Router()
        router.get("/api/tokens") { _ in Response(contentType: .json, body: Payload("{}")) }
        let responder = router.cors(CORSPolicy(allowedOrigins: ["https://app.example"]))
        let preflight = Request(method: .options, target: "/api/tokens", headers: [
            "Origin": "https://app.example", "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "if-none-match",
        ])
        let answer = try responder.respond(to: preflight)
        #expect(answer.status == .noContent)
        #expect(answer.headers["Access-Control-Allow-Origin"] == "https://app.example")
        #expect(answer.headers["Access-Control-Allow-Methods"] == "GET, HEAD, OPTIONS")
        #expect(answer.headers["Access-Control-Allow-Headers"] == "if-none-match")
        var stranger = preflight
        stranger.headers.set("Origin", "https://evil.example")
        #expect(throws: HTTPError.self) { try responder.respond(to: stranger) }
        let get = try responder.respond(to: Request(method: .get, target: "/api/tokens", headers: ["Origin": "https://app.example"]))
        #expect(get.headers["Access-Control-Allow-Origin"] == "https://app.example")
        #expect(get.headers["Vary"] == "Origin")
        let noOrigin = try responder.respond(to: Request(method: .get, target: "/api/tokens"))
        #expect(noOrigin.headers["Vary"] == "Origin", "a cache must know the answer depends on Origin")
        #expect(noOrigin.headers["Access-Control-Allow-Origin"] == nil)
        do {
            _ = try responder.respond(to: Request(method: .get, target: "/api/missing", headers: ["Origin": "https://app.example"]))
            Issue.record("a missing route must throw")
        } catch let error as HTTPError {
            #expect(error.status == .notFound)
            #expect(error.headers["Access-Control-Allow-Origin"] == "https://app.example", "errors are readable cross-origin")
        }
    }

    @Test("the CORS policy is read per request under the prefix, so it can change, and never outside it")
    func corsFollowsPolicy() throws {
        let origins = Mutex(["https://one.example"])
        let asked = Mutex(0)
        var router = Router()
        router.get("/api/x") { _ in Response() }
        router.get("/page") { _ in Response() }
        let responder = router.cors {
            asked.withLock { $0 += 1 }
            return CORSPolicy(allowedOrigins: origins.withLock { $0 })
        }
        let request = Request(method: .get, target: "/api/x", headers: ["Origin": "https://two.example"])
        #expect(try responder.respond(to: request).headers["Access-Control-Allow-Origin"] == nil)
        origins.withLock { $0 = ["https://two.example"] }
        #expect(try responder.respond(to: request).headers["Access-Control-Allow-Origin"] == "https://two.example")
        #expect(asked.withLock { $0 } == 2)
        let page = try responder.respond(to: Request(method: .get, target: "/page", headers: ["Origin": "https://two.example"]))
        #expect(page.headers["Access-Control-Allow-Origin"] == nil && page.headers["Vary"] == nil)
        let preflight = Request(method: .options, target: "/page", headers: [
            "Origin": "https://two.example", "Access-Control-Request-Method": "GET",
        ])
        #expect(try responder.respond(to: preflight).headers["Access-Control-Allow-Origin"] == nil,
                "no preflight answer outside the prefix")
        #expect(asked.withLock { $0 } == 2, "requests outside the prefix never ask for the policy")
    }

    @Test("header names that are not tokens are not added; values cannot carry new lines")
    func headerNames() {
        var headers = Headers()
        headers.add("X-Fine", "1")
        headers.add("Bad Name", "2")
        headers.add("Bad:Name", "3")
        headers.add("", "4")
        #expect(headers.map(\.name) == ["X-Fine"])
    }

    @Test("thrown errors are rendered in one place; unknown errors hide their details")
    func errorRendering() throws {
        struct Secret: Error {}
        struct Convertible: HTTPErrorConvertible {
            var httpError: HTTPError { HTTPError(.forbidden, "nope") }
        }
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let request = Request(method: .get, target: "/")
        let cases: [(any Error, Int, String)] = [
            (HTTPError(.notFound, "gone"), 404, "gone"), (Convertible(), 403, "nope"),
            (Secret(), 500, "the server failed to answer this request"),
        ]
        for (error, status, message) in cases {
            let response = try ClosureResponder { _ in throw error }
                .renderingErrors(with: PlainTextErrorRenderer(), logger: logger).respond(to: request)
            #expect(response.status.code == status)
            let text = String(decoding: response.body.bytes, as: UTF8.self)
            #expect(text.contains(message) && !text.contains("Secret"))
        }
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
