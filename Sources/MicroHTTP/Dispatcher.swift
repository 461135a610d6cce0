import CMicroHTTPD
import Logging
import Synchronization

/// The bridge between libmicrohttpd's callbacks and a ``Responder``.
///
/// libmicrohttpd calls the access handler several times per request: once when the headers are
/// in, once per chunk of body, and once more when the body is complete. The response is queued
/// on that last (at least second) call: queuing on the first call makes libmicrohttpd 0.9.75
/// close the connection after every response. The one exception is a body declared larger than
/// the limit: it is answered 413 at once and the connection closed. A body that grows past the
/// limit while streaming (chunked) cannot be answered mid-upload, so its connection is cut off.
final class Dispatcher: Sendable {
    let responder: any Responder
    let limits: Limits
    let logger: Logger
    let requestsInFlight = Atomic<Int>(0)
    private let lastLibraryMessage = Mutex<String?>(nil)

    init(responder: any Responder, limits: Limits, logger: Logger) {
        self.responder = responder
        self.limits = limits
        self.logger = logger
    }

    /// The request line arrived: the per-request state is created here, with the raw target.
    func begin(target: String) -> UnsafeMutableRawPointer {
        requestsInFlight.add(1, ordering: .relaxed)
        return Unmanaged.passRetained(RequestState(target: target)).toOpaque()
    }

    /// One call of the access handler.
    func access(_ connection: OpaquePointer, method: UnsafePointer<CChar>, uploadSize: UnsafeMutablePointer<Int>,
                uploadData: UnsafePointer<CChar>?, state raw: UnsafeMutableRawPointer) -> MHD_Result {
        let state = Unmanaged<RequestState>.fromOpaque(raw).takeUnretainedValue()
        if !state.headersSeen {
            state.headersSeen = true
            guard let declared = Self.contentLength(connection), declared > limits.bodyBytes else { return .YES }
            state.rejection = tooLarge
            return answer(connection, method: method, state: state)
        }
        let chunk = uploadSize.pointee
        if chunk > 0 {
            uploadSize.pointee = 0
            guard state.body.count + chunk <= limits.bodyBytes, let uploadData else {
                logger.info("cut off \(String(cString: method)) \(state.target): body over \(limits.bodyBytes) bytes")
                return .NO
            }
            uploadData.withMemoryRebound(to: UInt8.self, capacity: chunk) {
                state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: chunk))
            }
            return .YES
        }
        return answer(connection, method: method, state: state)
    }

    /// The request is over (answered, or the client went away): its state is released.
    func complete(state raw: UnsafeMutableRawPointer) {
        Unmanaged<RequestState>.fromOpaque(raw).release()
        requestsInFlight.subtract(1, ordering: .relaxed)
    }

    /// A line from libmicrohttpd's own error log.
    func libraryLog(_ message: String) {
        let line = message.trimmingSpaces().trimmingCharacters(in: "\n")
        lastLibraryMessage.withLock { $0 = String(line) }
        logger.debug("libmicrohttpd: \(line)")
    }

    /// The last thing libmicrohttpd logged, to explain a failed start.
    var lastLibraryLine: String? { lastLibraryMessage.withLock { $0 } }

    private var tooLarge: HTTPError {
        HTTPError(.contentTooLarge, "the request body exceeds \(limits.bodyBytes) bytes")
    }

    private func answer(_ connection: OpaquePointer, method: UnsafePointer<CChar>, state: RequestState) -> MHD_Result {
        let (headers, headerBytes) = ConnectionValues.headers(of: connection)
        let parsedMethod = HTTPMethod(cString: method)
        var request = Request(method: parsedMethod ?? .get, target: state.target, headers: headers, body: state.body)
        if let violation = state.rejection ?? limitViolation(method: parsedMethod, target: state.target, headerBytes: headerBytes) {
            request.rejection = violation
        }
        let response: Response
        do {
            response = try responder.respond(to: request)
        } catch {
            logger.error("unhandled error answering \(request.method) \(request.path): \(error)")
            response = PlainTextErrorRenderer().response(
                for: HTTPError(.internalServerError, "the server failed to answer this request"), to: request)
        }
        return NativeResponse.queue(response, on: connection)
    }

    private func limitViolation(method: HTTPMethod?, target: String, headerBytes: Int) -> HTTPError? {
        if method == nil { return HTTPError(.badRequest, "the request method is not a valid token") }
        if target.utf8.count > limits.targetBytes {
            return HTTPError(.uriTooLong, "the request target exceeds \(limits.targetBytes) bytes")
        }
        if headerBytes > limits.headerBytes {
            return HTTPError(.requestHeaderFieldsTooLarge, "the request headers exceed \(limits.headerBytes) bytes")
        }
        return nil
    }

    private static func contentLength(_ connection: OpaquePointer) -> Int? {
        guard let value = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") else { return nil }
        return Int(String(cString: value))
    }
}

/// What the server keeps for one request between callbacks.
final class RequestState {
    let target: String
    var headersSeen = false
    var body: [UInt8] = []
    var rejection: HTTPError?

    init(target: String) { self.target = target }
}
