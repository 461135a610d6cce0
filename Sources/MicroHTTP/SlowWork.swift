/// Work too slow for a server's event-loop threads: rendering a page, a preview, a token file,
/// a diff, a search index.
///
/// Each of libmicrohttpd's threads serves every connection it holds, so one thread busy rendering
/// keeps all of them waiting, a readiness probe among them. A responder about to do slow work
/// therefore calls ``start()`` first. On an event-loop thread it throws: the server drops that
/// first pass's answer, suspends the connection, and answers the request again on one of its
/// render threads (``Limits/renderThreads``), where ``start()`` returns at once; the connection is
/// resumed with that answer. Cached answers never call it and cost nothing more. When every
/// render thread is busy and ``Limits/queuedRenders`` requests already wait, the thrown error is
/// the answer, rendered like any other: 503 Service Unavailable with `Retry-After`.
///
/// Anywhere but an event-loop thread (a render thread, a test calling a responder, an export),
/// ``start()`` returns at once.
public enum SlowWork {
    /// What the first pass of the request on the calling thread asked for.
    enum Outcome {
        /// Nothing slow: its answer is sent.
        case none
        /// A render thread was reserved: the request is answered again there.
        case deferred
        /// Every render thread and queue place was taken: its answer (the 503) is sent.
        case refused
    }

    /// The calling thread's first pass: only that thread reads or writes it (`@unchecked`).
    final class Slot: @unchecked Sendable {
        /// The render threads of the server whose event loop this thread runs, during a first pass.
        var queue: RenderQueue?
        /// What the first pass asked for so far.
        var outcome = Outcome.none
    }

    /// One slot per thread.
    static let slots = PerThread { Slot() }

    /// The seconds a refused client is asked to wait (`Retry-After`).
    public static let retryAfterSeconds = 1

    /// The error ``start()`` throws on an event-loop thread: the answer sent when the request
    /// cannot be queued for a render thread.
    public static var busy: HTTPError {
        HTTPError(.serviceUnavailable, "the server is busy rendering other answers; try again in a moment",
                  headers: ["Retry-After": String(retryAfterSeconds)])
    }

    /// Call before slow work: throws ``busy`` on a server's event-loop thread (the request then
    /// moves to a render thread, or is refused with it when they are full); returns anywhere else.
    public static func start() throws(HTTPError) {
        let slot = slots.current
        guard let queue = slot.queue else { return }
        if slot.outcome == .none { slot.outcome = queue.reserve() ? .deferred : .refused }
        throw busy
    }

    /// True on an event-loop thread whose request has just been moved to a render thread: what
    /// is made for it now is dropped, so an error renderer may skip its work for ``busy``.
    public static var isDeferred: Bool {
        slots.withCurrent { $0.queue != nil && $0.outcome == .deferred }
    }

    /// Runs `body`, the first pass of a request on an event-loop thread served by `queue`; true
    /// with its result when ``start()`` reserved a render thread for the request.
    static func firstPass<Result>(on queue: RenderQueue, _ body: () -> Result) -> (Result, deferred: Bool) {
        slots.withCurrent { slot in
            slot.queue = queue
            slot.outcome = .none
        }
        let result = body()
        let outcome = slots.withCurrent { slot in
            slot.queue = nil
            return slot.outcome
        }
        return (result, outcome == .deferred)
    }
}
