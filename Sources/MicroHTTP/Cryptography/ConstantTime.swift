import CMicroHTTPD

/// Comparisons of secrets whose time does not depend on where two byte strings differ
/// (`gnutls_memcmp`): the one place tokens, cookies' codes, `state` and `nonce` are compared.
public enum ConstantTime {
    /// True when `left` and `right` hold the same bytes. Every byte is compared whatever the first
    /// difference; only the lengths, which are not secret, can end it sooner.
    public static func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        guard !left.isEmpty else { return true }
        return left.withUnsafeBytes { left in
            right.withUnsafeBytes { gnutls_memcmp(left.baseAddress, $0.baseAddress, left.count) == 0 }
        }
    }

    /// True when `left` and `right` are the same UTF-8 bytes, compared as their byte arrays are.
    public static func equal(_ left: String, _ right: String) -> Bool {
        equal(Array(left.utf8), Array(right.utf8))
    }
}
