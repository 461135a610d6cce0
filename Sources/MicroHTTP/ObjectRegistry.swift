import Synchronization

/// Objects kept by identity until removed, so that a stopping server can reach every one still
/// under way: the large bodies being sent (``TrackedBodyRegistry``), the requests waiting for a
/// render thread (``DeferredAnswers``).
final class ObjectRegistry<Object: AnyObject & Sendable>: Sendable {
    private let objects = Mutex<[ObjectIdentifier: Object]>([:])

    /// An empty registry.
    init() {}

    /// Keeps `object` until it is removed.
    func add(_ object: Object) {
        objects.withLock { $0[ObjectIdentifier(object)] = object }
    }

    /// Forgets `object`.
    func remove(_ object: Object) {
        _ = objects.withLock { $0.removeValue(forKey: ObjectIdentifier(object)) }
    }

    /// Calls `body` with every object, under the lock: none is removed meanwhile.
    func forEach(_ body: (Object) -> Void) {
        objects.withLock { objects in
            for object in objects.values { body(object) }
        }
    }

    /// Forgets every object, and returns them.
    func removeAll() -> [Object] {
        objects.withLock { objects in
            defer { objects = [:] }
            return Array(objects.values)
        }
    }

    /// How many are kept.
    var count: Int { objects.withLock { $0.count } }
}
