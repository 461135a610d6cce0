import HTTPTestSupport
import Testing
@testable import MicroHTTP

@Suite("Router, without sockets")
struct RouterTests {
    static func makeRouter() -> Router {
        var router = Router()
        router.get("/") { _ in Response(contentType: .plainText, body: Payload("home")) }
        router.get("/api/tokens/{id}") { request in
            Response(contentType: .plainText, body: Payload("token \(request.parameters["id"] ?? "?")"))
        }
        router.get("/api/tokens/export") { _ in Response(contentType: .plainText, body: Payload("export")) }
        router.get("/assets/{path...}") { request in
            Response(contentType: .plainText, body: Payload(request.parameters.wildcard.joined(separator: "|")))
        }
        router.add(.post, "/api/echo", ClosureResponder { request in
            Response(contentType: .plainText, body: Payload(request.body))
        })
        return router
    }

    let router = RouterTests.makeRouter()

    func answer(_ method: HTTPMethod, _ target: String) -> (Int, String, Headers) {
        do {
            let response = try router.respond(to: Request(method: method, target: target))
            return (response.status.code, String(decoding: response.body.bytes, as: UTF8.self), response.headers)
        } catch let error as HTTPError {
            return (error.status.code, error.message, error.headers)
        } catch {
            return (-1, "\(error)", Headers())
        }
    }

    @Test("routes by literal, parameter and wildcard", arguments: [
        ("/", "home"),
        ("/api/tokens/color.brand.500", "token color.brand.500"),
        ("/api/tokens/export", "export"),
        ("/api/tokens/a%20b", "token a b"),
        ("/api/tokens/color/", "token color"),
        ("/assets/css/site.css", "css|site.css"),
        ("/assets/a%2Fb", "a/b"),
        ("/assets/css/", "css"),
        ("/assets/a//b", "a||b"),
        ("/assets/%63ss/x.css", "css|x.css"),
        ("/%61pi/tokens/x", "token x"),
        ("/api/tokens/%65xport", "export"),
    ])
    func routes(target: String, body: String) {
        let (status, text, _) = answer(.get, target)
        #expect(status == 200)
        #expect(text == body)
    }

    @Test("unknown paths are 404")
    func notFound() {
        #expect(answer(.get, "/nope").0 == 404)
        #expect(answer(.get, "/api/tokens").0 == 404)
        #expect(answer(.get, "/assets").0 == 404)
        #expect(answer(.get, "/api//tokens/x").0 == 404)
    }

    @Test("HEAD is answered by the GET route")
    func head() {
        #expect(answer(.head, "/api/tokens/x").1 == "token x")
    }

    @Test("a known path with another method is 405 with Allow")
    func methodNotAllowed() {
        let (status, _, headers) = answer(.post, "/api/tokens/x")
        #expect(status == 405)
        #expect(headers["Allow"] == "GET, HEAD, OPTIONS")
        #expect(answer(.delete, "/api/echo").2["Allow"] == "POST, OPTIONS")
    }

    @Test("OPTIONS lists the allowed methods")
    func options() {
        let (status, _, headers) = answer(.options, "/api/tokens/x")
        #expect(status == 204)
        #expect(headers["Allow"] == "GET, HEAD, OPTIONS")
        #expect(answer(.options, "*").0 == 204)
    }

    @Test("methods the server does not implement are 501", arguments: ["PROPFIND", "BREW", "CONNECT"])
    func notImplemented(method: String) throws {
        let method = try #require(HTTPMethod(method))
        #expect(answer(method, "/").0 == 501)
        #expect(answer(method, "/nowhere").0 == 501)
    }

    @Test("malformed path escapes and recorded rejections are thrown", arguments: [
        "/api/tokens/%zz", "/x?a=%", "/nowhere/%zz", "/assets/ok/%C3", "/assets/%00",
    ])
    func badRequests(target: String) {
        #expect(answer(.get, target).0 == 400)
    }

    @Test("method tokens are validated, from Swift and from C strings")
    func methodTokens() {
        #expect(HTTPMethod(cString: "GET") == .get)
        #expect(HTTPMethod(cString: "HEAD") == .head)
        #expect(HTTPMethod(cString: "X")?.rawValue == "X")
        #expect(HTTPMethod(cString: "GE T") == nil)
        #expect(HTTPMethod("GET") == .get)
        #expect(HTTPMethod("GE T") == nil)
        #expect(HTTPMethod("") == nil)
        #expect(HTTPMethod("G\u{e9}T") == nil)
    }
}
