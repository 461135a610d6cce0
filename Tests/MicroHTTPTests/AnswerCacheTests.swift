import CMicroHTTPD
import HTTPTestSupport
import Logging
import Synchronization
import Testing
@testable import MicroHTTP

/// A responder that counts its calls, answers with the count and the request's `X-Say` field,
/// and marks its answers as `reuse` says; its generation can be changed, or withdrawn (nil).
private final class CountingResponder: ReusableAnswers, @unchecked Sendable {
    let calls = Atomic<Int>(0)
    let generation = Mutex<Int?>(0)
    let reuse: AnswerReuse

    init(reuse: AnswerReuse = .untilReload) { self.reuse = reuse }

    var answerGeneration: Int? { generation.withLock { $0 } }

    func respond(to request: Request) throws -> Response {
        let count = calls.add(1, ordering: .relaxed).newValue
        if request.path == "/missing" { throw HTTPError(.notFound, "nothing here") }
        var response = Response(contentType: .plainText,
                                body: Payload("call \(count) for \(request.path)?\(request.rawQueryText) say=\(request.headers["X-Say"] ?? "")"))
        response.headers.set("ETag", "\"\(count)\"")
        response.reuse = reuse
        return response
    }
}

private extension Request {
    var rawQueryText: String { query.map { "\($0.name)=\($0.value)" }.joined(separator: "&") }
}

/// Keeps every finished request it is told of.
private final class Finished: RequestObserver {
    let statuses = Mutex<[Int]>([])
    func requestFinished(_ request: FinishedRequest) { statuses.withLock { $0.append(request.status) } }
    var all: [Int] { statuses.withLock { $0 } }
}

