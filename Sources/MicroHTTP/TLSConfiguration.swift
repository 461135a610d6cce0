import CMicroHTTPD

/// Serve HTTPS: where the certificate chain and its private key are, both PEM files.
///
/// Both are read when the server starts and again on ``Server/reloadCertificate()``; a pair that
/// cannot be used is refused as a whole with a ``TLSError`` naming the file.
public struct TLSConfiguration: Sendable, Equatable {
    /// The certificate, followed by any intermediate certificates, PEM encoded.
    public var certificateFile: String
    /// The certificate's private key, PEM encoded (PKCS #1, PKCS #8 or SEC 1), unencrypted.
    public var keyFile: String
    /// The `Strict-Transport-Security` value every response carries; nil sends none.
    public var strictTransportSecurity: String?

    /// Creates a configuration.
    public init(certificateFile: String, keyFile: String,
                strictTransportSecurity: String? = TLSConfiguration.defaultStrictTransportSecurity) {
        self.certificateFile = certificateFile
        self.keyFile = keyFile
        self.strictTransportSecurity = strictTransportSecurity
    }

    /// One year, this host only: `includeSubDomains` would bind every other service of the
    /// domain to HTTPS too, a decision for whoever runs the domain, not for one server on it.
    public static let defaultStrictTransportSecurity = "max-age=31536000"

    /// The largest certificate or key file read: a chain of a few certificates takes a few
    /// kilobytes; anything near this is not a certificate file.
    public static let largestFileBytes = 1024 * 1024

    /// The most certificates in the chain file (the server's own and its intermediates).
    public static let longestChain = 16

    /// The protocol versions and ciphers offered: GnuTLS's defaults, TLS 1.2 and 1.3 only.
    static let priorities = "NORMAL:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2"

    /// Whether this process's libmicrohttpd can serve TLS with a certificate per handshake.
    public static var isSupported: Bool { sb_tls_supported() != 0 }
}
