/// Reading string literals: bulk decoding of unescaped runs, escapes, and UTF-8 validation.
extension JSONReader {
    /// Reads the string whose opening quote is at `position`, leaving `position` after the closing quote.
    /// `quote` is `"`, or `'` for JSON5's single-quoted strings.
    mutating func readString(quote: UInt8 = UInt8(ascii: "\"")) throws(JSONSyntaxError) -> String {
        let opening = position
        position += 1
        var runStart = position
        var unescaped: [UInt8] = []
        var hasEscapes = false
        while position < bytes.count {
            switch bytes[position] {
            case quote:
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                position += 1
                guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                unescaped.append(contentsOf: run)
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if !hasEscapes {
                    hasEscapes = true
                    unescaped.reserveCapacity(position - opening + 16)
                }
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                try readEscape(into: &unescaped)
                runStart = position
            case 0x00..<0x20:
                throw controlCharacterInString()
            case 0x80...:
                guard let length = Self.utf8SequenceLength(in: bytes, at: position) else {
                    throw error("invalid UTF-8 byte 0x\(Self.hex(UInt32(bytes[position]), digits: 2)) in string; save the file as UTF-8", at: position)
                }
                position += length
            default:
                position += 1
            }
        }
        throw error("unterminated string: the closing '\(Character(UnicodeScalar(quote)))' is missing", at: opening)
    }

    private func controlCharacterInString() -> JSONSyntaxError {
        let byte = bytes[position]
        let message = switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            "unterminated string: line break before the closing '\"' (write \\n for a line break inside a string)"
        case UInt8(ascii: "\t"):
            "tab character inside a string (write \\t instead)"
        default:
            "control character U+\(Self.hex(UInt32(byte), digits: 4)) inside a string (write \\u\(Self.hex(UInt32(byte), digits: 4)) instead)"
        }
        return error(message, at: position)
    }

    /// Reads the escape sequence at `position` (a backslash) and appends the character it stands for.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let backslash = position
        position += 1
        let replacement: UInt8
        switch peek() {
        case UInt8(ascii: "\""): replacement = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): replacement = UInt8(ascii: "\\")
        case UInt8(ascii: "'") where lenient: replacement = UInt8(ascii: "'")
        case UInt8(ascii: "/"): replacement = UInt8(ascii: "/")
        case UInt8(ascii: "b"): replacement = 0x08
        case UInt8(ascii: "f"): replacement = 0x0C
        case UInt8(ascii: "n"): replacement = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): replacement = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): replacement = UInt8(ascii: "\t")
        case UInt8(ascii: "u"):
            buffer.append(contentsOf: try readUnicodeEscape(startingAt: backslash).utf8)
            return
        default:
            throw error(
                "invalid escape in string: '\\' followed by \(describe(at: position)); valid escapes are "
                    + "\\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                at: backslash
            )
        }
        position += 1
        buffer.append(replacement)
    }

    /// Reads `\uXXXX` (and the low half of a surrogate pair) with `position` at the `u`.
    private mutating func readUnicodeEscape(startingAt backslash: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        position += 1
        let unit = try readHexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            guard byteAt(position) == UInt8(ascii: "\\"), byteAt(position + 1) == UInt8(ascii: "u") else {
                throw unpairedSurrogate(at: backslash, "a high surrogate must be followed by a low surrogate \\uDC00-\\uDFFF")
            }
            let lowStart = position
            position += 2
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw unpairedSurrogate(at: backslash, "a high surrogate must be followed by a low surrogate \\uDC00-\\uDFFF, found \(text(lowStart..<position))")
            }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        case 0xDC00...0xDFFF:
            throw unpairedSurrogate(at: backslash, "a low surrogate must follow a high surrogate \\uD800-\\uDBFF")
        default:
            return Unicode.Scalar(unit)!
        }
    }

    private func unpairedSurrogate(at backslash: Int, _ rule: String) -> JSONSyntaxError {
        error("unpaired surrogate \(text(backslash..<backslash + 6)) in string: \(rule)", at: backslash)
    }

    /// Reads four hexadecimal digits at `position`.
    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch peek() {
            case let byte where (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
                digit = UInt32(byte - UInt8(ascii: "0"))
            case let byte where (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte):
                digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case let byte where (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte):
                digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw unexpected(expected: "four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// The source text of `range`, which holds ASCII only.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
