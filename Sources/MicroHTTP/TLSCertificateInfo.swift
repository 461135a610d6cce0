/// What the log and `/healthz` may say of a certificate being served: nothing secret.
public struct TLSCertificateInfo: Sendable, Equatable {
    /// The leaf certificate's serial number in hexadecimal (as `openssl x509 -serial` prints it).
    public let serial: String
    /// When the leaf certificate expires, in seconds since 1970; nil when it cannot be read.
    public let expires: Int?

    /// Creates the description.
    public init(serial: String, expires: Int?) {
        self.serial = serial
        self.expires = expires
    }
}

extension TLSConfiguration {
    /// Reads and checks both files as a server would at start, without serving them: what the
    /// certificate is, or why the pair cannot be served.
    public func check() throws(TLSError) -> TLSCertificateInfo {
        return try TLSCredential.load(self).info
    }
}

extension TLSCredential {
    /// The public description of this credential.
    var info: TLSCertificateInfo { TLSCertificateInfo(serial: serial, expires: expires) }
}
