import CMicroHTTPD
import Glibc
import Synchronization

/// One open client connection, as the head deadline sees it: its socket, and since when it has
/// been waiting for a request head.
final class OpenConnection: Sendable {
    /// The connection's socket; libmicrohttpd's until the connection leaves the registry.
    let socket: Int32
    /// Monotonic milliseconds (``ConnectionRegistry/now``) since the connection became ready for
    /// a request head; 0 while a request whose head has arrived is being handled.
    let waitingSince: Atomic<Int>
    /// Where a TLS handshake on this connection takes its certificate; nil for plain HTTP.
    let credentials: TLSCredentialStore?
    /// The certificate and key the handshake was given, kept alive while the connection is open.
    let credentialInUse = Mutex<TLSCredential?>(nil)

    init(socket: Int32, waitingSince: Int, credentials: TLSCredentialStore?) {
        self.socket = socket
        self.waitingSince = Atomic(waitingSince)
        self.credentials = credentials
    }
}

/// The open connections, so that those whose request head is late can be closed.
///
/// Safe against libmicrohttpd's threads and against descriptor reuse: a connection is entered
/// when libmicrohttpd announces it (`MHD_CONNECTION_NOTIFY_STARTED`, on the worker thread that
/// accepted it) and removed when it announces its end (`MHD_CONNECTION_NOTIFY_CLOSED`), which
/// 0.9.75 does before it closes the socket. Both take this registry's lock, and
/// ``closeWaiting(longerThan:now:)`` holds it across its scan and its `shutdown` calls: a socket is
/// shut down only while its connection is listed, so while libmicrohttpd still owns that
/// descriptor and cannot have handed its number to another connection. `shutdown`, not `close`,
/// leaves the descriptor to libmicrohttpd: its own epoll sees the stream end, and it cleans the
/// connection up on its own thread as if the client had gone.
///
/// The per-request marks (``headArrived(on:)``, ``readyForNextHead(on:)``) take no lock: they
/// store into the connection's own record, found through libmicrohttpd's socket context.
final class ConnectionRegistry: Sendable {
    private let open = Mutex<[ObjectIdentifier: OpenConnection]>([:])
    /// Connections closed so far because their request head was late.
    let closedLate = Atomic<Int>(0)
    /// Where TLS handshakes take their certificate; nil for plain HTTP.
    let credentials: TLSCredentialStore?

    /// A registry for a server with `credentials` for TLS, or none for plain HTTP.
    init(credentials: TLSCredentialStore? = nil) {
        self.credentials = credentials
    }

    /// libmicrohttpd opened `connection`; `socketContext` is its slot for this registry's record.
    func opened(_ connection: OpaquePointer, socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        let record = OpenConnection(socket: sb_connection_fd(connection), waitingSince: Self.now, credentials: credentials)
        socketContext.pointee = Unmanaged.passRetained(record).toOpaque()
        open.withLock { $0[ObjectIdentifier(record)] = record }
    }

    /// libmicrohttpd is about to close the connection whose record is in `socketContext`.
    func closed(socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        guard let slot = socketContext.pointee else { return }
        socketContext.pointee = nil
        let record = Unmanaged<OpenConnection>.fromOpaque(slot).takeRetainedValue()
        open.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(record)) }
    }

    /// The request line and headers of a request on `connection` are in.
    func headArrived(on connection: OpaquePointer) {
        withRecord(of: connection) { $0.waitingSince.store(0, ordering: .relaxed) }
    }

    /// A request on `connection` is over; from now on it waits for the next head.
    func readyForNextHead(on connection: OpaquePointer) {
        withRecord(of: connection) { $0.waitingSince.store(Self.now, ordering: .relaxed) }
    }

    /// Open connections.
    var count: Int { open.withLock { $0.count } }

    /// Shuts down every connection that has waited for a request head longer than
    /// `milliseconds` at monotonic time `now`; returns how many.
    func closeWaiting(longerThan milliseconds: Int, now: Int) -> Int {
        let closed = open.withLock { open -> Int in
            var closed = 0
            for record in open.values {
                let since = record.waitingSince.load(ordering: .relaxed)
                guard since > 0, now - since > milliseconds, record.socket >= 0 else { continue }
                // Marked as no longer waiting, so a later scan does not shut it down again while
                // libmicrohttpd has yet to clean it up; skipped if its head arrived meanwhile.
                guard record.waitingSince.compareExchange(expected: since, desired: 0, ordering: .relaxed).exchanged
                else { continue }
                shutdown(record.socket, Int32(SHUT_RDWR))
                closed += 1
            }
            return closed
        }
        if closed > 0 { closedLate.add(closed, ordering: .relaxed) }
        return closed
    }

    /// Monotonic milliseconds (never 0: the clock counts from boot).
    static var now: Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000 + 1
    }

    private func withRecord(of connection: OpaquePointer, _ body: (OpenConnection) -> Void) {
        guard let slot = sb_connection_socket_context(connection) else { return }
        Unmanaged<OpenConnection>.fromOpaque(slot)._withUnsafeGuaranteedRef(body)
    }
}
