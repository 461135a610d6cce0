import CMicroHTTPD
import Synchronization

/// A response body written while it is being sent, such as a stream of server-sent events.
///
/// Put one in ``Response/stream``; the server sends what is written, as it is written, with
/// chunked encoding, until ``close()``. While nothing is pending the connection is suspended
/// (it holds no thread and costs no CPU) and a write resumes it. ``isFinished`` turns true, and
/// the ``onFinish(_:)`` handlers run, once the response is over: closed and sent, or the
/// client gone (a suspended connection learns that the client left only at its next write, so
/// long-lived streams should write something now and then).
public final class ResponseStream: Sendable {
    private let state = Mutex(State())

    private struct State: @unchecked Sendable {
        var pending: [UInt8] = []
        var closed = false
        var finished = false
        /// The connection, once queued; nil again when the response is over.
        var connection: OpaquePointer?
        var suspended = false
        /// How many times libmicrohttpd asked for bytes.
        var reads = 0
        /// Body bytes written to the socket: the offset libmicrohttpd last asked for.
        var written = 0
        var finishHandlers: [@Sendable () -> Void] = []
    }

    /// A stream with nothing written yet.
    public init() {}

    /// Queues `bytes` to be sent; nothing happens once the stream is closed or finished.
    public func write(_ bytes: [UInt8]) {
        state.withLock { state in
            guard !state.closed, !state.finished else { return }
            state.pending += bytes
            resumeIfSuspended(&state)
        }
    }

    /// Queues `text`, UTF-8 encoded.
    public func write(_ text: String) { write(Array(text.utf8)) }

    /// Ends the body once what is pending has been sent.
    public func close() {
        state.withLock { state in
            state.closed = true
            resumeIfSuspended(&state)
        }
    }

    /// True once the response is over: sent to the end, or the client gone.
    public var isFinished: Bool { state.withLock { $0.finished } }

    /// Runs `handler` once when the response is over (at once if it already is).
    public func onFinish(_ handler: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            if state.finished { return true }
            state.finishHandlers.append(handler)
            return false
        }
        if now { handler() }
    }

    // MARK: Called by the server

    /// The stream now belongs to `connection`.
    func attach(to connection: OpaquePointer) {
        state.withLock { $0.connection = connection }
    }

    /// libmicrohttpd asks for up to `max` bytes, every byte before `offset` being written to the
    /// socket: what is pending, the end of the stream (-1), or 0 after suspending the connection
    /// until the next write.
    func read(at offset: UInt64, into buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        state.withLock { state in
            state.reads += 1
            state.written = Int(offset)
            if !state.pending.isEmpty {
                let count = min(max, state.pending.count)
                state.pending.withUnsafeBytes { bytes in
                    UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
                }
                state.pending.removeFirst(count)
                return count
            }
            if state.closed { return -1 }
            guard let connection = state.connection else { return -1 }
            state.suspended = true
            MHD_suspend_connection(connection)
            return 0
        }
    }

    /// How many times libmicrohttpd has asked for bytes: it stays put while the stream waits
    /// suspended, and would climb without end if the connection were polled instead.
    var readCount: Int { state.withLock { $0.reads } }

    /// Body bytes written to the socket so far.
    var bytesWritten: Int { state.withLock { $0.written } }

    /// libmicrohttpd has dropped the response: the stream is over.
    func finish() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            state.finished = true
            state.connection = nil
            state.suspended = false
            state.pending = []
            defer { state.finishHandlers = [] }
            return state.finishHandlers
        }
        for handler in handlers { handler() }
    }

    private func resumeIfSuspended(_ state: inout State) {
        guard state.suspended, let connection = state.connection else { return }
        state.suspended = false
        MHD_resume_connection(connection)
    }
}

extension ResponseStream: BodyProgress {}
