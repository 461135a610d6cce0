import Testing
@testable import MicroHTTP

/// The router lists what it routes (so documentation can be checked against it), and TRACE and
/// QUERY are methods it knows: a path that does not allow it answers 405, never a 5xx.
@Suite("Router: its patterns, and the methods it knows")
struct RouterPatternsTests {
    @Test("patterns lists every pattern once, in the order added, with each method routed to it")
    func patterns() {
        var router = Router()
        router.get("/") { _ in Response(status: .noContent) }
        router.get("/api/tokens/{id}") { _ in Response(status: .noContent) }
        router.add(.post, "/api/tokens/{id}", ClosureResponder { _ in Response(status: .noContent) })
        router.get("/assets/{path...}") { _ in Response(status: .noContent) }
        #expect(router.patterns.map(\.pattern) == ["/", "/api/tokens/{id}", "/assets/{path...}"])
        #expect(router.patterns.map { $0.methods.map(\.rawValue) } == [["GET"], ["GET", "POST"], ["GET"]])
        #expect(Router().patterns.isEmpty)
    }

    @Test("TRACE and QUERY on a routed path are 405 with Allow; on an unknown path 404",
          arguments: ["TRACE", "QUERY"], ["/", "/api/tokens/x"])
    func knownMethods(name: String, path: String) throws {
        var router = Router()
        router.get("/") { _ in Response(status: .noContent) }
        router.get("/api/tokens/{id}") { _ in Response(status: .noContent) }
        let method = try #require(HTTPMethod(name))
        #expect(method == (name == "TRACE" ? .trace : .query))
        do {
            _ = try router.respond(to: Request(method: method, target: path))
            Issue.record("\(name) \(path) was answered")
        } catch let error as HTTPError {
            #expect(error.status.code == 405)
            #expect(error.headers["Allow"] == "GET, HEAD, OPTIONS")
        }
        do {
            _ = try router.respond(to: Request(method: method, target: "/nowhere"))
            Issue.record("\(name) /nowhere was answered")
        } catch let error as HTTPError {
            #expect(error.status.code == 404)
        }
    }
}
