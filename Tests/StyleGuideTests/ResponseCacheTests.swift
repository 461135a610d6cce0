import MicroHTTP
import Testing
@testable import StyleGuide

/// The caches of rendered answers are bounded by body bytes as well as by entries, so large pages
/// cannot fill memory one cached answer at a time.
@Suite("Response cache")
struct ResponseCacheTests {
    static func response(_ bytes: Int) -> Response {
        Response(contentType: MediaType("text/plain"), body: Payload(String(repeating: "x", count: bytes)))
    }

    @Test("a response is rendered once, then kept; errors are not kept")
    func keeps() throws {
        let cache = ResponseCache<String>(capacity: 10, byteCapacity: 1000)
        var renders = 0
        for _ in 0..<3 { _ = cache.response(for: "a") { renders += 1; return Self.response(10) } }
        #expect(renders == 1)
        struct Refused: Error {}
        #expect(throws: Refused.self) { try cache.response(for: "b") { () throws(Refused) -> Response in throw Refused() } }
        #expect(cache.usage.count == 1 && cache.usage.bytes == 10)
    }

    @Test("passing the byte bound starts over; a response larger than the bound is answered but not kept")
    func bytes() {
        let cache = ResponseCache<Int>(capacity: 100, byteCapacity: 1000)
        for key in 0..<4 { cache.keep(Self.response(300), for: key) }
        #expect(cache.usage.count == 1 && cache.usage.bytes == 300, "the fourth started over: \(cache.usage)")
        cache.keep(Self.response(1001), for: 99)
        #expect(cache[99] == nil)
        cache.keep(Self.response(100), for: 3)
        #expect(cache.usage.bytes == 100, "a replaced response's bytes are given back")
    }

    @Test("passing the entry bound starts over")
    func entries() {
        let cache = ResponseCache<Int>(capacity: 3, byteCapacity: 1 << 20)
        for key in 0..<4 { cache.keep(Self.response(1), for: key) }
        #expect(cache.usage.count == 1 && cache[3] != nil && cache[0] == nil)
    }
}
