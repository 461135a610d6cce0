import CMicroHTTPD

/// A public key that checks signatures over SHA-256: RSA with PKCS #1 v1.5 padding (JWS `RS256`)
/// or ECDSA on P-256 (JWS `ES256`), verified by GnuTLS.
///
/// `@unchecked Sendable`: the GnuTLS key is made once in `init` and only read afterwards
/// (verification does not change it), so threads may share it.
public final class SignatureKey: @unchecked Sendable {
    /// The kinds of key, by the JWS algorithm each verifies.
    public enum Kind: Sendable {
        /// RSA, PKCS #1 v1.5, SHA-256.
        case rs256
        /// ECDSA on P-256 with SHA-256.
        case es256
    }

    /// The smallest RSA modulus accepted, in bits (NIST SP 800-131A; smaller keys are refused).
    public static let smallestRSABits = 2048
    /// The largest RSA modulus accepted, in bits: a bound on the work one signature check buys.
    public static let largestRSABits = 8192

    /// What this key verifies.
    public let kind: Kind
    private let key: gnutls_pubkey_t

    /// An RSA key from its modulus and public exponent (big-endian bytes, as a JWK's `n` and `e`);
    /// nil when they do not make a key of ``smallestRSABits`` to ``largestRSABits`` bits.
    public convenience init?(rsaModulus modulus: [UInt8], exponent: [UInt8]) {
        let modulus = Array(modulus.drop { $0 == 0 })
        guard !exponent.isEmpty, exponent.count <= 8,
              (Self.smallestRSABits...Self.largestRSABits).contains(Self.bitLength(modulus)) else { return nil }
        self.init(kind: .rs256) { key in
            Datum.with(modulus) { modulus in Datum.with(exponent) { gnutls_pubkey_import_rsa_raw(key, modulus, $0) } }
        }
    }

    /// A P-256 key from its affine coordinates (32 big-endian bytes each, as a JWK's `x` and `y`);
    /// nil when they are not 32 bytes each or not a point on the curve.
    public convenience init?(p256X x: [UInt8], y: [UInt8]) {
        guard x.count == 32, y.count == 32 else { return nil }
        self.init(kind: .es256) { key in
            Datum.with(x) { x in Datum.with(y) { gnutls_pubkey_import_ecc_raw(key, GNUTLS_ECC_CURVE_SECP256R1, x, $0) } }
        }
    }

    private init?(kind: Kind, importing: (gnutls_pubkey_t) -> Int32) {
        var made: gnutls_pubkey_t?
        guard gnutls_pubkey_init(&made) == GNUTLS_E_SUCCESS, let made else { return nil }
        guard importing(made) == GNUTLS_E_SUCCESS, gnutls_pubkey_verify_params(made) == GNUTLS_E_SUCCESS else {
            gnutls_pubkey_deinit(made)
            return nil
        }
        self.kind = kind
        self.key = made
    }

    deinit { gnutls_pubkey_deinit(key) }

    /// True when `signature` is this key's signature of `message`. For ES256 the signature is
    /// JWS's: `r` and `s`, 32 bytes each, one after the other.
    public func isValidSignature(_ signature: [UInt8], for message: UnsafeRawBufferPointer) -> Bool {
        switch kind {
        case .rs256:
            return Datum.with(signature) { verify(GNUTLS_SIGN_RSA_SHA256, message: message, signature: $0) }
        case .es256:
            guard signature.count == 64 else { return false }
            var encoded = gnutls_datum_t()
            let status = Datum.with(Self.integer(signature[..<32])) { r in
                Datum.with(Self.integer(signature[32...])) { gnutls_encode_rs_value(&encoded, r, $0) }
            }
            guard status == GNUTLS_E_SUCCESS else { return false }
            defer { sb_gnutls_release(encoded.data) }
            return verify(GNUTLS_SIGN_ECDSA_SHA256, message: message, signature: &encoded)
        }
    }

    private func verify(_ algorithm: gnutls_sign_algorithm_t, message: UnsafeRawBufferPointer,
                        signature: UnsafePointer<gnutls_datum_t>) -> Bool {
        var data = gnutls_datum_t(data: UnsafeMutablePointer(mutating: message.baseAddress?.assumingMemoryBound(to: UInt8.self)),
                                  size: UInt32(message.count))
        return gnutls_pubkey_verify_data2(key, algorithm, 0, &data, signature) >= 0
    }

    /// A fixed-width big-endian number as DER wants an INTEGER's magnitude: without leading zero
    /// bytes (GnuTLS adds the one a high bit needs).
    private static func integer(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let trimmed = Array(bytes.drop { $0 == 0 })
        return trimmed.isEmpty ? [0] : trimmed
    }

    /// The bits of a big-endian number with no leading zero bytes.
    private static func bitLength(_ bytes: [UInt8]) -> Int {
        guard let first = bytes.first else { return 0 }
        return (bytes.count - 1) * 8 + (8 - first.leadingZeroBitCount)
    }
}

/// GnuTLS's view of a byte array for the length of one call.
enum Datum {
    /// Calls `body` with a datum pointing at `bytes` (which GnuTLS only reads).
    static func with<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<gnutls_datum_t>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            var datum = gnutls_datum_t(data: UnsafeMutablePointer(mutating: buffer.baseAddress), size: UInt32(buffer.count))
            return body(&datum)
        }
    }
}
