import CMicroHTTPD
import Glibc

/// One connection of ``HTTPClient``: a TCP socket to the URL's host, with TLS through GnuTLS for
/// `https` (the certificate checked against the system's CA store and the host's name, unless
/// the caller asks otherwise). Every step keeps to one deadline; closed when released.
final class ClientConnection {
    /// The connected socket.
    private let descriptor: Int32
    /// The TLS session, for `https`.
    private var session: gnutls_session_t?
    /// The TLS session's trust store.
    private var credentials: gnutls_certificate_credentials_t?
    /// When every step must be over (monotonic nanoseconds).
    private let deadline: Int

    /// Connects to `url`'s host and port, and shakes hands over TLS for `https`.
    init(to url: ClientURL, deadline: Int, checksCertificate: Bool) throws(ClientError) {
        self.deadline = deadline
        descriptor = try Self.connect(url, deadline: deadline)
        guard url.isSecure else { return }
        try startTLS(url, checksCertificate: checksCertificate)
    }

    deinit {
        if let session { gnutls_deinit(session) }
        if let credentials { gnutls_certificate_free_credentials(credentials) }
        close(descriptor)
    }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) throws(ClientError) {
        var sent = 0
        while sent < bytes.count {
            try armTimeout(SO_SNDTIMEO)
            let count = bytes[sent...].withUnsafeBytes { piece in
                if let session { return Int(gnutls_record_send(session, piece.baseAddress, piece.count)) }
                return Glibc.send(descriptor, piece.baseAddress, piece.count, Int32(MSG_NOSIGNAL))
            }
            if count > 0 { sent += count; continue }
            if session == nil ? errno == EINTR : count == Int(GNUTLS_E_INTERRUPTED) { continue }
            throw ClientError(.unreachable, session == nil ? "could not send: \(Self.systemError())" : "could not send: \(Self.tlsError(Int32(count)))")
        }
    }

    /// Reads what comes next into `buffer`, at most `capacity` bytes; 0 once the server has closed.
    func receive(into buffer: inout [UInt8], capacity: Int) throws(ClientError) -> Int {
        while true {
            try armTimeout(SO_RCVTIMEO)
            var piece = [UInt8](repeating: 0, count: capacity)
            let count = piece.withUnsafeMutableBytes { piece in
                if let session { return Int(gnutls_record_recv(session, piece.baseAddress, piece.count)) }
                return Glibc.recv(descriptor, piece.baseAddress, piece.count, 0)
            }
            if count >= 0 {
                buffer.append(contentsOf: piece[..<count])
                return count
            }
            if session != nil {
                if count == Int(GNUTLS_E_PREMATURE_TERMINATION) { return 0 }
                if count == Int(GNUTLS_E_INTERRUPTED) { continue }
                if count == Int(GNUTLS_E_AGAIN) { throw Self.late() }
                throw ClientError(.unreachable, "could not read the answer: \(Self.tlsError(Int32(count)))")
            }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { throw Self.late() }
            throw ClientError(.unreachable, "could not read the answer: \(Self.systemError())")
        }
    }

    /// A TCP connection to the first of the host's addresses that accepts one before the deadline.
    private static func connect(_ url: ClientURL, deadline: Int) throws(ClientError) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(Glibc.SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV | AI_ADDRCONFIG
        var list: UnsafeMutablePointer<addrinfo>?
        let found = getaddrinfo(url.host, String(url.port), &hints, &list)
        guard found == 0, let list else {
            throw ClientError(.unreachable, "could not resolve \(url.host): \(String(cString: gai_strerror(found)))")
        }
        defer { freeaddrinfo(list) }
        var reason = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = list
        while let address = entry?.pointee {
            entry = address.ai_next
            let socket = Glibc.socket(address.ai_family, address.ai_socktype, address.ai_protocol)
            guard socket >= 0 else { reason = systemError(); continue }
            _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            if Glibc.connect(socket, address.ai_addr, address.ai_addrlen) == 0 || (errno == EINPROGRESS && waitConnected(socket, deadline: deadline, reason: &reason)) {
                _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) & ~O_NONBLOCK)
                return socket
            }
            if errno != EINPROGRESS { reason = systemError() }
            close(socket)
        }
        throw ClientError(.unreachable, "could not connect to \(url.hostHeader): \(reason)")
    }

    /// Whether a connect in progress on `socket` succeeds before the deadline.
    private static func waitConnected(_ socket: Int32, deadline: Int, reason: inout String) -> Bool {
        var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        while true {
            let left = (deadline - MonotonicTime.now()) / 1_000_000
            guard left > 0 else { reason = "no connection within the time allowed"; return false }
            let ready = poll(&poller, 1, Int32(clamping: left))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { reason = ready == 0 ? "no connection within the time allowed" : systemError(); return false }
            var failure: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &size)
            guard failure == 0 else { reason = String(cString: strerror(failure)); return false }
            return true
        }
    }

    /// The TLS handshake: the server's name sent (for a name, not an address) and, when
    /// `checksCertificate`, its certificate verified against the system's CA store for that name.
    private func startTLS(_ url: ClientURL, checksCertificate: Bool) throws(ClientError) {
        var created: gnutls_session_t?
        guard sb_gnutls_client_init(&created, descriptor) == GNUTLS_E_SUCCESS, let created else {
            throw ClientError(.tls, "GnuTLS could not start a session")
        }
        session = created
        var trust: gnutls_certificate_credentials_t?
        guard gnutls_certificate_allocate_credentials(&trust) == GNUTLS_E_SUCCESS, let trust else {
            throw ClientError(.tls, "GnuTLS could not allocate credentials")
        }
        credentials = trust
        if checksCertificate {
            guard gnutls_certificate_set_x509_system_trust(trust) > 0 else {
                throw ClientError(.tls, "no CA certificates to check \(url.host)'s certificate against (the system's store, /etc/ssl/certs/ca-certificates.crt on Debian)")
            }
            gnutls_session_set_verify_cert(created, url.host, 0)
        }
        gnutls_set_default_priority(created)
        gnutls_credentials_set(created, GNUTLS_CRD_CERTIFICATE, UnsafeMutableRawPointer(trust))
        if !url.hostIsAddress { gnutls_server_name_set(created, GNUTLS_NAME_DNS, url.host, url.host.utf8.count) }
        while true {
            try armTimeout(SO_RCVTIMEO)
            try armTimeout(SO_SNDTIMEO)
            let status = gnutls_handshake(created)
            if status == GNUTLS_E_SUCCESS { return }
            if status == GNUTLS_E_AGAIN { throw Self.late() }
            if gnutls_error_is_fatal(status) == 0 { continue }
            if status == GNUTLS_E_CERTIFICATE_VERIFICATION_ERROR {
                var explained = gnutls_datum_t()
                let verdict = gnutls_session_get_verify_cert_status(created)
                gnutls_certificate_verification_status_print(verdict, gnutls_certificate_type_get(created), &explained, 0)
                defer { free(explained.data) }
                let text = explained.data.map { String(cString: $0) } ?? "not trusted"
                throw ClientError(.tls, "\(url.host)'s certificate did not verify: \(text)")
            }
            throw ClientError(.tls, "the TLS handshake with \(url.hostHeader) failed: \(Self.tlsError(status))")
        }
    }

    /// Sets the socket's send or receive timeout to what is left before the deadline.
    private func armTimeout(_ option: Int32) throws(ClientError) {
        let left = deadline - MonotonicTime.now()
        guard left > 0 else { throw Self.late() }
        var time = timeval(tv_sec: left / 1_000_000_000, tv_usec: min(999_999, (left % 1_000_000_000) / 1000 + 1))
        setsockopt(descriptor, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func late() -> ClientError { ClientError(.unreachable, "no answer within the time allowed") }
    private static func systemError() -> String { String(cString: strerror(errno)) }
    private static func tlsError(_ status: Int32) -> String { String(cString: gnutls_strerror(status)) }
}
