import CMicroHTTPD

/// HMAC with SHA-256 (RFC 2104), computed by GnuTLS, and its constant-time check.
public enum HMACSHA256 {
    /// The code's length in bytes.
    public static let byteCount = 32

    /// The 32-byte code of `message` under `key`.
    public static func code(for message: [UInt8], key: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: byteCount) { code, count in
            let status = key.withUnsafeBytes { key in
                message.withUnsafeBytes { message in
                    gnutls_hmac_fast(GNUTLS_MAC_SHA256, key.baseAddress, key.count, message.baseAddress, message.count, code.baseAddress)
                }
            }
            precondition(status == GNUTLS_E_SUCCESS, "GnuTLS could not compute HMAC-SHA256 (\(status))")
            count = byteCount
        }
    }

    /// True when `code` is the code of `message` under `key`, compared in time that does not
    /// depend on where they differ (``ConstantTime``).
    public static func isValid(_ code: [UInt8], for message: [UInt8], key: [UInt8]) -> Bool {
        guard code.count == byteCount else { return false }
        return ConstantTime.equal(Self.code(for: message, key: key), code)
    }
}
