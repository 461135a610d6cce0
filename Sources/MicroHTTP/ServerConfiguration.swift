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

    /// Creates a configuration; `threads` defaults to the number of CPU cores.
    public init(host: String = "127.0.0.1", port: Int = 8080, threads: Int? = nil, limits: Limits = Limits(),
                securityPolicy: SecurityPolicy = .strict) {
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
    /// Open connections at once, across all clients.
    public var connections: Int = 1024
    /// Open connections at once from one client address; 0 for no per-address limit.
    public var connectionsPerAddress: Int = 0
    /// Seconds a connection may stay idle (slow headers, slow body, idle keep-alive).
    public var connectionTimeoutSeconds: Int = 15
    /// Bytes of memory per connection for the request line, headers and response bookkeeping.
    public var connectionMemoryBytes: Int = 64 * 1024
    /// Bytes of a request body.
    public var bodyBytes: Int = 1024 * 1024
    /// Bytes of the request target (path and query): longer gets 414.
    public var targetBytes: Int = 8 * 1024
    /// Bytes of all header names and values together: more gets 431.
    public var headerBytes: Int = 16 * 1024
    /// Pending connections the kernel may queue before the server accepts them.
    public var listenBacklog: Int = 1024

    /// The default limits.
    public init() {}
}
