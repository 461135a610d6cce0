/// Reading number literals: the RFC 8259 grammar is checked here, the conversion is the standard library's.
extension JSONReader {
    /// Integers with at most this many digits are exact in a Double and are converted directly.
    private static let directConversionDigitLimit = 15

    /// Reads the number at `position` (a `-` or a digit).
    mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let numberStart = position
        let isNegative = peek() == UInt8(ascii: "-")
        if isNegative {
            position += 1
        }
        let integerStart = position
        switch peek() {
        case UInt8(ascii: "0"):
            position += 1
            if Self.isDigit(peek()) {
                skipDigits()
                throw error("numbers must not have leading zeros, found '\(text(from: numberStart))'", at: numberStart)
            }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            skipDigits()
        default:
            if word(at: position) == "Infinity" {
                throw error("-Infinity is not a valid JSON number", at: numberStart)
            }
            throw unexpected(expected: "a digit after '-'")
        }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard Self.isDigit(peek()) else { throw unexpected(expected: "a digit after the decimal point") }
            skipDigits()
            isInteger = false
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                position += 1
            }
            guard Self.isDigit(peek()) else { throw unexpected(expected: "a digit in the exponent") }
            skipDigits()
            isInteger = false
        }
        if isInteger && position - integerStart <= Self.directConversionDigitLimit {
            let magnitude = bytes[integerStart..<position].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return isNegative ? -Double(magnitude) : Double(magnitude)
        }
        let lexeme = text(from: numberStart)
        guard let value = Double(lexeme), value.isFinite else {
            throw error("number \(lexeme) is too large for a 64-bit float", at: numberStart)
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while Self.isDigit(peek()) {
            position += 1
        }
    }

    /// The source text from `start` to `position`, which holds ASCII only.
    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<position], as: UTF8.self)
    }
}
