import CMicroHTTPD
import Synchronization

/// A request being answered on a render thread while its connection waits suspended (see
/// ``SlowWork``): the render thread hands the answer over and resumes the connection, and the
/// event-loop thread that owns the connection queues it.
final class DeferredAnswer: Sendable {
    /// Where the answer is.
    private enum Phase {
        /// Being made on a render thread.
        case waiting
        /// Handed over; the connection is resumed.
        case answered(Response)
        /// Queued on the connection.
        case taken
    }

    /// The connection (used only to resume it, under the lock) and the phase.
    private struct State: @unchecked Sendable {
        let connection: OpaquePointer
        var phase = Phase.waiting
    }

    private let state: Mutex<State>

    /// The answer to come for the request on `connection`, which the caller suspends.
    init(connection: OpaquePointer) {
        state = Mutex(State(connection: connection))
    }

    /// Hands `response` over and resumes the connection; does nothing when an answer was already
    /// given (the server stopping answers for the render threads it does not wait for).
    func answer(_ response: Response) {
        state.withLock { state in
            guard case .waiting = state.phase else { return }
            state.phase = .answered(response)
            MHD_resume_connection(state.connection)
        }
    }

    /// The answer, once handed over; nil before, and after it was taken.
    func take() -> Response? {
        state.withLock { state in
            guard case .answered(let response) = state.phase else { return nil }
            state.phase = .taken
            return response
        }
    }
}

/// The deferred answers of a server still waiting, which a stopping server must answer itself:
/// libmicrohttpd cannot stop while a connection is suspended.
typealias DeferredAnswers = ObjectRegistry<DeferredAnswer>

extension ObjectRegistry where Object == DeferredAnswer {
    /// Answers every waiting request with `response`, resuming their connections.
    func answerAll(with response: Response) {
        for answer in removeAll() { answer.answer(response) }
    }
}