@Suite("Answers sent again")
struct AnswerCacheTests {
    /// A native response with no body, owned by the caller.
    private func native() -> OpaquePointer {
        MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)!
    }

    private func entry(size: Int) -> AnswerCache.Entry {
        AnswerCache.Entry(native: NativeAnswer(taking: native()), status: 200, bodyBytes: size, observer: nil, size: size)
    }

    private func key(_ text: String) -> AnswerKey { AnswerKey(bytes: Array(text.utf8)) }

    @Test("a kept answer is found by an equal key under the same generation only")
    func lookups() {
        let cache = AnswerCache(byteLimit: 1_000)
        #expect(cache.keep(entry(size: 10), for: key("GET /a"), generation: 1))
        #expect(cache.answer(for: key("GET /a"), generation: 1)?.size == 10)
        #expect(cache.answer(for: key("GET /b"), generation: 1)?.size == nil)
        #expect(cache.answer(for: key("GET /a"), generation: 2)?.size == nil)
        #expect(!cache.keep(entry(size: 10), for: key("GET /a"), generation: 1), "one answer per key")
    }

    @Test("a new generation drops everything kept under the old one")
    func generations() {
        let cache = AnswerCache(byteLimit: 1_000)
        for name in ["a", "b", "c"] { cache.keep(entry(size: 10), for: key(name), generation: 1) }
        #expect(cache.usage.entries == 3)
        cache.keep(entry(size: 10), for: key("d"), generation: 2)
        #expect(cache.usage.entries == 1 && cache.usage.bytes == 10)
        #expect(cache.answer(for: key("a"), generation: 1) == nil)
        #expect(!cache.keep(entry(size: 10), for: key("e"), generation: 1), "an answer made under an older generation is not kept")
        #expect(cache.answer(for: key("d"), generation: 2) != nil)
    }

    @Test("the byte bound holds: the oldest answers go first; one over a quarter of it is not kept")
    func byteBound() {
        let cache = AnswerCache(byteLimit: 1_000)
        for index in 0..<10 { cache.keep(entry(size: 200), for: key("\(index)"), generation: 1) }
        #expect(cache.usage.bytes <= 1_000 && cache.usage.entries == 5)
        #expect(cache.answer(for: key("9"), generation: 1) != nil)
        #expect(cache.answer(for: key("4"), generation: 1) == nil)
        #expect(!cache.keep(entry(size: 251), for: key("large"), generation: 1))
    }

    @Test("the entry bound holds under a flood of distinct keys")
    func entryBound() {
        let cache = AnswerCache(byteLimit: 1 << 30)
        for index in 0..<(AnswerCache.entryLimit + 500) { cache.keep(entry(size: 1), for: key("k\(index)"), generation: 1) }
        #expect(cache.usage.entries == AnswerCache.entryLimit)
        #expect(cache.answer(for: key("k\(AnswerCache.entryLimit + 499)"), generation: 1) != nil)
        #expect(cache.answer(for: key("k0"), generation: 1) == nil)
    }

    @Test("an absent part, an empty one and one that runs into the next make different keys")
    func keyParts() {
        func bytes(_ parts: [String?]) -> [UInt8] {
            var builder = AnswerKey.Builder(limit: 1_000)
            for part in parts {
                if let part { part.withCString { builder.append($0) } } else { builder.append(nil) }
            }
            return builder.bytes
        }
        let keys = [bytes(["a", nil]), bytes(["a", ""]), bytes(["a", "b"]), bytes(["ab", nil]), bytes(["a", "b", nil]),
                    bytes(["ab"]), bytes([nil, "a"])]
        #expect(Set(keys).count == keys.count)
        var small = AnswerKey.Builder(limit: 8)
        "a long part".withCString { small.append($0) }
        #expect(small.overflowed)
    }

    @Test("a reusable answer is made once per request key and sent again, logged and counted each time")
    func reusedOverHTTP() throws {
        let responder = CountingResponder()
        let finished = Finished()
        let logger = Logger(label: "none", factory: { _ in SwiftLogNoOpLogHandler() })
        let chain = ObservedResponder(responder: responder, logger: logger, observer: finished)
        try withServer(chain) { server in
            let first = try fetch(server, "/a?x=1")
            let second = try fetch(server, "/a?x=1")
            #expect(first.text == "call 1 for /a?x=1 say=" && second.text == first.text)
            #expect(second.header("ETag") == "\"1\"")
            #expect(try fetch(server, "/a?x=2").text == "call 2 for /a?x=2 say=", "another query")
            #expect(try fetch(server, "/a?x=1", headers: [("X-Say", "hi")]).text == "call 3 for /a?x=1 say=hi", "another header")
            let head = try RawConnection(port: server.port).request("HEAD", "/a?x=1")
            #expect(head.status == 200 && head.body.isEmpty && responder.calls.load(ordering: .relaxed) == 4, "HEAD is its own request")
            #expect(try fetch(server, "/missing").status == 404)
            #expect(try fetch(server, "/missing").status == 404)
            #expect(responder.calls.load(ordering: .relaxed) == 6, "errors are never kept")
            responder.generation.withLock { $0 = 1 }
            #expect(try fetch(server, "/a?x=1").text == "call 7 for /a?x=1 say=", "a new generation asks again")
            #expect(try fetch(server, "/a?x=1").text == "call 7 for /a?x=1 say=")
            responder.generation.withLock { $0 = nil }
            #expect(try fetch(server, "/a?x=1").text == "call 8 for /a?x=1 say=", "no generation: nothing sent again")
            #expect(try fetch(server, "/a?x=1").text == "call 9 for /a?x=1 say=")
            #expect(eventually { finished.all.count == 11 }, "every request reaches the access log's observer")
        }
    }

    @Test("answers not marked for reuse, or with the cache turned off, are made for every request",
          arguments: [(AnswerReuse.unspecified, 32 << 20), (.never, 32 << 20), (.untilReload, 0)])
    func notReused(reuse: AnswerReuse, bytes: Int) throws {
        let responder = CountingResponder(reuse: reuse)
        var limits = Limits()
        limits.answerCacheBytes = bytes
        try withServer(responder, limits: limits) { (server: Server) throws in
            #expect(try fetch(server, "/a").text == "call 1 for /a? say=")
            #expect(try fetch(server, "/a").text == "call 2 for /a? say=")
        }
    }
}

/// `responder` behind the access log, reusable as it is.
private struct ObservedResponder: ReusableAnswers {
    let responder: CountingResponder
    let chain: AccessLog<CountingResponder>

    init(responder: CountingResponder, logger: Logger, observer: any RequestObserver) {
        self.responder = responder
        chain = responder.accessLogged(to: logger, observer: observer)
    }

    var answerGeneration: Int? { responder.answerGeneration }
    func respond(to request: Request) throws -> Response { try chain.respond(to: request) }
}
