import CMicroHTTPD
import Synchronization

/// Answers already made, kept by the exact request that got them and sent again as they are.
///
/// A cached answer still costs its responder's whole chain on every request: reading the
/// headers and query into strings, every wrapper, the route's own lookup, then handing the
/// response's header fields to libmicrohttpd one by one. Kept here is the finished native
/// response, which libmicrohttpd lets any number of connections send at once; a request whose
/// ``AnswerKey`` matches is answered with it, and only its access line and metrics are made.
/// Only responses marked ``AnswerReuse/untilReload`` are kept (``isKept(_:)``), under the
/// responder's generation: when that changes (a reload), everything kept goes.
///
/// Bounded by ``entryLimit`` entries and by `byteLimit` bytes of bodies and keys together; a
/// new answer that would pass a bound replaces the oldest kept (first in, first out), so a
/// flood of distinct requests costs each one insertion and one removal (and empties the cache
/// of what readers come back to: they are then answered through the chain, as without it).
final class AnswerCache: Sendable {
    /// What is kept for one request.
    struct Entry: Sendable {
        /// The native response, destroyed when the last entry holding it goes.
        let native: NativeAnswer
        let status: Int
        /// The body's size, as the delivery report gives it.
        let bodyBytes: Int
        /// Makes the access line and metrics of each request answered with it.
        let observer: (any RepeatableDeliveryObserver)?
        /// What it counts against the byte bound.
        let size: Int
    }

    private struct State {
        var generation: Int?
        var entries: [AnswerKey: Entry] = [:]
        /// Keys in the order they were kept; the slots before `oldest` are spent.
        var order: [AnswerKey] = []
        var oldest = 0
        var bytes = 0
        /// Bytes of the spent keys `order` still holds; bounded too (see ``removeOldest()``).
        var spentKeyBytes = 0

        /// Removes the answer kept longest; compacts `order` once its spent keys are half of it
        /// or hold an eighth of `byteLimit` (each compaction is paid for by as many removals).
        mutating func removeOldest(byteLimit: Int) {
            let key = order[oldest]
            oldest += 1
            spentKeyBytes += key.bytes.count
            if let entry = entries.removeValue(forKey: key) { bytes -= entry.size }
            if oldest * 2 > order.count || spentKeyBytes > byteLimit / 8 {
                order.removeFirst(oldest)
                oldest = 0
                spentKeyBytes = 0
            }
        }

        mutating func removeAll() {
            entries = [:]
            order = []
            oldest = 0
            bytes = 0
            spentKeyBytes = 0
        }
    }

    /// The most answers kept at once.
    static let entryLimit = 4096
    /// The largest body kept: larger ones are sent block by block (``TrackedBody``).
    static var largestBody: Int { TrackedBody.threshold }

    private let state = Mutex(State())
    /// Bytes of bodies and keys kept at most.
    let byteLimit: Int

    /// A cache of at most `byteLimit` bytes.
    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// True when `response` may be kept: marked reusable, a 200 with its whole body in one buffer.
    static func isKept(_ response: Response) -> Bool {
        response.reuse == .untilReload && response.status == .ok && response.stream == nil
            && !response.body.isEmpty && response.body.count <= largestBody
    }

    /// The answer kept for `key` under `generation`; nil when there is none. The entry holds its
    /// native response alive while the caller queues it, outside the lock.
    func answer(for key: AnswerKey, generation: Int) -> Entry? {
        state.withLock { state in
            guard state.generation == generation else { return nil }
            return state.entries[key]
        }
    }

    /// Keeps `entry` for `key` under `generation`, dropping what was kept under an older one,
    /// and the oldest answers while the bounds are passed; returns false (keeping nothing) when
    /// the entry alone passes a quarter of the byte bound, one is kept for `key` already, or
    /// `generation` is older than what is kept (an answer made while a load replaced it).
    @discardableResult
    func keep(_ entry: Entry, for key: AnswerKey, generation: Int) -> Bool {
        guard entry.size <= byteLimit / 4 else { return false }
        return state.withLock { state in
            if let kept = state.generation, kept > generation { return false }
            if state.generation != generation {
                state.removeAll()
                state.generation = generation
            }
            guard state.entries[key] == nil else { return false }
            while !state.entries.isEmpty && (state.entries.count >= Self.entryLimit || state.bytes + entry.size > byteLimit) {
                state.removeOldest(byteLimit: byteLimit)
            }
            state.entries[key] = entry
            state.order.append(key)
            state.bytes += entry.size
            return true
        }
    }

    /// How many answers are kept, and their bytes (for tests).
    var usage: (entries: Int, bytes: Int) { state.withLock { ($0.entries.count, $0.bytes) } }
}

/// A finished native response, owned: destroyed when the last reference goes (connections that
/// were queued it hold references of libmicrohttpd's own until it is sent).
final class NativeAnswer: @unchecked Sendable {
    let pointer: OpaquePointer

    /// Takes over the caller's reference to `pointer`.
    init(taking pointer: OpaquePointer) { self.pointer = pointer }

    deinit { MHD_destroy_response(pointer) }
}

/// An observer that can follow another request answered with the same response (the access log's
/// record, made again with the new request's start).
public protocol RepeatableDeliveryObserver: DeliveryObserver {
    /// The observer for another request answered the same way, which started at `start`
    /// (a ``MonotonicTime/now()`` reading).
    func repeated(startingAt start: Int) -> any DeliveryObserver
}
