/// Building `JSONSyntaxError`s: where a problem is, and what was found there, in plain words.
extension JSONReader {
    /// An error at byte `offset` with its line and column worked out from the start of the document.
    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        var line = 1
        var lineStart = documentStart
        var cursor = documentStart
        while cursor < offset {
            let byte = bytes[cursor]
            cursor += 1
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && byteAt(cursor) != UInt8(ascii: "\n")) {
                line += 1
                lineStart = cursor
            }
        }
        let scalarsBefore = bytes[lineStart..<offset].reduce(0) { count, byte in
            byte & 0xC0 == 0x80 ? count : count + 1
        }
        return JSONSyntaxError(line: line, column: scalarsBefore + 1, message: message)
    }

    /// "expected <expectation>, found <what is at position>", with a hint for common mistakes.
    func unexpected(expected expectation: String) -> JSONSyntaxError {
        var message = "expected \(expectation), found \(describe(at: position))"
        switch peek() {
        case UInt8(ascii: "/"):
            message += " (comments are not allowed in JSON)"
        case UInt8(ascii: "'"):
            message += " (JSON strings use double quotes)"
        default:
            break
        }
        return error(message, at: position)
    }

    /// The error for a position where a value should start but none does.
    func valueExpected() -> JSONSyntaxError {
        let onlyWhitespace = bytes[documentStart..<position].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
        if position == bytes.count && onlyWhitespace {
            return error("the document is empty; expected a JSON value", at: position)
        }
        let word = self.word(at: position)
        if word == "NaN" || word == "Infinity" {
            return error("\(word) is not a valid JSON number", at: position)
        }
        switch peek() {
        case UInt8(ascii: "+"):
            return error("a number must not start with '+'", at: position)
        case UInt8(ascii: "."):
            return error("a number must have a digit before '.' (write 0.5, not .5)", at: position)
        default:
            return unexpected(expected: "a value (object, array, string, number, true, false or null)")
        }
    }

    /// A short description of the input at `offset`, such as `'x'`, `'NaN'` or `end of file`.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if Self.isWordByte(byte) {
            return "'\(word(at: offset))'"
        }
        switch byte {
        case 0x21...0x7E:
            return "'\(Character(UnicodeScalar(byte)))'"
        case 0x80...:
            guard let length = Self.utf8SequenceLength(in: bytes, at: offset) else {
                return "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))"
            }
            return "'\(String(decoding: bytes[offset..<offset + length], as: UTF8.self))'"
        default:
            return "control character U+\(Self.hex(UInt32(byte), digits: 4))"
        }
    }

    /// The run of letters, digits and underscores at `offset`, at most 24 bytes long.
    func word(at offset: Int) -> String {
        var end = offset
        while end < bytes.count, end - offset < 24, Self.isWordByte(bytes[end]) {
            end += 1
        }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// `value` in uppercase hexadecimal, zero-padded to `digits`.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset`, or nil when it is not
    /// well formed (overlong forms, surrogates and values above U+10FFFF are not).
    static func utf8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return nil
        }
        guard bytes.count - offset >= length, secondRange.contains(bytes[offset + 1]) else { return nil }
        for continuation in offset + 2..<offset + length where bytes[continuation] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
