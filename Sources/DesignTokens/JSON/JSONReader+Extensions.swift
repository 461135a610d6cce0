/// The JSONC and JSON5 syntax a lenient read accepts, each use noted: comments, single-quoted
/// strings, unquoted member names and the number forms JSON lacks (trailing commas and repeated
/// names are handled where members and elements are read).
extension JSONReader {
    /// Skips the comment at `position` (a `/`), counting its lines; false when no comment starts here.
    mutating func skipComment() -> Bool {
        let startLine = line
        switch byteAt(position + 1) {
        case UInt8(ascii: "/"):
            position += 2
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                position += 1
            }
        case UInt8(ascii: "*"):
            position += 2
            while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && byteAt(position + 1) == UInt8(ascii: "/")) {
                if bytes[position] == UInt8(ascii: "\n") || (bytes[position] == UInt8(ascii: "\r") && byteAt(position + 1) != UInt8(ascii: "\n")) {
                    line += 1
                }
                position += 1
            }
            position = min(position + 2, bytes.count)
        default:
            return false
        }
        notes.note(.comment, line: startLine)
        return true
    }

    /// A member name in single quotes or without quotes (letters, digits, `_` and `$`, not
    /// starting with a digit), or nil when none starts here.
    mutating func readExtendedName() throws(JSONSyntaxError) -> String? {
        if peek() == UInt8(ascii: "'") {
            notes.note(.singleQuotedString, line: line)
            return try readString(quote: UInt8(ascii: "'"))
        }
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position]) || bytes[position] >= 0x80 {
            if bytes[position] >= 0x80 {
                guard let length = Self.utf8SequenceLength(in: bytes, at: position) else { break }
                position += length
            } else {
                position += 1
            }
        }
        guard position > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else {
            position = start
            return nil
        }
        notes.note(.unquotedName, line: line)
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A value starting with `'`, `+` or `.`: a single-quoted string or a JSON5 number.
    mutating func readExtendedScalar() throws(JSONSyntaxError) -> JSON {
        guard peek() == UInt8(ascii: "'") else { return .number(try readExtendedNumber()) }
        notes.note(.singleQuotedString, line: line)
        return .string(try readString(quote: UInt8(ascii: "'")))
    }

    /// A JSON number, or one of JSON5's forms: `0x1F`, `+1`, `.5`, `5.`. Infinity and NaN stay
    /// errors: no token value can hold them.
    mutating func readExtendedNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        if peek() != UInt8(ascii: "+") && peek() != UInt8(ascii: ".") {
            do {
                let value = try readNumber()
                if peek() != UInt8(ascii: ".") && peek() != UInt8(ascii: "x") && peek() != UInt8(ascii: "X") {
                    return value
                }
            } catch {}
            position = start
        }
        var end = start
        while end < bytes.count, Self.isNumberByte(bytes[end]) {
            end += 1
        }
        let lexeme = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let value = Self.json5Number(lexeme) else {
            if word(at: start + (peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") ? 1 : 0)) == "Infinity" {
                throw error("Infinity is not a number a token can hold", at: start)
            }
            throw error("'\(lexeme)' is not a number", at: start)
        }
        position = end
        notes.note(.numberForm, line: line)
        return value
    }

    /// The value of a JSON5 numeric literal (decimal with optional sign, leading or trailing
    /// point and exponent, or hexadecimal), or nil.
    static func json5Number(_ lexeme: String) -> Double? {
        var body = Substring(lexeme)
        var sign = 1.0
        if let first = body.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            body = body.dropFirst()
        }
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            guard let value = UInt64(body.dropFirst(2), radix: 16) else { return nil }
            return sign * Double(value)
        }
        let mantissa = body.prefix { $0 != "e" && $0 != "E" }
        let digits = mantissa.filter { $0 != "." }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), mantissa.filter({ $0 == "." }).count <= 1,
              let value = Double(body.hasSuffix(".") ? String(body) + "0" : String(body)), value.isFinite
        else { return nil }
        return sign * value
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "$")
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
