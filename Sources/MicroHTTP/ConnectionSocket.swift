import CMicroHTTPD
import Glibc

/// The few socket calls made on a connection's descriptor, which libmicrohttpd owns and closes.
enum ConnectionSocket {
    /// Bytes written to the connection's socket that the client has not acknowledged yet (the
    /// send queue, SIOCOUTQ); 0 when the socket cannot tell.
    static func unacknowledgedBytes(_ connection: OpaquePointer) -> Int {
        let socket = sb_connection_fd(connection)
        guard socket >= 0 else { return 0 }
        return max(0, sb_socket_unacknowledged_bytes(socket))
    }

    /// Makes the connection's close abortive: with SO_LINGER {on, 0}, libmicrohttpd's `close()`
    /// drops whatever is still queued and sends a reset (RST) instead of a FIN after it.
    static func closeAbortively(_ connection: OpaquePointer) {
        let socket = sb_connection_fd(connection)
        guard socket >= 0 else { return }
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(socket, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    }

    /// Resets the connection at once, without closing its descriptor (libmicrohttpd still closes
    /// it): SO_LINGER {on, 0}, then `connect` to `AF_UNSPEC`, which dissolves a TCP association
    /// and sends a reset (Linux `tcp_disconnect`, connect(2)).
    ///
    /// SO_LINGER alone is not enough while libmicrohttpd 0.9.75 stops: `MHD_stop_daemon` first
    /// calls `shutdown(SHUT_RDWR)` on every connection, which queues a FIN behind the unsent
    /// bytes; when the send queue happens to be empty at that moment, the client reads a clean
    /// end of stream before the reset of the close arrives, and a short body looks complete.
    static func resetNow(_ connection: OpaquePointer) {
        closeAbortively(connection)
        let socket = sb_connection_fd(connection)
        guard socket >= 0 else { return }
        var unspecified = sockaddr()
        unspecified.sa_family = sa_family_t(AF_UNSPEC)
        _ = connect(socket, &unspecified, socklen_t(MemoryLayout<sockaddr>.size))
    }
}
