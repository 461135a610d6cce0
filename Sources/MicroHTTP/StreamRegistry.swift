import Synchronization

/// The streamed responses a server is sending, so that stopping can end them first:
/// libmicrohttpd must not be stopped while a connection is suspended.
final class StreamRegistry: Sendable {
    private let streams = Mutex<[ObjectIdentifier: ResponseStream]>([:])

    /// Keeps `stream` until it finishes.
    func register(_ stream: ResponseStream) {
        let id = ObjectIdentifier(stream)
        streams.withLock { $0[id] = stream }
        stream.onFinish { [weak self] in self?.streams.withLock { _ = $0.removeValue(forKey: id) } }
    }

    /// Closes every stream (each resumes, sends what is pending, and ends).
    func closeAll() {
        for stream in streams.withLock({ Array($0.values) }) { stream.close() }
    }

    /// How many are open.
    var count: Int { streams.withLock { $0.count } }
}
