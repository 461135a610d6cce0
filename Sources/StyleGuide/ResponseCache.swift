import MicroHTTP
import Synchronization

/// Responses rendered on request and kept by key, up to a number of entries and of body bytes:
/// when a new one would pass either bound, the cache starts over. A response larger than the
/// byte bound alone is answered but not kept. The byte bound is what keeps a large design system
/// (megabyte pages, say) from filling memory one cached answer at a time.
final class ResponseCache<Key: Hashable & Sendable>: Sendable {
    private struct State {
        var responses: [Key: Response] = [:]
        var bytes = 0
    }

    private let state = Mutex(State())
    /// How many responses are kept at most.
    let capacity: Int
    /// How many body bytes they may hold together.
    let byteCapacity: Int

    /// A cache of at most `capacity` responses holding at most `byteCapacity` body bytes.
    init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// The response kept for `key`, if any.
    subscript(key: Key) -> Response? {
        state.withLock { $0.responses[key] }
    }

    /// The response for `key`: the kept one, or `render`'s, which is then kept. Errors are not kept.
    func response<Failure: Error>(for key: Key, render: () throws(Failure) -> Response) throws(Failure) -> Response {
        if let response = self[key] { return response }
        let response = try render()
        keep(response, for: key)
        return response
    }

    /// Keeps `response` for `key`, starting over first when it would pass a bound.
    func keep(_ response: Response, for key: Key) {
        let size = response.body.count
        guard size <= byteCapacity else { return }
        state.withLock { state in
            if state.responses.count >= capacity || state.bytes + size > byteCapacity { state = State() }
            if let replaced = state.responses.updateValue(response, forKey: key) { state.bytes -= replaced.body.count }
            state.bytes += size
        }
    }

    /// Forgets every response.
    func removeAll() {
        state.withLock { $0 = State() }
    }

    /// How many responses and body bytes are kept now (for tests).
    var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.responses.count, $0.bytes) }
    }
}
