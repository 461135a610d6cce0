import CMicroHTTPD
import Glibc
import Logging
import Synchronization

/// An HTTP server on libmicrohttpd's epoll thread pool, answering with one ``Responder``.
///
/// Handlers run synchronously on the pool's threads: no task hop per request.
public final class Server: Sendable {
    /// The port the server listens on (the real one when started on port 0).
    public let port: Int
    /// The host it was asked to listen on.
    public let host: String
    /// The most connections it holds at once: ``Limits/connections``, or fewer when the
    /// process's file-descriptor limit does not allow that many.
    public let connectionLimit: Int

    /// `https` when serving TLS, else `http`.
    public let scheme: String

    private let dispatcher: Dispatcher
    private let credentials: TLSCredentialStore?
    private let headDeadline: HeadDeadline
    private let native: Mutex<NativeDaemon?>

    /// Starts listening; returns once the socket is bound and the pool runs.
    public init(configuration: ServerConfiguration, responder: some Responder, logger: Logger) throws(ServerError) {
        if let problem = configuration.limits.problems.first {
            throw ServerError(.invalidLimits, problem)
        }
        guard (1...1024).contains(configuration.threads) else {
            throw ServerError(.invalidLimits, "threads must be from 1 to 1024, found \(configuration.threads)")
        }
        let address = try SocketAddress(host: configuration.host, port: configuration.port)
        defer { address.deallocate() }
        let credentials: TLSCredentialStore?
        do throws(TLSError) {
            credentials = try configuration.tls.map { configuration throws(TLSError) in try TLSCredentialStore(configuration) }
        } catch {
            throw ServerError(.tls, error.description)
        }
        var policy = configuration.securityPolicy
        policy.strictTransportSecurity = configuration.tls?.strictTransportSecurity
        let dispatcher = Dispatcher(responder: responder, limits: configuration.limits,
                                    securityPolicy: policy, logger: logger, credentials: credentials)
        let context = Unmanaged.passUnretained(dispatcher).toOpaque()
        let logTarget = UnsafeMutablePointer<SBLogTarget>.allocate(capacity: 1)
        logTarget.initialize(to: SBLogTarget(sink: { context, message in
            guard let context, let message else { return }
            Unmanaged<Dispatcher>.fromOpaque(context).takeUnretainedValue().libraryLog(String(cString: message))
        }, context: context))
        let limits = configuration.limits
        let connectionLimit = DescriptorLimit.connectionLimit(asked: limits.connections, threads: configuration.threads,
                                                              logger: logger)
        var flags = UInt32(MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue)
        if address.isIPv6 { flags |= UInt32(MHD_USE_IPv6.rawValue) }
        var settings = SBDaemonSettings(
            flags: flags,
            address: address.pointer,
            threadPoolSize: UInt32(configuration.threads),
            connectionLimit: UInt32(connectionLimit),
            perAddressConnectionLimit: UInt32(limits.connectionsPerAddress),
            connectionTimeoutSeconds: UInt32(limits.connectionTimeoutSeconds),
            connectionMemoryLimit: limits.connectionMemoryBytes,
            connectionMemoryIncrement: 1024,
            listenBacklog: UInt32(limits.listenBacklog),
            accept: { context, _, _ in
                guard let context else { return .NO }
                return Unmanaged<Dispatcher>.fromOpaque(context).takeUnretainedValue()
                    .acceptsConnections.load(ordering: .relaxed) ? .YES : .NO
            },
            acceptContext: context,
            handler: { context, connection, url, method, version, uploadData, uploadSize, requestContext in
                guard let context, let connection, let url, let method, let uploadSize, let requestContext
                else { return .NO }
                return Unmanaged<Dispatcher>.fromOpaque(context).takeUnretainedValue()
                    .access(connection, url: url, method: method, version: version, uploadSize: uploadSize,
                            uploadData: uploadData, context: requestContext)
            },
            handlerContext: context,
            completed: { context, connection, requestContext, termination in
                guard let context, let requestContext else { return }
                Unmanaged<Dispatcher>.fromOpaque(context).takeUnretainedValue()
                    .complete(context: requestContext, connection: connection, termination: termination)
            },
            completedContext: context,
            uriLog: { context, uri, _ in
                guard let context, let uri else { return nil }
                return Unmanaged<Dispatcher>.fromOpaque(context).takeUnretainedValue().inspect(uri: uri)
            },
            uriLogContext: context,
            notifyConnection: { context, connection, socketContext, event in
                guard let context, let connection, let socketContext else { return }
                let registry = Unmanaged<Dispatcher>.fromOpaque(context).takeUnretainedValue().connections
                if event == .CONNECTION_NOTIFY_STARTED {
                    registry.opened(connection, socketContext: socketContext)
                } else {
                    registry.closed(socketContext: socketContext)
                }
            },
            notifyConnectionContext: context,
            strictness: 0,
            log: logTarget,
            certificate: credentials == nil ? nil : TLSCredentialStore.handshakeCallback,
            tlsPriorities: nil
        )
        let started = TLSConfiguration.priorities.withCString { priorities in
            settings.tlsPriorities = priorities
            return sb_start_daemon(&settings)
        }
        guard let daemon = started else {
            logTarget.deallocate()
            dispatcher.renders.stop()
            let reason = dispatcher.lastLibraryLine ?? "libmicrohttpd could not start"
            throw ServerError(.startFailed, "cannot listen on \(configuration.host):\(configuration.port): \(reason)")
        }
        self.port = Int(sb_daemon_port(daemon))
        self.host = configuration.host
        self.scheme = credentials == nil ? "http" : "https"
        self.credentials = credentials
        self.connectionLimit = connectionLimit
        self.dispatcher = dispatcher
        self.headDeadline = HeadDeadline(registry: dispatcher.connections, limits: limits,
                                         connectionLimit: connectionLimit, logger: logger)
        self.native = Mutex(NativeDaemon(daemon: daemon, logTarget: logTarget, retained: Unmanaged.passRetained(dispatcher)))
        headDeadline.start()
    }

