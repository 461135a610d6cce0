import Synchronization

/// Values kept by key, for one Snapshot, within a count and a byte bound whatever is asked: at
/// most `capacity` values and `byteCapacity` bytes, as each value's size is told when it is kept.
///
/// A value larger than a quarter of `byteCapacity` is not kept (as ``ResponseCache`` keeps no
/// answer over a quarter of its bytes). When a new value would pass either bound, the cache is
/// emptied first; the values it held are freed after its lock is given back, so the threads
/// asking meanwhile do not wait for that.
final class SizedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// The values and the bytes they were told to take.
    private struct State {
        var entries: [Key: Value] = [:]
        var bytes = 0
    }

    private let state = Mutex(State())
    /// The most values kept at once.
    let capacity: Int
    /// The most bytes kept at once, by the sizes told.
    let byteCapacity: Int

    /// An empty cache of at most `capacity` values (at least one) and `byteCapacity` bytes.
    init(capacity: Int, byteCapacity: Int) {
        self.capacity = max(1, capacity)
        self.byteCapacity = max(0, byteCapacity)
    }

    /// The largest value kept, in bytes: a quarter of ``byteCapacity``.
    var largestValue: Int { byteCapacity / 4 }

    /// How many values it holds.
    var count: Int { state.withLock { $0.entries.count } }

    /// How many bytes its values were told to take.
    var bytes: Int { state.withLock { $0.bytes } }

    /// The value kept for `key`, or nil.
    func kept(_ key: Key) -> Value? {
        state.withLock { $0.entries[key] }
    }

    /// Keeps `value` for `key`, told to take `bytes`, unless that is more than ``largestValue``
    /// or the key is kept already.
    func keep(_ value: Value, for key: Key, bytes: Int) {
        guard bytes <= largestValue else { return }
        let dropped: [Key: Value]? = state.withLock { state in
            guard state.entries[key] == nil else { return nil }
            var dropped: [Key: Value]?
            if state.entries.count >= capacity || state.bytes + bytes > byteCapacity {
                dropped = state.entries
                state.entries = [:]
                state.bytes = 0
            }
            state.entries[key] = value
            state.bytes += bytes
            return dropped
        }
        withExtendedLifetime(dropped) {}  // the values dropped are freed here, after the lock
    }
}
