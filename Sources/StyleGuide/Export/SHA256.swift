import MicroHTTP

/// SHA-256 (FIPS 180-4) of a byte string, as lower-case hex: the manifest's checksum of each file.
/// Computed by GnuTLS (``SHA256Digest``, with the processor's SHA instructions where it has them):
/// an export hashes every byte it writes.
enum SHA256 {
    /// The digest of `bytes` as 64 hex digits.
    static func hex(_ bytes: [UInt8]) -> String { hex(digest(bytes)) }

    /// A digest as 64 hex digits.
    static func hex(_ digest: SIMD8<UInt32>) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        text.reserveCapacity(64)
        for index in 0..<8 {
            for shift in (0..<8).reversed() { text.append(digits[Int((digest[index] >> UInt32(shift * 4)) & 0xF)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The digest of `bytes`: eight words, 32 bytes held without a string (an export keeps one
    /// per file until its manifest is written).
    static func digest(_ bytes: [UInt8]) -> SIMD8<UInt32> {
        var words = SIMD8<UInt32>()
        SHA256Digest.hash(bytes).withUnsafeBytes { digest in
            for index in 0..<8 {
                words[index] = UInt32(digest[index * 4]) << 24 | UInt32(digest[index * 4 + 1]) << 16
                    | UInt32(digest[index * 4 + 2]) << 8 | UInt32(digest[index * 4 + 3])
            }
        }
        return words
    }
}
