/// The large bodies being sent (see ``TrackedBody``), so that stopping can cut them with a reset.
/// A body is added when its response is queued, and removed when libmicrohttpd drops the
/// response (on the connection's thread, before the connection is freed).
typealias TrackedBodyRegistry = ObjectRegistry<TrackedBody>

extension ObjectRegistry where Object == TrackedBody {
    /// Resets the connection of every body still being sent.
    ///
    /// Done under the lock: a connection's thread must take it to drop a body's response before
    /// libmicrohttpd frees the connection, so every connection reset here is still alive.
    func resetAll() {
        forEach { $0.resetAtStop() }
    }
}
