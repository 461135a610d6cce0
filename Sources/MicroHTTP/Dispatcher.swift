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
    let defaults: DefaultHeaders
    let requestsInFlight = Atomic<Int>(0)
    private let lastLibraryMessage = Mutex<String?>(nil)

    /// Marks a request whose headers are in and that has no body (yet): no allocation needed.
    /// A fixed address that is never dereferenced.
    private static var headersOnly: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0x8)! }

    init(responder: any Responder, limits: Limits, securityPolicy: SecurityPolicy, logger: Logger) {
        self.responder = responder
        self.limits = limits
        self.logger = logger
        self.defaults = DefaultHeaders(securityPolicy.fields)
    }

    /// One call of the access handler; `context` is libmicrohttpd's per-request slot.
    func access(_ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
                uploadSize: UnsafeMutablePointer<Int>, uploadData: UnsafePointer<CChar>?,
                context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        guard let marker = context.pointee else {
            requestsInFlight.add(1, ordering: .relaxed)
            context.pointee = Self.headersOnly
            guard let declared = Self.contentLength(connection), declared > limits.bodyBytes else { return .YES }
            return answer(connection, url: url, method: method, body: [], rejection: tooLarge)
        }
        let chunk = uploadSize.pointee
        if chunk > 0 {
            uploadSize.pointee = 0
            let body: RequestBody
            if marker == Self.headersOnly {
                body = RequestBody()
                context.pointee = Unmanaged.passRetained(body).toOpaque()
            } else {
                body = Unmanaged<RequestBody>.fromOpaque(marker).takeUnretainedValue()
            }
            guard body.bytes.count + chunk <= limits.bodyBytes, let uploadData else {
                logger.info("cut off \(String(cString: method)) \(String(cString: url)): body over \(limits.bodyBytes) bytes")
                return .NO
            }
            uploadData.withMemoryRebound(to: UInt8.self, capacity: chunk) {
                body.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: chunk))
            }
            return .YES
        }
        let body = marker == Self.headersOnly ? [] : Unmanaged<RequestBody>.fromOpaque(marker).takeUnretainedValue().bytes
        return answer(connection, url: url, method: method, body: body, rejection: nil)
    }

    /// The request is over (answered, or the client went away): its body, if any, is released.
    func complete(context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        guard let marker = context.pointee else { return }
        context.pointee = nil
        if marker != Self.headersOnly { Unmanaged<RequestBody>.fromOpaque(marker).release() }
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

    private func answer(_ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
                        body: [UInt8], rejection: HTTPError?) -> MHD_Result {
        let (headers, headerBytes) = ConnectionValues.headers(of: connection)
        let (rawQuery, queryBytes) = ConnectionValues.rawQuery(of: connection)
        let path = String(cString: url)
        let parsedMethod = HTTPMethod(cString: method)
        var request = Request(method: parsedMethod ?? .get, path: path, rawQuery: rawQuery, headers: headers, body: body)
        if let violation = rejection ?? limitViolation(method: parsedMethod, targetBytes: path.utf8.count + queryBytes,
                                                       headerBytes: headerBytes) {
            request.rejection = violation
        }
        let response: Response
        do {
            response = try responder.respond(to: request)
        } catch {
            response = ThrownError.response(for: error, to: request, with: PlainTextErrorRenderer(), logger: logger)
        }
        return NativeResponse.queue(response, on: connection, defaults: defaults)
    }

    private func limitViolation(method: HTTPMethod?, targetBytes: Int, headerBytes: Int) -> HTTPError? {
        if method == nil { return HTTPError(.badRequest, "the request method is not a valid token") }
        if targetBytes > limits.targetBytes {
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

/// The body of a request as it arrives, for the requests that have one.
final class RequestBody {
    var bytes: [UInt8] = []
}
