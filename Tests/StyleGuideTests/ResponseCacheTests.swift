import MicroHTTP
import Testing
@testable import StyleGuide

/// The caches of rendered answers are bounded by body bytes as well as by entries, so large pages
/// cannot fill memory one cached answer at a time; what they keep and what they let go decides
/// what a flood of distinct URLs costs the readers who come back to the same pages.
@Suite("Response cache")
struct ResponseCacheTests {
    static func response(_ bytes: Int) -> Response {
        Response(contentType: MediaType("text/plain"), body: Payload(String(repeating: "x", count: bytes)))
    }

    @Test("a response is rendered once, then kept; errors are not kept")
    func keeps() throws {
        let cache = ResponseCache<String>(capacity: 10, byteCapacity: 1000)
        var renders = 0
        for _ in 0..<3 { _ = try cache.response(for: "a") { renders += 1; return Self.response(10) } }
        #expect(renders == 1)
        #expect(throws: HTTPError.self) {
            try cache.response(for: "b") { () throws(HTTPError) -> Response in throw HTTPError(.notFound, "no") }
        }
        #expect(cache.usage.count == 1 && cache.usage.bytes == 10)
    }

    @Test("a response larger than a quarter of the byte bound is answered but not kept, and evicts nothing",
          arguments: [250, 251, 1000, 1001])
    func admission(size: Int) throws {
        let cache = ResponseCache<Int>(capacity: 100, byteCapacity: 1000)
        cache.keep(Self.response(200), for: 1)
        var renders = 0
        for _ in 0..<2 {
            let answer = try cache.response(for: 2) { renders += 1; return Self.response(size) }
            #expect(answer.body.count == size)
        }
        #expect(cache.admits(size: size) == (size <= 250))
        #expect(renders == (size <= 250 ? 1 : 2))
        #expect(cache[1] != nil, "the kept response stays")
    }

    @Test("passing the byte bound lets the oldest go, not everything; a replaced response's bytes are given back")
    func bytes() {
        let cache = ResponseCache<Int>(capacity: 100, byteCapacity: 1000)
        for key in 0..<4 { cache.keep(Self.response(250), for: key) }
        cache.keep(Self.response(200), for: 4)
        #expect(cache.usage.count == 4 && cache.usage.bytes == 950, "\(cache.usage)")
        #expect(cache[0] == nil && cache[1] != nil && cache[4] != nil)
        cache.keep(Self.response(100), for: 4)
        #expect(cache.usage.bytes == 850)
    }

    @Test("passing the entry bound lets the oldest go")
    func entries() {
        let cache = ResponseCache<Int>(capacity: 3, byteCapacity: 1 << 20)
        for key in 0..<4 { cache.keep(Self.response(1), for: key) }
        #expect(cache.usage.count == 3 && cache[3] != nil && cache[0] == nil && cache[1] != nil)
    }

    @Test("responses asked for again outlast a flood of distinct keys each asked for once")
    func flood() throws {
        let cache = ResponseCache<String>(capacity: 10, byteCapacity: 1 << 20)
        let pages = ["/", "/tokens", "/components"]
        var renders = 0
        for round in 0..<1000 {
            cache.keep(Self.response(10), for: "/search?q=\(round)")
            if round % 3 == 0 {
                for page in pages { _ = try cache.response(for: page) { renders += 1; return Self.response(10) } }
            }
        }
        #expect(renders == pages.count, "each page rendered once, however long the flood")
        #expect(cache.usage.count == 10)
    }

    @Test("a guide page stays kept through a flood of distinct searches, which are kept apart")
    func searchesKeptApart() throws {
        let cache = GuideCache()
        let inputs = GuideInputs(choices: [:], modifiers: [])
        func key(_ path: String, _ query: QueryItems = QueryItems()) -> GuideCache.Key {
            GuideCache.Key(path: path, query: query, inputs: inputs, generation: 1)
        }
        var renders = 0
        _ = try cache.response(for: key("/tokens")) { renders += 1; return Self.response(10) }
        for round in 0..<(GuideCache.capacity + GuideCache.freeTextCapacity) {
            let query = QueryItems([.init(name: "q", value: "word\(round)")])
            _ = try cache.response(for: key("/search", query), freeText: true) { Self.response(10) }
        }
        _ = try cache.response(for: key("/tokens")) { renders += 1; return Self.response(10) }
        #expect(renders == 1)
    }

    @Test("the guide cache of an export keeps no page: each is asked for once, and a kept one would only hold memory",
          arguments: [true, false])
    func anExportsGuideCacheKeepsNothing(_ keeping: Bool) throws {
        let cache = GuideCache(keeping: keeping)
        let key = GuideCache.Key(path: "/tokens", query: QueryItems(), inputs: GuideInputs(choices: [:], modifiers: []), generation: 1)
        var renders = 0
        for _ in 0..<3 { _ = try cache.response(for: key) { renders += 1; return Self.response(10) } }
        #expect(renders == (keeping ? 1 : 3))
    }
}
