import CMicroHTTPD
import Glibc

/// A certificate chain and its private key, parsed by GnuTLS and checked to belong together,
/// in the form a handshake takes them.
///
/// Immutable once made; freed when the last connection that used it has closed (each TLS
/// connection keeps the credential its handshake was given, see ``TLSCredentialStore``).
final class TLSCredential: @unchecked Sendable {
    /// The chain, leaf first.
    let certificates: UnsafeMutablePointer<gnutls_pcert_st>
    /// How many certificates the chain holds.
    let count: Int
    /// The leaf certificate's private key.
    let key: gnutls_privkey_t
    /// The leaf certificate's serial number in hexadecimal, as `openssl x509 -serial` prints it.
    let serial: String
    /// When the leaf certificate expires (seconds since 1970), or nil when GnuTLS cannot say.
    let expires: Int?

    /// Parses `certificate` (PEM, from `certificateFile`) and `key` (PEM, from `keyFile`).
    init(certificate: [UInt8], key keyBytes: [UInt8], certificateFile: String, keyFile: String) throws(TLSError) {
        let capacity = TLSConfiguration.longestChain
        let chain = UnsafeMutablePointer<gnutls_pcert_st>.allocate(capacity: capacity)
        chain.initialize(repeating: gnutls_pcert_st(), count: capacity)
        var count = UInt32(capacity)
        let imported = Datum.with(certificate) {
            gnutls_pcert_list_import_x509_raw(chain, &count, $0, GNUTLS_X509_FMT_PEM, GNUTLS_X509_CRT_LIST_SORT.rawValue)
        }
        guard imported >= 0, count > 0 else {
            chain.deallocate()
            if imported == GNUTLS_E_SHORT_MEMORY_BUFFER {
                throw TLSError(.notPEM, file: certificateFile, "holds more than \(capacity) certificates")
            }
            throw TLSError(.notPEM, file: certificateFile,
                           "is not a PEM certificate chain (-----BEGIN CERTIFICATE-----): \(Self.describe(imported))")
        }
        var privateKey: gnutls_privkey_t?
        gnutls_privkey_init(&privateKey)
        guard let privateKey else {
            Self.release(chain, count: Int(count))
            throw TLSError(.notPEM, file: keyFile, "cannot be read: GnuTLS is out of memory")
        }
        let keyImported = Datum.with(keyBytes) { gnutls_privkey_import_x509_raw(privateKey, $0, GNUTLS_X509_FMT_PEM, nil, 0) }
        guard keyImported >= 0 else {
            gnutls_privkey_deinit(privateKey)
            Self.release(chain, count: Int(count))
            if Self.contains(keyBytes, "ENCRYPTED") {
                throw TLSError(.encryptedKey, file: keyFile,
                               "is encrypted with a passphrase; give the unencrypted key (openssl pkey -in FILE -out KEY)")
            }
            throw TLSError(.notPEM, file: keyFile, "is not a PEM private key (-----BEGIN PRIVATE KEY-----): \(Self.describe(keyImported))")
        }
        guard let leafKey = Self.keyID(of: chain.pointee.pubkey), leafKey == Self.keyID(ofPrivate: privateKey) else {
            gnutls_privkey_deinit(privateKey)
            Self.release(chain, count: Int(count))
            throw TLSError(.keyMismatch, file: keyFile, "is not the private key of the certificate in \(certificateFile)")
        }
        self.certificates = chain
        self.count = Int(count)
        self.key = privateKey
        (serial, expires) = Self.serialAndExpiry(of: chain.pointee.cert)
    }

    deinit {
        gnutls_privkey_deinit(key)
        Self.release(certificates, count: count)
    }

    /// Reads and parses the files of `configuration`; refuses when this libmicrohttpd cannot serve TLS.
    static func load(_ configuration: TLSConfiguration) throws(TLSError) -> TLSCredential {
        guard TLSConfiguration.isSupported else {
            throw TLSError(.unsupported, file: configuration.certificateFile,
                           "cannot be served: this libmicrohttpd was built without TLS (GnuTLS) support")
        }
        let certificate = try TLSFile.read(configuration.certificateFile)
        let key = try TLSFile.read(configuration.keyFile)
        return try TLSCredential(certificate: certificate, key: key, certificateFile: configuration.certificateFile,
                                 keyFile: configuration.keyFile)
    }

    private static func release(_ chain: UnsafeMutablePointer<gnutls_pcert_st>, count: Int) {
        for index in 0..<count { gnutls_pcert_deinit(chain + index) }
        chain.deallocate()
    }

    private static func describe(_ code: Int32) -> String { String(cString: gnutls_strerror(code)) }

    private static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The SHA-256 key identifier of a public key.
    private static func keyID(of key: gnutls_pubkey_t?) -> [UInt8]? {
        guard let key else { return nil }
        var identifier = [UInt8](repeating: 0, count: 64)
        var size = identifier.count
        guard gnutls_pubkey_get_key_id(key, GNUTLS_KEYID_USE_SHA256.rawValue, &identifier, &size) >= 0 else { return nil }
        return Array(identifier[..<size])
    }

    /// The SHA-256 key identifier of a private key's public half.
    private static func keyID(ofPrivate key: gnutls_privkey_t) -> [UInt8]? {
        var publicKey: gnutls_pubkey_t?
        guard gnutls_pubkey_init(&publicKey) >= 0, let publicKey else { return nil }
        defer { gnutls_pubkey_deinit(publicKey) }
        guard gnutls_pubkey_import_privkey(publicKey, key, 0, 0) >= 0 else { return nil }
        return keyID(of: publicKey)
    }

    private static func serialAndExpiry(of der: gnutls_datum_t) -> (String, Int?) {
        var certificate: gnutls_x509_crt_t?
        var datum = der
        guard gnutls_x509_crt_init(&certificate) >= 0, let certificate else { return ("", nil) }
        defer { gnutls_x509_crt_deinit(certificate) }
        guard gnutls_x509_crt_import(certificate, &datum, GNUTLS_X509_FMT_DER) >= 0 else { return ("", nil) }
        var serial = [UInt8](repeating: 0, count: 64)
        var size = serial.count
        let hex = gnutls_x509_crt_get_serial(certificate, &serial, &size) >= 0
            ? serial[..<size].map { byte in
                let digits = Array("0123456789ABCDEF")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
            }.joined()
            : ""
        let expiry = gnutls_x509_crt_get_expiration_time(certificate)
        return (hex, expiry == -1 ? nil : Int(expiry))
    }
}
