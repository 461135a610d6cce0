import Synchronization

/// The large bodies being sent (see ``TrackedBody``), so that stopping can cut them with a reset.
final class TrackedBodyRegistry: Sendable {
    private let bodies = Mutex<[ObjectIdentifier: TrackedBody]>([:])

    /// Keeps `body` until libmicrohttpd drops its response.
    func add(_ body: TrackedBody) {
        bodies.withLock { $0[ObjectIdentifier(body)] = body }
    }

    /// libmicrohttpd dropped the response of `body` (on the connection's thread, before the
    /// connection is freed).
    func remove(_ body: TrackedBody) {
        _ = bodies.withLock { $0.removeValue(forKey: ObjectIdentifier(body)) }
    }

    /// Resets the connection of every body still being sent.
    ///
    /// Done under the lock: a connection's thread must take it to drop a body's response before
    /// libmicrohttpd frees the connection, so every connection reset here is still alive.
    func resetAll() {
        bodies.withLock { bodies in
            for body in bodies.values { body.resetAtStop() }
        }
    }

    /// How many are being sent.
    var count: Int { bodies.withLock { $0.count } }
}
