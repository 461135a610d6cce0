extension JSONPointer {
    /// Parses a pointer in its string form ("", "/a/b") or URI fragment form ("#", "#/a%20b").
    ///
    /// Returns nil when a non-empty pointer does not start with `/`, when `~` is not followed by
    /// `0` or `1`, or when the fragment form has bad percent-encoding or encodes invalid UTF-8.
    public init?(_ text: String) {
        var utf8 = Array(text.utf8)
        if utf8.first == UInt8(ascii: "#") {
            guard let decoded = Self.percentDecoded(utf8.dropFirst()) else { return nil }
            utf8 = decoded
        }
        guard let tokens = Self.unescapedTokens(utf8) else { return nil }
        self.init(tokens: tokens)
    }

    /// The bytes of a URI fragment with every `%XX` decoded, or nil when the result is not UTF-8.
    private static func percentDecoded(_ fragment: ArraySlice<UInt8>) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(fragment.count)
        var offset = fragment.startIndex
        while offset < fragment.endIndex {
            guard fragment[offset] == UInt8(ascii: "%") else {
                decoded.append(fragment[offset])
                offset += 1
                continue
            }
            guard offset + 2 < fragment.endIndex,
                  let high = hexValue(fragment[offset + 1]),
                  let low = hexValue(fragment[offset + 2])
            else { return nil }
            decoded.append(high << 4 | low)
            offset += 3
        }
        guard String(validating: decoded, as: UTF8.self) != nil else { return nil }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The tokens of a pointer's string form with `~0` and `~1` unescaped, or nil when malformed.
    private static func unescapedTokens(_ text: [UInt8]) -> [String]? {
        guard let first = text.first else { return [] }
        guard first == UInt8(ascii: "/") else { return nil }
        var tokens: [String] = []
        var token: [UInt8] = []
        var offset = 1
        while offset < text.count {
            switch text[offset] {
            case UInt8(ascii: "/"):
                tokens.append(String(decoding: token, as: UTF8.self))
                token.removeAll(keepingCapacity: true)
            case UInt8(ascii: "~"):
                offset += 1
                switch offset < text.count ? text[offset] : 0 {
                case UInt8(ascii: "0"): token.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): token.append(UInt8(ascii: "/"))
                default: return nil
                }
            default:
                token.append(text[offset])
            }
            offset += 1
        }
        tokens.append(String(decoding: token, as: UTF8.self))
        return tokens
    }
}
