/// Strict percent-decoding of URL components (RFC 3986): every `%` must start a valid `%HH`.
public enum PercentDecoding {
    /// Decodes `text`; nil when an escape is malformed, or the result is not valid UTF-8 or holds NUL.
    ///
    /// With `plusAsSpace` (query strings, HTML forms), `+` decodes to a space.
    public static func decode(_ text: Substring, plusAsSpace: Bool = false) -> String? {
        let utf8 = text.utf8
        let needsWork = text.withUTF8Bytes { bytes in
            bytes.contains { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }
        }
        if !needsWork { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first != utf8.endIndex else { return nil }
                let second = utf8.index(after: first)
                guard second != utf8.endIndex,
                      let high = hexValue(utf8[first]), let low = hexValue(utf8[second]) else { return nil }
                let decoded = high << 4 | low
                guard decoded != 0 else { return nil }
                bytes.append(decoded)
                index = utf8.index(after: second)
            } else {
                bytes.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Decodes a whole string; see ``decode(_:plusAsSpace:)``.
    public static func decode(_ text: String, plusAsSpace: Bool = false) -> String? {
        decode(text[...], plusAsSpace: plusAsSpace)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
