import Glibc

/// The address a request came from: an IPv4 or IPv6 address, without its port.
///
/// An IPv4 address a dual-stack socket reports as IPv6 (`::ffff:10.0.0.1`) is the IPv4 address
/// it carries, so a list of IPv4 addresses matches it. The bytes are held inline (two words), so
/// giving every request its address allocates nothing.
public struct PeerAddress: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The first 8 bytes of an IPv6 address in network order; 0 for IPv4.
    private let high: UInt64
    /// The last 8 bytes of an IPv6 address, or the IPv4 address in the low 32 bits, in network order.
    private let low: UInt64
    /// True for an IPv6 address.
    public let isIPv6: Bool

    /// The address's bytes in network order: 4 for IPv4, 16 for IPv6.
    public var bytes: [UInt8] {
        let all = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        return isIPv6 ? all : Array(all[12...])
    }

    /// The address with these bytes (network order); nil unless there are 4 or 16 of them.
    public init?<Bytes: Collection<UInt8>>(bytes: Bytes) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            let position = bytes.count == 4 ? index + 12 : index
            if position < 8 { words.0 |= UInt64(byte) << (56 - 8 * position) } else { words.1 |= UInt64(byte) << (56 - 8 * (position - 8)) }
        }
        // ::ffff:a.b.c.d, an IPv4 address a dual-stack socket reports, is that IPv4 address.
        let mapped = bytes.count == 16 && words.0 == 0 && words.1 >> 32 == 0xFFFF
        (high, low, isIPv6) = (words.0, mapped ? words.1 & 0xFFFF_FFFF : words.1, bytes.count == 16 && !mapped)
    }

    /// Parses the text form of an address (`10.0.0.7`, `::1`, `2001:db8::5`); nil for anything else.
    public init?(_ text: String) {
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            self.init(bytes: withUnsafeBytes(of: &v4) { Array($0) })
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            self.init(bytes: withUnsafeBytes(of: &v6) { Array($0) })
        } else {
            return nil
        }
    }

    /// The address of a socket address as the C library gives it; nil for any family but IPv4 and IPv6.
    /// The bytes are read inside `withUnsafeBytes`: a buffer pointer taken out of it points at a
    /// copy that is gone, which a release build reuses (every address read as garbage).
    init?(_ address: UnsafePointer<sockaddr>) {
        let parsed: PeerAddress?
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            let copy = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in.self).sin_addr
            parsed = withUnsafeBytes(of: copy) { PeerAddress(bytes: $0) }
        case AF_INET6:
            let copy = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in6.self).sin6_addr
            parsed = withUnsafeBytes(of: copy) { PeerAddress(bytes: $0) }
        default:
            parsed = nil
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// The text form: `10.0.0.7`, `2001:db8::5`.
    public var description: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let family = isIPv6 ? AF_INET6 : AF_INET
        let written = bytes.withUnsafeBytes { raw in inet_ntop(family, raw.baseAddress, &buffer, socklen_t(buffer.count)) }
        guard written != nil else { return "?" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// True when the first `bits` bits of this address and `other` are equal (both of one family).
    public func sharesPrefix(_ bits: Int, with other: PeerAddress) -> Bool {
        guard isIPv6 == other.isIPv6 else { return false }
        let offset = isIPv6 ? 0 : 96, total = min(bits, isIPv6 ? 128 : 32) + offset
        func mask(_ wordStart: Int) -> UInt64 {
            let covered = max(0, min(64, total - wordStart))
            return covered == 0 ? 0 : ~UInt64(0) << (64 - covered)
        }
        return (high ^ other.high) & mask(0) == 0 && (low ^ other.low) & mask(64) == 0
    }

    /// Orders IPv4 before IPv6, then by bytes, so lists of addresses read the same every time.
    public static func < (lhs: PeerAddress, rhs: PeerAddress) -> Bool {
        (lhs.isIPv6 ? 1 : 0, lhs.high, lhs.low) < (rhs.isIPv6 ? 1 : 0, rhs.high, rhs.low)
    }
}
