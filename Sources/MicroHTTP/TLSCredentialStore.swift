import CMicroHTTPD
import Synchronization

/// The certificate and key a TLS server hands each new handshake, swapped whole on reload.
///
/// libmicrohttpd asks for the credential per handshake through GnuTLS's certificate callback
/// (``handshakeCallback``), so a reload changes what new connections see without a restart, and
/// connections already open keep the credential their handshake was given: each keeps a
/// reference to it until it closes, so a replaced credential is freed once its last
/// connection is gone.
final class TLSCredentialStore: Sendable {
    /// The files read.
    let configuration: TLSConfiguration
    private let credential: Mutex<TLSCredential>

    /// Reads and checks both files.
    init(_ configuration: TLSConfiguration) throws(TLSError) {
        self.configuration = configuration
        credential = Mutex(try TLSCredential.load(configuration))
    }

    /// What new handshakes are given.
    var current: TLSCredential { credential.withLock { $0 } }

    /// Reads both files again; new handshakes get the new pair. A pair that cannot be used is
    /// refused whole and the last good one stays.
    @discardableResult
    func reload() throws(TLSError) -> TLSCredential {
        let loaded = try TLSCredential.load(configuration)
        credential.withLock { $0 = loaded }
        return loaded
    }

    /// GnuTLS's question "which certificate and key for this handshake?", answered from the
    /// store of the connection's server (found through libmicrohttpd's socket context, which
    /// ``ConnectionRegistry`` fills before the first byte of the handshake is read).
    static let handshakeCallback: SBCertificateRetrieve = { session, _, _, _, _, certificates, count, key in
        guard let session, let certificates, let count, let key,
              let connection = gnutls_session_get_ptr(session),
              let slot = sb_connection_socket_context(OpaquePointer(connection))
        else { return -1 }
        let record = Unmanaged<OpenConnection>.fromOpaque(slot).takeUnretainedValue()
        guard let store = record.credentials else { return -1 }
        let credential = store.current
        record.credentialInUse.withLock { $0 = credential }
        certificates.pointee = credential.certificates
        count.pointee = UInt32(credential.count)
        key.pointee = credential.key
        return 0
    }
}
