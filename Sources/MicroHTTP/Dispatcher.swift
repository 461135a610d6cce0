import CMicroHTTPD
import Glibc
import Logging
import Synchronization

/// The bridge between libmicrohttpd's callbacks and a ``Responder``.
///
/// libmicrohttpd calls the access handler several times per request: once when the headers are
/// in, once per chunk of body, and once more when the body is complete. The response is queued
/// on that last (at least second) call: queuing on the first call makes libmicrohttpd 0.9.75
/// close the connection after every response. The exceptions close the connection on purpose:
/// a body declared larger than the limit (413) and ambiguous framing (400), answered at once;
/// a body that grows past the limit while streaming cannot be answered mid-upload and is cut off.
final class Dispatcher: Sendable {
    let responder: any Responder
    let limits: Limits
    let logger: Logger
    let defaults: DefaultHeaders
    let requestsInFlight = Atomic<Int>(0)
    /// False once the server is stopping: new connections are closed as they arrive.
    let acceptsConnections = Atomic<Bool>(true)
    /// The streamed responses being sent.
    let streams = StreamRegistry()
    /// The open connections, for the request head deadline.
    let connections = ConnectionRegistry()
    private let lastLibraryMessage = Mutex<String?>(nil)

    init(responder: any Responder, limits: Limits, securityPolicy: SecurityPolicy, logger: Logger) {
        self.responder = responder
        self.limits = limits
        self.logger = logger
        self.defaults = DefaultHeaders(securityPolicy.fields)
    }

    /// The request line arrived, before libmicrohttpd parses the query: a target over the limits
    /// is rejected here, and its query emptied so the library does not spend its memory on it.
    ///
    /// `uri` points into libmicrohttpd's own read buffer, which the library itself rewrites in
    /// place while parsing; 0.9.75 looks for the query only after this callback returns.
    func inspect(uri: UnsafePointer<CChar>) -> UnsafeMutableRawPointer? {
        guard let problem = RequestTarget.problem(rawTarget: uri, limits: limits) else { return nil }
        if let questionMark = strchr(uri, Int32(UInt8(ascii: "?"))) {
            UnsafeMutablePointer(mutating: questionMark + 1).pointee = 0
        }
        return Unmanaged.passRetained(RequestState(rejection: problem)).toOpaque()
    }

    /// One call of the access handler; `context` is libmicrohttpd's per-request slot.
    func access(_ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
                version: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
                uploadData: UnsafePointer<CChar>?, context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        let marker = context.pointee
        let state = marker.flatMap { $0 == RequestState.headersOnly ? nil : Unmanaged<RequestState>.fromOpaque($0).takeUnretainedValue() }
        if marker == nil || state?.counted == false {
            requestsInFlight.add(1, ordering: .relaxed)
            connections.headArrived(on: connection)
            state?.counted = true
            if let refusal = Framing.refusal(of: connection, bodyLimit: limits.bodyBytes) {
                return answer(connection, url: url, method: method, version: version, body: [], rejection: refusal)
            }
            if marker == nil { context.pointee = RequestState.headersOnly }
            return .YES
        }
        let chunk = uploadSize.pointee
        if chunk > 0 {
            uploadSize.pointee = 0
            let receiver = state ?? {
                let created = RequestState()
                created.counted = true
                context.pointee = Unmanaged.passRetained(created).toOpaque()
                return created
            }()
            if receiver.rejection != nil { return .YES }
            guard receiver.body.count + chunk <= limits.bodyBytes, let uploadData else {
                logger.info("cut off \(String(cString: method)) \(String(cString: url)): body over \(limits.bodyBytes) bytes")
                return .NO
            }
            uploadData.withMemoryRebound(to: UInt8.self, capacity: chunk) {
                receiver.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: chunk))
            }
            return .YES
        }
        return answer(connection, url: url, method: method, version: version, body: state?.body ?? [],
                      rejection: state?.rejection)
    }

    /// The request is over (answered, or the client went away): its state, if any, is released,
    /// and the connection waits for its next request head.
    func complete(_ connection: OpaquePointer, context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        connections.readyForNextHead(on: connection)
        guard let marker = context.pointee else { return }
        context.pointee = nil
        if marker == RequestState.headersOnly {
            requestsInFlight.subtract(1, ordering: .relaxed)
            return
        }
        let state = Unmanaged<RequestState>.fromOpaque(marker).takeRetainedValue()
        if state.counted { requestsInFlight.subtract(1, ordering: .relaxed) }
    }

    /// A line from libmicrohttpd's own error log.
    func libraryLog(_ message: String) {
        let line = String(message.trimmingCharacters(in: " \t\n"))
        lastLibraryMessage.withLock { $0 = line }
        logger.debug("libmicrohttpd: \(line)")
    }

    /// The last thing libmicrohttpd logged, to explain a failed start.
    var lastLibraryLine: String? { lastLibraryMessage.withLock { $0 } }

    private func answer(_ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
                        version: UnsafePointer<CChar>?, body: [UInt8], rejection: HTTPError?) -> MHD_Result {
        let (headers, headerBytes) = ConnectionValues.headers(of: connection)
        let rawQuery = ConnectionValues.rawQuery(of: connection)
        let parsedMethod = HTTPMethod(cString: method)
        let request = Request(method: parsedMethod ?? .get, path: String(cString: url), rawQuery: rawQuery,
                              headers: headers, body: body,
                              rejection: rejection ?? violation(method: parsedMethod, version: version,
                                                                headers: headers, headerBytes: headerBytes))
        var response: Response
        do {
            response = try responder.respond(to: request)
        } catch {
            response = ThrownError.response(for: error, to: request, with: PlainTextErrorRenderer(), logger: logger)
        }
        if let rejection = request.rejection, response.status.code < 400 {
            response = PlainTextErrorRenderer().response(for: rejection, to: request)
        }
        return NativeResponse.queue(response, on: connection, defaults: defaults, streams: streams, logger: logger)
    }

    private func violation(method: HTTPMethod?, version: UnsafePointer<CChar>?, headers: Headers,
                           headerBytes: Int) -> HTTPError? {
        if method == nil { return HTTPError(.badRequest, "the request method is not a valid token") }
        if headerBytes > limits.headerBytes {
            return HTTPError(.requestHeaderFieldsTooLarge, "the request headers exceed \(limits.headerBytes) bytes")
        }
        if let version, strcmp(version, "HTTP/1.1") == 0, !headers.contains("Host") {
            return HTTPError(.badRequest, "an HTTP/1.1 request must carry a Host header")
        }
        return nil
    }
}
