/// Reading one Unicode scalar out of UTF-8 bytes that hold valid UTF-8 (a `String`'s bytes, or
/// such bytes with ASCII-delimited pieces removed or replaced by ASCII), for scans of bytes that
/// meet a non-ASCII byte now and then.
enum UTF8Scalar {
    /// The scalar whose first byte is at `index`, and how many bytes it takes.
    static func decode(_ bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0xFF >> (length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The scalar whose last byte is just before `index` (which must not be 0).
    static func decode(_ bytes: [UInt8], before index: Int) -> Unicode.Scalar {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return decode(bytes, at: start).scalar
    }
}
