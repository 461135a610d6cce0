import HTTPTestSupport
import Logging
import Synchronization
import Testing
@testable import MicroHTTP

/// Keeps every finished request it is told of.
private final class CollectingObserver: RequestObserver {
    let finished = Mutex<[FinishedRequest]>([])
    func requestFinished(_ request: FinishedRequest) { finished.withLock { $0.append(request) } }
    var all: [FinishedRequest] { finished.withLock { $0 } }
}

/// A router with a literal route, a parameter route that throws for one value, and a wildcard.
private func patternRouter() -> Router {
    var router = Router()
    router.get("/items") { _ in Response(contentType: .plainText, body: Payload("all")) }
    router.get("/items/{id}") { request in
        guard request.parameters["id"] != "missing" else { throw HTTPError(.notFound, "no such item") }
        return Response(contentType: .plainText, body: Payload("one item"))
    }
    router.get("/files/{path...}") { _ in Response(contentType: .plainText, body: Payload("a file")) }
    return router
}

@Suite("Request observer", .integration)
struct RequestObserverTests {
    @Test("the router lists its patterns once each, in the order added")
    func patterns() {
        var router = patternRouter()
        router.add(.post, "/items", ClosureResponder { _ in Response() })
        #expect(router.patterns.map(\.pattern) == ["/items", "/items/{id}", "/files/{path...}"])
    }

    @Test("status classes", arguments: [(101, 0), (200, 1), (204, 1), (304, 2), (404, 3), (499, 3), (500, 4), (503, 4), (0, 4), (600, 4)])
    func statusClass(status: Int, index: Int) {
        #expect(FinishedRequest(route: nil, method: .get, status: status, bodyBytesSent: 0, nanoseconds: 0).statusClass == index)
    }

    @Test("each request is reported once with its pattern, method, status and bytes, also when its route throws")
    func reports() throws {
        let observer = CollectingObserver()
        let router = patternRouter()
        let logger = Logger(label: "none", factory: { _ in SwiftLogNoOpLogHandler() })
        try withServer(standardChain(router).accessLogged(to: logger, observer: observer)) { server in
            _ = try fetch(server, "/items")
            _ = try fetch(server, "/items/7")
            _ = try fetch(server, "/items/missing")
            _ = try fetch(server, "/files/a/b/c.txt")
            _ = try fetch(server, "/elsewhere")
            _ = try fetch(server, "HEAD", "/items")
            _ = try fetch(server, "DELETE", "/items/7")
            #expect(eventually { observer.all.count == 7 })
            usleepMilliseconds(50)
            let all = observer.all
            let seen = all.map { "\($0.method) \($0.route.map { router.patterns[$0].pattern } ?? "-") \($0.status)" }
            #expect(seen.sorted() == [
                "DELETE /items/{id} 405", "GET - 404", "GET /files/{path...} 200", "GET /items 200",
                "GET /items/{id} 200", "GET /items/{id} 404", "HEAD /items 200",
            ])
            let okBytes = all.filter { $0.status == 200 }.map { "\($0.method) \($0.bodyBytesSent)" }
            #expect(okBytes.sorted() == ["GET 3", "GET 6", "GET 8", "HEAD 0"])
            #expect(observer.all.allSatisfy { $0.nanoseconds > 0 })
        }
    }
}
