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
/// a target holding a NUL, ambiguous or unsupported framing and a body declared larger than the
/// limit are answered at once (see ``Framing``). A body that grows past the limit while it
/// arrives (a chunked one) can be answered only once it has ended: libmicrohttpd accepts no
/// response in between. Its rest is read and dropped, up to ``Framing/discardAllowance(bodyLimit:)``
/// bytes, then answered 413 with `Connection: close`; a client that sends more is cut off.
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
    let connections: ConnectionRegistry
    /// The large bodies being sent.
    let bodies = TrackedBodyRegistry()
    /// The render threads slow work moves to (see ``SlowWork``).
    let renders: RenderQueue
    /// The requests waiting for a render thread's answer, suspended.
    let deferredAnswers = DeferredAnswers()
    private let lastLibraryMessage = Mutex<String?>(nil)
    /// The responder, when it says which of its answers may be sent again, and the answers kept
    /// (nil when ``Limits/answerCacheBytes`` is 0).
    let reusable: (responder: any ReusableAnswers, answers: AnswerCache)?

    init(responder: any Responder, limits: Limits, securityPolicy: SecurityPolicy, logger: Logger,
         credentials: TLSCredentialStore? = nil) {
        self.responder = responder
        if let reusing = responder as? any ReusableAnswers, limits.answerCacheBytes > 0 {
            reusable = (reusing, AnswerCache(byteLimit: limits.answerCacheBytes))
        } else {
            reusable = nil
        }
        connections = ConnectionRegistry(credentials: credentials)
        self.limits = limits
        self.logger = logger
        self.defaults = DefaultHeaders(securityPolicy.fields)
        renders = RenderQueue(threads: limits.renderThreads, queued: limits.queuedRenders)
    }

    /// The request line arrived, before libmicrohttpd parses the query: a target over the limits
    /// is rejected here, and its query emptied so the library does not spend its memory on it.
    /// Otherwise the target's length as a C string is kept in the request's slot, to find a NUL
    /// in it later (see ``RequestTarget/nulProblem(url:version:cStringLength:)``).
    ///
    /// `uri` points into libmicrohttpd's own read buffer, which the library itself rewrites in
    /// place while parsing; 0.9.75 looks for the query only after this callback returns.
    func inspect(uri: UnsafePointer<CChar>) -> UnsafeMutableRawPointer? {
        guard let problem = RequestTarget.problem(rawTarget: uri, limits: limits) else {
            return RequestSlot.targetSeen(cStringLength: strlen(uri))
        }
        if let questionMark = strchr(uri, Int32(UInt8(ascii: "?"))) {
            UnsafeMutablePointer(mutating: questionMark + 1).pointee = 0
        }
        return Unmanaged.passRetained(RequestState(rejection: problem)).toOpaque()
    }

    /// One call of the access handler; `context` is libmicrohttpd's per-request slot.
    func access(_ connection: OpaquePointer, url: UnsafePointer<CChar>, method: UnsafePointer<CChar>,
                version: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
                uploadData: UnsafePointer<CChar>?, context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        var state: RequestState?, seenLength: Int?, firstCall = false
        switch RequestSlot(context.pointee) {
        case .empty: firstCall = true
        case .targetSeen(let length): (firstCall, seenLength) = (true, length)
        case .headersOnly: break
        case .state(let existing): (state, firstCall) = (existing, !existing.counted)
        }
        if firstCall {
            requestsInFlight.add(1, ordering: .relaxed)
            connections.headArrived(on: connection)
            state?.counted = true
            if state == nil { context.pointee = RequestState.headersOnly }
            let refusal = seenLength.flatMap { RequestTarget.nulProblem(url: url, version: version, cStringLength: $0) }
                ?? Framing.refusal(of: connection, limits: limits)
            if let refusal {
                return answer(connection, url: url, method: method, version: version, body: [], rejection: refusal,
                              context: context)
            }
            return .YES
        }
        let chunk = uploadSize.pointee
        if chunk > 0 {
            uploadSize.pointee = 0
            let receiver = state ?? Self.newState(in: context)
            if receiver.rejection != nil {
                receiver.discarded += chunk
                guard receiver.discarded <= Framing.discardAllowance(bodyLimit: limits.bodyBytes) else {
                    logger.info("cut off \(String(cString: method)) \(String(cString: url)): refused, and its body goes on")
                    return .NO
                }
                return .YES
            }
            guard receiver.body.count + chunk <= limits.bodyBytes, let uploadData else {
                receiver.discarded = receiver.body.count + chunk
                receiver.body = []
                receiver.rejection = Framing.bodyTooLarge(limit: limits.bodyBytes)
                return .YES
            }
            uploadData.withMemoryRebound(to: UInt8.self, capacity: chunk) {
                receiver.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: chunk))
            }
            return .YES
        }
        return answer(connection, url: url, method: method, version: version, body: state?.body ?? [],
                      rejection: state?.rejection, context: context)
    }

    /// The request is over (answered, cut, or the client went away): whoever waits for its
    /// response's end is told, and its state, if any, is released. When the server stops,
    /// every request still in flight gets an abortive close (a reset, not a FIN after a short body).
    func complete(context: UnsafeMutablePointer<UnsafeMutableRawPointer?>, connection: OpaquePointer?,
                  termination: MHD_RequestTerminationCode) {
        let raw = context.pointee
        if let connection { connections.readyForNextHead(on: connection) }
        context.pointee = nil
        switch RequestSlot(raw) {
        case .empty, .targetSeen:
            break
        case .headersOnly:
            requestsInFlight.subtract(1, ordering: .relaxed)
        case .state:
            let state = Unmanaged<RequestState>.fromOpaque(raw!).takeRetainedValue()
            if let delivery = state.delivery, let connection {
                delivery.observer.responseEnded(delivery.report(Delivery.Ending(termination), on: connection))
            }
            if state.counted { requestsInFlight.subtract(1, ordering: .relaxed) }
        }
        if termination == .REQUEST_TERMINATED_DAEMON_SHUTDOWN, let connection {
            ConnectionSocket.closeAbortively(connection)
        }
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
                        version: UnsafePointer<CChar>?, body: [UInt8], rejection: HTTPError?,
                        context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        let parsedMethod = HTTPMethod(cString: method)
        if let state = RequestSlot(context.pointee).state, let deferred = state.deferred {
            // Resumed: a render thread has answered.
            state.deferred = nil
            guard let response = deferred.take() else { return .NO }
            return queue(response, method: parsedMethod, on: connection, context: context)
        }
        var keeping: KeptAnswerSlot?
        if rejection == nil, body.isEmpty, let parsedMethod {
            switch answerAgain(connection, url: url, method: method, parsedMethod: parsedMethod, version: version, context: context) {
            case .answered(let result): return result
            case .keepAs(let slot): keeping = slot
            case .none: break
            }
        }
        let (headers, headerBytes) = ConnectionValues.headers(of: connection)
        let rawQuery = ConnectionValues.rawQuery(of: connection)
        let request = Request(method: parsedMethod ?? .get, path: String(cString: url), rawQuery: rawQuery,
                              headers: headers, body: body,
                              rejection: rejection ?? violation(method: parsedMethod, version: version,
                                                                headers: headers, headerBytes: headerBytes),
                              peer: ConnectionValues.peer(of: connection))
        let (response, deferred) = SlowWork.firstPass(on: renders) { respond(to: request) }
        if deferred { return answerOnRenderThread(request, connection: connection, context: context) }
        return queue(response, method: parsedMethod, on: connection, context: context,
                     keeping: request.rejection == nil ? keeping : nil)
    }

    /// The responder's answer to `request`, whatever it throws; a request refused before it ran
    /// gets its refusal unless the responder answered with an error of its own.
    private func respond(to request: Request) -> Response {
        var response: Response
        do {
            response = try responder.respond(to: request)
        } catch {
            response = ThrownError.response(for: error, to: request, with: PlainTextErrorRenderer(), logger: logger)
        }
        if let rejection = request.rejection, response.status.code < 400 {
            let observer = response.deliveryObserver
            response = PlainTextErrorRenderer().response(for: rejection, to: request)
            response.deliveryObserver = observer
        }
        return response
    }

    /// Suspends the connection and answers `request` again on a render thread, in the place its
    /// first pass reserved; the connection is resumed with the answer (see ``SlowWork``).
    private func answerOnRenderThread(_ request: Request, connection: OpaquePointer,
                                      context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        let state = RequestSlot(context.pointee).state ?? Self.newState(in: context)
        let deferred = DeferredAnswer(connection: connection)
        state.deferred = deferred
        deferredAnswers.add(deferred)
        MHD_suspend_connection(connection)
        let submitted = renders.submit({ [self] in respond(to: request) }, then: { [deferredAnswers] response in
            deferredAnswers.remove(deferred)
            deferred.answer(response)
        })
        if !submitted {
            deferredAnswers.remove(deferred)
            deferred.answer(Self.stoppingResponse)
        }
        return .YES
    }

    /// What requests still waiting for a render thread get when the server stops.
    static var stoppingResponse: Response {
        var response = Response(status: .serviceUnavailable, contentType: .plainText,
                                body: Payload("503 Service Unavailable: the server is stopping\n"))
        response.headers.set("Retry-After", String(SlowWork.retryAfterSeconds))
        return response
    }

    /// Queues `response` on the connection, and notes who waits for its end; keeps it for
    /// requests with the same key when `keeping` gives one and the response may be kept.
    private func queue(_ response: Response, method: HTTPMethod?, on connection: OpaquePointer,
                       context: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
                       keeping: KeptAnswerSlot? = nil) -> MHD_Result {
        let (result, progress) = keeping.flatMap { queueKeeping(response, on: connection, as: $0) }
            ?? NativeResponse.queue(response, on: connection, defaults: defaults, streams: streams, bodies: bodies,
                                    logger: logger)
        if let observer = response.deliveryObserver {
            let status = response.status.code
            let sendsBody = method != .head && status >= 200 && status != 204 && status != 304
            let state = RequestSlot(context.pointee).state ?? Self.newState(in: context)
            state.delivery = PendingDelivery(observer: observer, status: status,
                                             bodyBytes: sendsBody ? (response.stream == nil ? response.body.count : nil) : 0,
                                             progress: sendsBody ? progress : nil)
        }
        return result
    }

    /// A new state for a request already counted in flight, put in its slot.
    static func newState(in context: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> RequestState {
        let created = RequestState()
        created.counted = true
        context.pointee = Unmanaged.passRetained(created).toOpaque()
        return created
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
