import Glibc

/// Where and how the server listens, and the limits it enforces on every connection.
public struct ServerConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal, or a host name (`localhost`).
    public var host: String
    /// The TCP port; 0 picks a free one (read it back from ``Server/port``).
    public var port: Int
    /// Worker threads of libmicrohttpd's epoll pool.
    public var threads: Int
    /// Connection, time, memory and size limits.
    public var limits: Limits
    /// The security headers every response carries unless it sets its own.
    public var securityPolicy: SecurityPolicy
    /// Serve HTTPS with this certificate and key; nil serves plain HTTP.
    public var tls: TLSConfiguration?

    /// Creates a configuration; `threads` defaults to the number of CPU cores. ``Server`` checks it.
    public init(host: String = "127.0.0.1", port: Int = 8080, threads: Int? = nil, limits: Limits = Limits(),
                securityPolicy: SecurityPolicy = .strict, tls: TLSConfiguration? = nil) {
        self.tls = tls
        self.host = host
        self.port = port
        self.threads = threads ?? ServerConfiguration.processorCount
        self.limits = limits
        self.securityPolicy = securityPolicy
    }

    /// The number of online CPU cores.
    public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}

/// The limits that keep a slow, greedy or malicious client from hurting the others.
///
/// Every one is set explicitly on the daemon or checked per request; none is left at a
/// library default.
public struct Limits: Sendable, Equatable {
    /// Open connections at once, across all clients. The server holds fewer when the process's
    /// file-descriptor limit does not allow this many (see ``ConnectionCapacity``), and says so.
    public var connections: Int = 10_000
    /// Open connections at once from one client address; 0 for no per-address limit.
    public var connectionsPerAddress: Int = 128
    /// Milliseconds a connection may take to send a whole request head (request line and
    /// headers), however slowly it trickles, counted from when it is ready for a request: when it
    /// opens, and again when the previous response has been sent (so an idle keep-alive
    /// connection is closed after this long too). A late connection is closed.
    public var requestHeadTimeoutMilliseconds: Int = 10_000
    /// The same deadline while the server is busy: once open connections reach
    /// ``busyPercent`` % of ``connections``, connections waiting for a head longer than this
    /// are closed, so that idle and trickling connections cannot keep new clients out.
    public var busyRequestHeadTimeoutMilliseconds: Int = 1_000
    /// Seconds a connection may go without a byte in or out (a slow body, a client slow to read
    /// its answer; slow heads and idle keep-alive meet the head deadline first). It also
    /// bounds how long a client that hangs up in the middle of a request holds its slot when
    /// libmicrohttpd's epoll misses the hang-up (0.9.75 can, when it comes with the request's bytes).
    public var connectionTimeoutSeconds: Int = 15
    /// Bytes of memory per connection for the request line, headers and response bookkeeping.
    public var connectionMemoryBytes: Int = 64 * 1024
    /// Bytes of a request body.
    public var bodyBytes: Int = 1024 * 1024
    /// Bytes of the request target (path and query): longer gets 414.
    public var targetBytes: Int = 8 * 1024
    /// Bytes of all header names and values together: more gets 431.
    public var headerBytes: Int = 16 * 1024
    /// Query parameters in one request target: more gets 400 (libmicrohttpd spends connection
    /// memory on each, so this bounds it).
    public var queryParameters: Int = 64
    /// Pending connections the kernel may queue before the server accepts them (Linux caps it
    /// at `net.core.somaxconn`, 4096 by default since 5.4).
    public var listenBacklog: Int = 4096
    /// Milliseconds a stopping server lets requests in flight finish; responses still being sent
    /// then are cut with a reset. Answers take milliseconds, so this only bounds downloads of
    /// large bodies; keep it well below the time an orchestrator waits before it kills the
    /// process (`docker stop`: 10 s, Kubernetes: 30 s).
    public var shutdownGraceMilliseconds: Int = 1500
    /// Threads that do slow work (a page, preview or token file rendered on first request, a
    /// search) so that the event-loop threads stay free for cached answers, `/healthz` and
    /// `/metrics` (see ``SlowWork``): at most this many requests are rendered at once.
    public var renderThreads: Int = ServerConfiguration.processorCount
    /// Requests that may wait for a render thread; one more is answered 503 with `Retry-After`.
    public var queuedRenders: Int = 64
    /// Bytes of answers (bodies and the requests that got them) the server keeps to send again,
    /// as they are, to the same request while the responder's generation stands (see
    /// ``AnswerCache``); 0 keeps none. The bodies are mostly those the responder keeps anyway.
    public var answerCacheBytes: Int = 32 * 1_048_576

