/// Percent-encoding for one path segment or query value of a URL (RFC 3986).
public enum PercentEncoding {
    /// `text` with every byte but the unreserved ones (letters, digits, `-`, `.`, `_`, `~`)
    /// written as `%XX`.
    public static func encode(_ text: String) -> String {
        encode(text) { _, byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                false
            default:
                true
            }
        }
    }

    /// `text` with each byte `escaped` is true of (given its offset in the UTF-8) written as `%XX`,
    /// upper-case; text with no such byte comes back as it is, copied once.
    public static func encode(_ text: String, escaping escaped: (_ offset: Int, _ byte: UInt8) -> Bool) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.indices.first(where: { escaped($0, bytes[$0]) }) else { return String(decoding: bytes, as: UTF8.self) }
            let digits: StaticString = "0123456789ABCDEF"
            var result = Array(bytes[..<first])
            result.reserveCapacity(bytes.count + 8)
            for offset in first..<bytes.count {
                let byte = bytes[offset]
                guard escaped(offset, byte) else { result.append(byte); continue }
                result.append(UInt8(ascii: "%"))
                result.append(digits.utf8Start[Int(byte >> 4)])
                result.append(digits.utf8Start[Int(byte & 0x0F)])
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}
