import CMicroHTTPD

/// A private key made for a test, by GnuTLS: signs as an identity provider would (RS256, ES256)
/// and gives its public half as a JWK's members. Swatchbook itself only verifies.
///
/// `@unchecked Sendable`: the GnuTLS key is made in `init` and signing does not change it.
public final class TestSigningKey: @unchecked Sendable {
    /// The kinds of key.
    public enum Kind: Sendable {
        /// RSA of `bits` bits, signing RS256.
        case rsa(bits: Int)
        /// P-256, signing ES256.
        case p256
    }

    /// What this key is.
    public let kind: Kind
    private let key: gnutls_privkey_t

    /// A fresh random key of `kind`.
    public init(_ kind: Kind) {
        var made: gnutls_privkey_t?
        precondition(gnutls_privkey_init(&made) == GNUTLS_E_SUCCESS && made != nil)
        let status = switch kind {
        case .rsa(let bits): gnutls_privkey_generate2(made, GNUTLS_PK_RSA, UInt32(bits), 0, nil, 0)
        case .p256: gnutls_privkey_generate2(made, GNUTLS_PK_ECDSA, UInt32(1) << 31 | GNUTLS_ECC_CURVE_SECP256R1.rawValue /* GNUTLS_CURVE_TO_BITS */, 0, nil, 0)
        }
        precondition(status == GNUTLS_E_SUCCESS, "GnuTLS could not make a test key (\(status))")
        self.kind = kind
        self.key = made!
    }

    deinit { gnutls_privkey_deinit(key) }

    /// The JWS signature of `message`: PKCS #1 v1.5 over SHA-256 for RSA; for P-256, ECDSA over
    /// SHA-256 as `r` and `s` of 32 bytes each.
    public func sign(_ message: [UInt8]) -> [UInt8] {
        var signature = gnutls_datum_t()
        let algorithm = if case .rsa = kind { GNUTLS_SIGN_RSA_SHA256 } else { GNUTLS_SIGN_ECDSA_SHA256 }
        let status = message.withUnsafeBufferPointer { buffer in
            var data = gnutls_datum_t(data: UnsafeMutablePointer(mutating: buffer.baseAddress), size: UInt32(buffer.count))
            return gnutls_privkey_sign_data2(key, algorithm, 0, &data, &signature)
        }
        precondition(status == GNUTLS_E_SUCCESS, "GnuTLS could not sign (\(status))")
        defer { sb_gnutls_release(signature.data) }
        guard case .p256 = kind else { return Self.bytes(signature) }
        var r = gnutls_datum_t(), s = gnutls_datum_t()
        precondition(gnutls_decode_rs_value(&signature, &r, &s) == GNUTLS_E_SUCCESS)
        defer { sb_gnutls_release(r.data); sb_gnutls_release(s.data) }
        return Self.padded(Self.bytes(r), to: 32) + Self.padded(Self.bytes(s), to: 32)
    }

    /// The public key as big-endian numbers without leading zeros: `n` and `e` for RSA; `x` and
    /// `y`, 32 bytes each, for P-256.
    public var publicNumbers: (first: [UInt8], second: [UInt8]) {
        var first = gnutls_datum_t(), second = gnutls_datum_t()
        let flags = UInt32(GNUTLS_EXPORT_FLAG_NO_LZ.rawValue)
        switch kind {
        case .rsa:
            precondition(gnutls_privkey_export_rsa_raw2(key, &first, &second, nil, nil, nil, nil, nil, nil, flags) == GNUTLS_E_SUCCESS)
        case .p256:
            var curve = GNUTLS_ECC_CURVE_INVALID
            precondition(gnutls_privkey_export_ecc_raw2(key, &curve, &first, &second, nil, flags) == GNUTLS_E_SUCCESS)
        }
        defer { sb_gnutls_release(first.data); sb_gnutls_release(second.data) }
        if case .p256 = kind { return (Self.padded(Self.bytes(first), to: 32), Self.padded(Self.bytes(second), to: 32)) }
        return (Self.bytes(first), Self.bytes(second))
    }

    private static func bytes(_ datum: gnutls_datum_t) -> [UInt8] {
        Array(UnsafeBufferPointer(start: datum.data, count: Int(datum.size)))
    }

    private static func padded(_ bytes: [UInt8], to length: Int) -> [UInt8] {
        let trimmed = Array(bytes.drop { $0 == 0 })
        return [UInt8](repeating: 0, count: max(0, length - trimmed.count)) + trimmed
    }
}
