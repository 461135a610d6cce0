import Glibc

/// An IPv4 or IPv6 address with a port, resolved from a host name or literal.
struct SocketAddress: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<sockaddr_storage>
    /// True for IPv6 (libmicrohttpd must be told).
    let isIPv6: Bool

    /// Resolves `host` (a literal or a name such as `localhost`) for listening on `port`.
    init(host: String, port: Int) throws(ServerError) {
        guard (0...65_535).contains(port) else {
            throw ServerError(.invalidPort, "port \(port) is outside 0...65535")
        }
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &results)
        guard status == 0, let first = results, let address = first.pointee.ai_addr else {
            let reason = status == 0 ? "no address" : String(cString: gai_strerror(status))
            throw ServerError(.invalidHost, "cannot listen on host '\(host)': \(reason)")
        }
        defer { freeaddrinfo(results) }
        storage = .allocate(capacity: 1)
        storage.initialize(to: sockaddr_storage())
        UnsafeMutableRawPointer(storage).copyMemory(from: address, byteCount: Int(first.pointee.ai_addrlen))
        isIPv6 = first.pointee.ai_family == AF_INET6
    }

    /// The address as libmicrohttpd takes it.
    var pointer: UnsafePointer<sockaddr> {
        UnsafeRawPointer(storage).assumingMemoryBound(to: sockaddr.self)
    }

    /// Frees the address; call once, after the daemon no longer needs it.
    func deallocate() { storage.deallocate() }
}