    /// The certificate new TLS connections are given; nil when serving plain HTTP.
    public var certificate: TLSCertificateInfo? { credentials?.current.info }

    /// Reads the certificate and key files again: new connections get the new pair, open ones
    /// keep theirs. A pair that cannot be served is refused whole and the last good one stays.
    /// Does nothing and returns nil when serving plain HTTP.
    @discardableResult
    public func reloadCertificate() throws(TLSError) -> TLSCertificateInfo? {
        try credentials?.reload().info
    }

    /// Requests received and not yet fully answered.
    public var requestsInFlight: Int { dispatcher.requestsInFlight.load(ordering: .relaxed) }

    /// Requests doing slow work on the render threads, or waiting for one (see ``SlowWork``).
    public var slowRequests: Int { dispatcher.renders.busyPlaces }

    /// Open client connections, idle keep-alive ones included.
    public var openConnections: Int {
        native.withLock { $0.map { Int(sb_daemon_connections($0.daemon)) } ?? 0 }
    }

    /// Connections closed so far because their request head (request line and headers) did not
    /// arrive within the deadline of ``Limits/requestHeadTimeoutMilliseconds``.
    public var connectionsClosedForLateHeads: Int {
        dispatcher.connections.closedLate.load(ordering: .relaxed)
    }

    /// True until ``stop(gracePeriod:)`` has run.
    public var isRunning: Bool { native.withLock { $0 != nil } }

    /// Stops accepting connections, ends streamed responses (server-sent events), lets requests
    /// in flight finish for up to `gracePeriod` (nil: ``Limits/shutdownGraceMilliseconds``), then
    /// stops. Responses still being sent then are cut with a reset, so that no client takes a
    /// short body for a whole one (see ``ConnectionSocket/resetNow(_:)``); the access log marks them.
    ///
    /// Connections arriving meanwhile are closed at once by the accept policy. (Not
    /// `MHD_quiesce_daemon`: with epoll worker threads, libmicrohttpd 0.9.75 races its own
    /// workers to take the listening socket out of their epoll sets, and the loser aborts the
    /// process with "Failed to remove listen FD from epoll set".)
    ///
    /// Safe to call more than once and from any thread; later calls return at once.
    public func stop(gracePeriod: Duration? = nil) {
        guard let running = native.withLock({ state -> NativeDaemon? in
            defer { state = nil }
            return state
        }) else { return }
        headDeadline.stop()
        dispatcher.acceptsConnections.store(false, ordering: .relaxed)
        dispatcher.streams.closeAll()
        let deadline = ContinuousClock.now + (gracePeriod ?? .milliseconds(dispatcher.limits.shutdownGraceMilliseconds))
        while (requestsInFlight > 0 || dispatcher.streams.count > 0) && ContinuousClock.now < deadline {
            usleep(5_000)
        }
        // Requests still waiting for a render thread are answered 503 (libmicrohttpd cannot stop
        // with a connection suspended); renders under way finish on their own, unheard.
        dispatcher.renders.stop()
        dispatcher.deferredAnswers.answerAll(with: Dispatcher.stoppingResponse)
        dispatcher.bodies.resetAll()
        MHD_stop_daemon(running.daemon)
        running.logTarget.deallocate()
        running.retained.release()
    }

    deinit { stop(gracePeriod: .zero) }
}

/// The C-side objects of a running daemon, released together when it stops.
private struct NativeDaemon: @unchecked Sendable {
    let daemon: OpaquePointer
    let logTarget: UnsafeMutablePointer<SBLogTarget>
    let retained: Unmanaged<Dispatcher>
}
