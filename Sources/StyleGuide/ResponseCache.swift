import MicroHTTP
import Synchronization

/// Responses rendered on request and kept by key, up to a number of entries and of body bytes.
///
/// What is kept: a response is answered but not kept when it is larger than a quarter of the byte
/// bound (``largestResponse``), so that no one answer empties most of the cache (a huge page is
/// rendered for each request instead, on the server's render threads). What goes when a new one
/// would pass a bound: the oldest responses not asked for again since they were kept (a clock, or
/// "second chance"); one asked for again is passed over once. So a flood of distinct keys, each
/// asked for once (a crawler, made-up parameters), replaces what the flood itself put in and
/// what nobody came back to, while the pages readers come back to stay. The byte bound is what
/// keeps a large design system (megabyte pages, say) from filling memory one answer at a time.
final class ResponseCache<Key: Hashable & Sendable>: Sendable {
    private struct Entry {
        let key: Key
        let response: Response
        /// True once asked for again since it was kept: the clock passes over it once.
        var askedAgain = false
    }

    private struct State {
        /// The entries, in slots the clock's hand goes round; a nil slot is free.
        var slots: [Entry?] = []
        var positions: [Key: Int] = [:]
        var freeSlots: [Int] = []
        var hand = 0
        var bytes = 0

        mutating func remove(at slot: Int) {
            guard let entry = slots[slot] else { return }
            positions[entry.key] = nil
            bytes -= entry.response.body.count
            slots[slot] = nil
            freeSlots.append(slot)
        }

        /// Removes the first entry from the hand on that was not asked for again, clearing the
        /// marks it passes. Ends within two rounds; there must be an entry.
        mutating func evictOne() {
            while true {
                if hand >= slots.count { hand = 0 }
                defer { hand += 1 }
                guard let entry = slots[hand] else { continue }
                if entry.askedAgain {
                    slots[hand]?.askedAgain = false
                    continue
                }
                remove(at: hand)
                return
            }
        }
    }

    private let state = Mutex(State())
    /// How many responses are kept at most.
    let capacity: Int
    /// How many body bytes they may hold together.
    let byteCapacity: Int

    /// A cache of at most `capacity` responses holding at most `byteCapacity` body bytes.
    init(capacity: Int, byteCapacity: Int) {
        self.capacity = max(1, capacity)
        self.byteCapacity = byteCapacity
    }

    /// The largest body kept: a quarter of ``byteCapacity``.
    var largestResponse: Int { byteCapacity / 4 }

    /// True when a response of `size` body bytes would be kept.
    func admits(size: Int) -> Bool { size <= largestResponse }

    /// The response kept for `key`, if any.
    subscript(key: Key) -> Response? {
        state.withLock { state in
            guard let slot = state.positions[key], let entry = state.slots[slot] else { return nil }
            if !entry.askedAgain { state.slots[slot]?.askedAgain = true }
            return entry.response
        }
    }

    /// The response for `key`: the kept one, or `render`'s, which is then kept (if admitted).
    /// Errors are not kept. Rendering is slow work (``SlowWork/start()``): on a server's event
    /// loop, a miss moves the request to a render thread before anything is rendered.
    func response(for key: Key, render: () throws(HTTPError) -> Response) throws(HTTPError) -> Response {
        if let response = self[key] { return response }
        try SlowWork.start()
        let response = try render()
        keep(response, for: key)
        return response
    }

    /// Keeps `response` for `key` if it is admitted, making room first when it would pass a bound.
    func keep(_ response: Response, for key: Key) {
        let size = response.body.count
        guard admits(size: size) else { return }
        state.withLock { state in
            if let slot = state.positions[key] { state.remove(at: slot) }
            while state.positions.count >= capacity || (state.bytes + size > byteCapacity && !state.positions.isEmpty) {
                state.evictOne()
            }
            let entry = Entry(key: key, response: response)
            let slot: Int
            if let free = state.freeSlots.popLast() {
                slot = free
                state.slots[slot] = entry
            } else {
                slot = state.slots.count
                state.slots.append(entry)
            }
            state.positions[key] = slot
            state.bytes += size
        }
    }

    /// Forgets every response.
    func removeAll() {
        state.withLock { $0 = State() }
    }

    /// How many responses and body bytes are kept now (for tests).
    var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.positions.count, $0.bytes) }
    }
}