    /// The default limits.
    public init() {}

    /// The longest grace period a stopping server may be given: ten minutes.
    public static let longestShutdownGraceMilliseconds = 600_000

    /// Memory a connection needs beyond the request line and headers, for the library's own
    /// records (about 48 bytes per header or parameter) and the response it assembles.
    public static let connectionMemoryReserve = 8 * 1024

    /// The percentage of ``connections`` open at once from which the server counts as busy
    /// and ``busyRequestHeadTimeoutMilliseconds`` applies.
    public static let busyPercent = 90

    /// What is wrong with these limits, one sentence each; empty when they are usable.
    ///
    /// Besides ranges, the per-connection memory must hold the largest request line and headers
    /// the other limits allow plus ``connectionMemoryReserve``; otherwise libmicrohttpd, not
    /// this server, would refuse such requests, with its own bare error page.
    public var problems: [String] {
        var problems: [String] = []
        let positive: [(String, Int)] = [
            ("connections", connections), ("connectionTimeoutSeconds", connectionTimeoutSeconds),
            ("requestHeadTimeoutMilliseconds", requestHeadTimeoutMilliseconds),
            ("busyRequestHeadTimeoutMilliseconds", busyRequestHeadTimeoutMilliseconds),
            ("connectionMemoryBytes", connectionMemoryBytes), ("targetBytes", targetBytes),
            ("headerBytes", headerBytes), ("queryParameters", queryParameters), ("listenBacklog", listenBacklog),
            ("renderThreads", renderThreads),
        ]
        for (name, value) in positive where value < 1 || value > Int(UInt32.max) {
            problems.append("\(name) must be from 1 to \(UInt32.max), found \(value)")
        }
        for (name, value) in [("connectionsPerAddress", connectionsPerAddress), ("bodyBytes", bodyBytes),
                              ("queuedRenders", queuedRenders), ("answerCacheBytes", answerCacheBytes)]
        where value < 0 || value > Int(UInt32.max) {
            problems.append("\(name) must be from 0 to \(UInt32.max), found \(value)")
        }
        if problems.isEmpty && busyRequestHeadTimeoutMilliseconds > requestHeadTimeoutMilliseconds {
            problems.append("busyRequestHeadTimeoutMilliseconds (\(busyRequestHeadTimeoutMilliseconds)) must not be"
                + " more than requestHeadTimeoutMilliseconds (\(requestHeadTimeoutMilliseconds))")
        }
        if !(0...Limits.longestShutdownGraceMilliseconds).contains(shutdownGraceMilliseconds) {
            problems.append("shutdownGraceMilliseconds must be from 0 to \(Limits.longestShutdownGraceMilliseconds),"
                + " found \(shutdownGraceMilliseconds)")
        }
        let needed = targetBytes + headerBytes + queryParameters * 64 + Limits.connectionMemoryReserve
        if problems.isEmpty && connectionMemoryBytes < needed {
            problems.append("connectionMemoryBytes (\(connectionMemoryBytes)) must be at least targetBytes + headerBytes"
                + " + 64 per query parameter + \(Limits.connectionMemoryReserve) = \(needed)")
        }
        return problems
    }
}
