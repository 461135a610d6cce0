import CMicroHTTPD

/// How a response ended on the wire: sent to its end, or cut short, and how much of its body the
/// client got.
public struct Delivery: Sendable, Equatable {
    /// Why a response ended, from libmicrohttpd's termination code.
    public enum Ending: String, Sendable {
        /// Sent to its end (`MHD_REQUEST_TERMINATED_COMPLETED_OK`).
        case complete
        /// Cut because the server stopped (`DAEMON_SHUTDOWN`); the connection was reset.
        case shutdown
        /// The client went away (`CLIENT_ABORT`).
        case clientAbort = "client-abort"
        /// The client's connection failed while the request was read (`READ_ERROR`).
        case readError = "read-error"
        /// The client was idle longer than the connection timeout (`TIMEOUT_REACHED`).
        case timeout
        /// A socket or protocol error, or the client closed its side while the response was
        /// being sent (`WITH_ERROR`).
        case error
    }

    /// The status line's code that was sent.
    public var status: Int
    /// Why the response ended.
    public var ending: Ending
    /// Body bytes known to have reached the client: all of them when ``ending`` is
    /// ``Ending/complete``, else a lower bound (see ``TrackedBody``).
    public var bodyBytesSent: Int
    /// The whole body's size; nil for a streamed body, whose size is not known in advance.
    public var bodyBytes: Int?

    /// Creates a delivery report.
    public init(status: Int, ending: Ending, bodyBytesSent: Int, bodyBytes: Int?) {
        self.status = status
        self.ending = ending
        self.bodyBytesSent = bodyBytesSent
        self.bodyBytes = bodyBytes
    }

    /// True unless the response was sent to its end.
    public var wasCut: Bool { ending != .complete }
}

extension Delivery.Ending {
    /// The ending libmicrohttpd reports with `code`.
    init(_ code: MHD_RequestTerminationCode) {
        switch code {
        case .REQUEST_TERMINATED_COMPLETED_OK: self = .complete
        case .REQUEST_TERMINATED_DAEMON_SHUTDOWN: self = .shutdown
        case .REQUEST_TERMINATED_CLIENT_ABORT: self = .clientAbort
        case .REQUEST_TERMINATED_READ_ERROR: self = .readError
        case .REQUEST_TERMINATED_TIMEOUT_REACHED: self = .timeout
        default: self = .error
        }
    }
}

/// Is told, once, how a response ended on the wire; set one as ``Response/deliveryObserver``.
///
/// Called on a server thread after the last byte was handed to the socket or the response was
/// cut, so it must be quick (the access log writes its line here).
public protocol DeliveryObserver: AnyObject, Sendable {
    /// The response is over.
    func responseEnded(_ delivery: Delivery)
}

/// A queued response whose end someone waits for: what the report needs besides the ending.
struct PendingDelivery {
    let observer: any DeliveryObserver
    let status: Int
    /// The whole body's size (nil for a stream).
    let bodyBytes: Int?
    /// How far a large or streamed body has gone; nil for a body sent from one buffer.
    let progress: (any BodyProgress)?

    /// The report for a response that ended with `ending`, measured on `connection` (whose socket
    /// is still open while libmicrohttpd reports the end).
    func report(_ ending: Delivery.Ending, on connection: OpaquePointer) -> Delivery {
        let sent: Int
        if let progress {
            sent = ending == .complete ? (bodyBytes ?? progress.bytesWritten) : progress.bytesDelivered(on: connection)
        } else {
            // A body in one buffer: libmicrohttpd reports no progress, so a cut one counts as
            // nothing known delivered.
            sent = ending == .complete ? (bodyBytes ?? 0) : 0
        }
        return Delivery(status: status, ending: progress?.wasResetAtStop == true ? .shutdown : ending,
                        bodyBytesSent: sent, bodyBytes: bodyBytes)
    }
}
