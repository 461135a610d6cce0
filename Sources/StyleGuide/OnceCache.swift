import Synchronization

/// Values made at most once per key, on first use, for up to `capacity` keys. The first readers
/// of a key wait for one of them to make its value (see ``OnceSlot``), so a large value is never
/// made twice at once.
///
/// Past the bound, a new key takes the place of the key least recently asked for: the keys in
/// use (the diff of the newest release and the current tokens) stay while a crawler walks the
/// others, where starting the cache over would drop them too.
final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// A key's slot and when it was last asked for.
    private struct Entry {
        let slot: OnceSlot<Value>
        var used: UInt64
    }

    /// The slots and the count of asks so far (the clock of `used`).
    private struct State {
        var entries: [Key: Entry] = [:]
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    /// How many keys are kept at most.
    let capacity: Int

    /// A cache of at most `capacity` values.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value for `key`, made by `make` if it is not kept.
    func value(for key: Key, make: () -> Value) -> Value {
        let slot = state.withLock { state in
            state.clock += 1
            if let entry = state.entries[key] {
                state.entries[key]?.used = state.clock
                return entry.slot
            }
            if state.entries.count >= capacity,
               let oldest = state.entries.min(by: { $0.value.used < $1.value.used })?.key {
                state.entries[oldest] = nil
            }
            let slot = OnceSlot<Value>()
            state.entries[key] = Entry(slot: slot, used: state.clock)
            return slot
        }
        return slot.value(make)
    }

    /// The value for `key` when it has been made, else nil; never makes it.
    func madeValue(for key: Key) -> Value? {
        state.withLock { $0.entries[key] }?.slot.madeValue
    }

    /// How many keys are kept (for tests).
    var count: Int { state.withLock { $0.entries.count } }
}
