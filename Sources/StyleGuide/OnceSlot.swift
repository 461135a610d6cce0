import MicroHTTP
import Synchronization

/// A value made at most once, on first use, then read without a lock.
///
/// Reading a filled slot is one acquiring atomic load. The first readers of an empty slot take
/// its lock: one makes the value while the others wait for it, so a large answer is never made
/// twice at once. Used for what a Snapshot could render at load but renders on first request.
final class OnceSlot<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The made value, retained by the slot once stored; nil until then.
    private let stored = Atomic<Unmanaged<Box>?>(nil)
    /// Held while the value is made.
    private let making = Mutex<Void>(())

    /// An empty slot.
    init() {}

    /// The value, made by `make` if this is the first use.
    func value(_ make: () -> Value) -> Value {
        if let box = stored.load(ordering: .acquiring) { return box.takeUnretainedValue().value }
        return making.withLock { _ in
            if let box = stored.load(ordering: .acquiring) { return box.takeUnretainedValue().value }
            let value = make()
            stored.store(Unmanaged.passRetained(Box(value)), ordering: .releasing)
            return value
        }
    }

    /// The value, made by `make` if this is the first use, which is slow work: on a server's event
    /// loop, the request moves to a render thread before anything is made (``SlowWork/start()``).
    func slowValue(_ make: () -> Value) throws(HTTPError) -> Value {
        if let made = madeValue { return made }
        try SlowWork.start()
        return value(make)
    }

    /// The value when it has been made, else nil; never makes it.
    var madeValue: Value? { stored.load(ordering: .acquiring)?.takeUnretainedValue().value }

    deinit { stored.load(ordering: .acquiring)?.release() }
}
