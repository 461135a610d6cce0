/// Decoding of character references (`&#65;`, `&#x41;`, `&amp;`) in text and attribute values.
///
/// The closing `;` is required. A `&` that does not start a reference stays as it is; so does an
/// unknown `&name;` or a numeric reference without its `;`, with a warning. A numeric reference to
/// U+0000, a surrogate, a code point past U+10FFFF or a control character other than tab, line
/// feed, form feed and carriage return becomes U+FFFD, with a warning.
enum HTMLCharacterReference {
    /// Reads the reference at the scanner's `&` and returns what it stands for, or `nil` (the
    /// scanner unmoved) when the `&` is to be kept as text.
    static func read(from scanner: inout HTMLScanner, problems: inout [HTMLProblem]) -> String? {
        guard scanner.peek() == "&" else { return nil }
        if scanner.peek(1) == "#" { return readNumeric(from: &scanner, problems: &problems) }
        return readNamed(from: &scanner, problems: &problems)
    }

    private static func readNamed(from scanner: inout HTMLScanner, problems: inout [HTMLProblem]) -> String? {
        var name = String.UnicodeScalarView()
        var offset = 1
        while let scalar = scanner.peek(offset), scalar.isASCIILetter || scalar.isASCIIDigit {
            name.append(scalar)
            offset += 1
        }
        guard let first = name.first, first.isASCIILetter, scanner.peek(offset) == ";" else { return nil }
        let written = String(name)
        guard let character = HTMLNamedCharacterReferences.table[written] else {
            problems.append(warning(at: scanner, "&\(written); is not a character reference this parser knows; "
                + "kept as text (write &amp;\(written); for a literal &)"))
            return nil
        }
        scanner.advance(by: offset + 1)
        return String(character)
    }

    private static func readNumeric(from scanner: inout HTMLScanner, problems: inout [HTMLProblem]) -> String? {
        let isHex = scanner.peek(2) == "x" || scanner.peek(2) == "X"
        var offset = isHex ? 3 : 2
        let firstDigit = offset
        var value: UInt32 = 0
        while let scalar = scanner.peek(offset), let digit = digitValue(scalar, hex: isHex) {
            value = min(value &* (isHex ? 16 : 10) &+ digit, 0x110000)
            offset += 1
        }
        guard offset > firstDigit else { return nil }
        guard scanner.peek(offset) == ";" else {
            let written = (firstDigit..<offset).compactMap { scanner.peek($0) }.map(String.init).joined()
            let reference = "&#" + (isHex ? "x" : "") + written
            problems.append(warning(at: scanner,
                                    "\(reference) needs a closing semicolon to be a character reference; kept as text"))
            return nil
        }
        let problem = forbiddenReason(value)
        if let problem {
            problems.append(warning(at: scanner, "character reference to \(problem) replaced by U+FFFD"))
        }
        scanner.advance(by: offset + 1)
        guard problem == nil, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return String(scalar)
    }

    /// Why code point `value` may not be written as a reference, or `nil` when it may.
    private static func forbiddenReason(_ value: UInt32) -> String? {
        let hex = "U+" + String(value, radix: 16, uppercase: true)
        switch value {
        case 0: return "U+0000"
        case 0xD800...0xDFFF: return "a surrogate (\(hex))"
        case 0x110000...: return "a code point past U+10FFFF"
        case 0x09, 0x0A, 0x0C, 0x0D: return nil
        case 0x01...0x1F, 0x7F...0x9F: return "the control character \(hex)"
        default: return nil
        }
    }

    private static func digitValue(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f" where hex: return scalar.value - 87
        case "A"..."F" where hex: return scalar.value - 55
        default: return nil
        }
    }

    private static func warning(at scanner: HTMLScanner, _ message: String) -> HTMLProblem {
        HTMLProblem(line: scanner.line, column: scanner.column, rule: .characterReference,
                    severity: .warning, message: message)
    }
}
