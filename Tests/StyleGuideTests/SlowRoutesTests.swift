import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// The site's expensive answers are slow work (see ``SlowWork``): with every render thread held,
/// what is cached, `/healthz` and `/metrics` are still answered, and what must be rendered is
/// refused with 503 and `Retry-After`, as a page or as JSON; once the threads are free, it renders.
@Suite("Slow routes of the site", .integration)
struct SlowRoutesTests {
    /// The bundled Config's site with one render thread and no queue, and `/hold`, which holds it.
    static func withHeldSite(_ body: (Server, HeldRoute, SnapshotStore) throws -> Void) throws {
        let store = SnapshotStore(try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get())
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let site = try Application(store: store, publicDirectory: RepositoryPaths.publicFolder, logger: logger).responder()
        let held = HeldRoute()
        defer { held.open() }
        let responder = ClosureResponder { request in
            try request.path == "/hold" ? held.respond(to: request) : site.respond(to: request)
        }
        var limits = Limits()
        limits.renderThreads = 1
        limits.queuedRenders = 0
        try withServer(responder, limits: limits) { try body($0, held, store) }
    }

    /// Uncached answers of every kind that renders on request.
    static let uncached = [
        "/search?q=brand", "/tokens/color?theme=dark", "/api/tokens?format=scss&theme=*", "/api/tokens?format=swift",
        "/api/tokens/color.brand.500?theme=dark", "/preview/button?style=primary&size=large&state=hover",
        "/api/styles/button/primary?size=small", "/preview/styles.css?theme=dark", "/api/openapi.json",
        "/api/tokens/diff?from=1.0.0&to=current", "/changes/swatches.css?from=1.0.0", "/changes?from=1.0.0",
    ]

    @Test("with every render thread held: cached pages, /healthz and /metrics answer; renders are refused 503 with Retry-After")
    func heldThreads() throws {
        try Self.withHeldSite { server, held, store in
            #expect(try fetch(server, "/tokens").status == 200)
            let hold = try RawConnection(port: server.port)
            try hold.send("GET /hold HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(eventually { held.held == 1 })
            #expect(try fetch(server, "/healthz").status == 200)
            #expect(try fetch(server, "/metrics").status == 200)
            #expect(try fetch(server, "/tokens").status == 200, "a cached page needs no render thread")
            for target in Self.uncached {
                let refused = try fetch(server, target)
                #expect(refused.status == 503, "\(target)")
                #expect(refused.header("Retry-After") == "1", "\(target)")
                let json = target.hasPrefix("/api/")
                #expect(refused.header("Content-Type")?.hasPrefix(json ? "application/json" : "text/html") == true, "\(target)")
            }
            #expect(!store.current.releases.isLoaded("1.0.0"), "a refused diff reads no release on the event loop")
            held.open()
            #expect(try hold.readResponse().status == 200)
            #expect(eventually { server.slowRequests == 0 })
            for target in Self.uncached { let answer = try fetch(server, target); #expect(answer.status == 200, "\(target) \(answer.status) \(answer.text.prefix(300))") }
        }
    }
}
