import Glibc
import Synchronization

/// Server-sent events to every subscriber at once: each subscriber is a ``ResponseStream``
/// answering one `GET` with `text/event-stream`.
///
/// A comment line goes to every subscriber every `heartbeat`, so connections of clients that
/// left are noticed and dropped (a suspended connection learns it only when written to).
public final class EventChannel: Sendable {
    private let subscribers = Mutex<[ObjectIdentifier: ResponseStream]>([:])
    private let heartbeat: Duration
    private let beating = Atomic<Bool>(false)

    /// A channel whose subscribers hear a heartbeat every `heartbeat`.
    public init(heartbeat: Duration = .seconds(15)) {
        self.heartbeat = heartbeat
    }

    /// A new subscriber's response: `text/event-stream`, never cached or compressed, which
    /// first tells the client to reconnect after `retry` when the connection drops.
    public func subscribe(retry: Duration = .seconds(2)) -> Response {
        let stream = ResponseStream()
        let id = ObjectIdentifier(stream)
        subscribers.withLock { $0[id] = stream }
        stream.onFinish { [weak self] in self?.subscribers.withLock { _ = $0.removeValue(forKey: id) } }
        stream.write("retry: \(retry.components.seconds * 1000 + retry.components.attoseconds / 1_000_000_000_000_000)\n\n")
        startHeartbeat()
        var response = Response(contentType: MediaType("text/event-stream; charset=utf-8"),
                                headers: ["Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no"])
        response.stream = stream
        return response
    }

    /// Sends an event to every subscriber: `event: <name>` and `data: <line>` for each line of
    /// `data`. Line breaks of any kind are removed from the name and split the data, so neither
    /// can start a field of its own.
    public func send(event name: String, data: String = "") {
        var message = "event: \(String(name.filter { !$0.isNewline }))\n"
        for line in data.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            message += "data: \(line)\n"
        }
        broadcast(message + "\n")
    }

    /// Ends every subscriber's stream (before the server stops).
    public func closeAll() {
        for stream in subscribers.withLock({ Array($0.values) }) { stream.close() }
    }

    /// How many clients are listening.
    public var subscriberCount: Int { subscribers.withLock { $0.count } }

    private func broadcast(_ text: String) {
        let bytes = Array(text.utf8)
        for stream in subscribers.withLock({ Array($0.values) }) { stream.write(bytes) }
    }

    /// Starts the heartbeat thread once; it ends when the channel is gone.
    private func startHeartbeat() {
        guard beating.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        let interval = heartbeat
        Thread.detach { [weak self] in
            while true {
                Thread.sleep(interval)
                guard let channel = self else { return }
                channel.broadcast(": heartbeat\n\n")
            }
        }
    }
}

/// The few thread operations the channel needs, on POSIX threads.
enum Thread {
    /// Runs `body` on a new detached thread.
    static func detach(_ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable { let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body } }
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        if created == 0 { pthread_detach(thread) } else { Unmanaged<Box>.fromOpaque(box).release() }
    }

    /// Sleeps the calling thread.
    static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var remaining = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var request = remaining
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
