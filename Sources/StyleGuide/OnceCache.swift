import Synchronization

/// Values made at most once per key, on first use, for up to `capacity` keys: a new key past the
/// bound starts the cache over. The first readers of a key wait for one of them to make its value
/// (see ``OnceSlot``), so a large value is never made twice at once.
final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let slots = Mutex<[Key: OnceSlot<Value>]>([:])
    /// How many keys are kept at most.
    let capacity: Int

    /// A cache of at most `capacity` values.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value for `key`, made by `make` if this is its first use.
    func value(for key: Key, make: () -> Value) -> Value {
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            if slots.count >= capacity { slots = [:] }
            let slot = OnceSlot<Value>()
            slots[key] = slot
            return slot
        }
        return slot.value(make)
    }

    /// The value for `key` when it has been made, else nil; never makes it.
    func madeValue(for key: Key) -> Value? {
        slots.withLock { $0[key] }?.madeValue
    }
}
