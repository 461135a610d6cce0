import CMicroHTTPD

/// SHA-256 (FIPS 180-4), computed by GnuTLS (Nettle underneath, with the processor's SHA
/// instructions where it has them): the library libmicrohttpd already links for TLS, so hashing
/// adds no code to the binary.
public enum SHA256Digest {
    /// The digest's length in bytes.
    public static let byteCount = 32

    /// The 32-byte digest of `bytes`.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: byteCount) { digest, count in
            // Only an unknown algorithm fails, and SHA-256 is always built in.
            let status = gnutls_hash_fast(GNUTLS_DIG_SHA256, bytes.baseAddress, bytes.count, digest.baseAddress)
            precondition(status == GNUTLS_E_SUCCESS, "GnuTLS could not compute SHA-256 (\(status))")
            count = byteCount
        }
    }

    /// The 32-byte digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBytes { hash($0) }
    }

    /// The 32-byte digest of the UTF-8 of `text`.
    public static func hash(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }
}
