/// Decoding of character references (`&#65;`, `&#x41;`, `&amp;`) in text and attribute values,
/// as a browser decodes them, so a value is checked for what the browser would see.
///
/// Every name of HTML's list is known. A numeric reference without its closing `;`, and one of
/// HTML's legacy names without it (`&amp`, `&copy`), is decoded as browsers decode it, with a
/// warning, except that in an attribute value a legacy name followed by a letter, a digit or
/// `=` stays as written (`?a=1&copy=2`), as in browsers. A `&` that does not start a reference
/// stays as it is; so does an unknown `&name;`, with a warning. A numeric reference to U+0000, a
/// surrogate, a code point past U+10FFFF or a control character other than tab, line feed, form
/// feed and carriage return becomes U+FFFD, with a warning.
enum HTMLCharacterReference {
    /// Reads the reference at the scanner's `&` and returns what it stands for, or `nil` (the
    /// scanner unmoved) when the `&` is to be kept as text; `inAttribute` when reading a value.
    static func read(from scanner: inout HTMLScanner, problems: inout [HTMLProblem], inAttribute: Bool = false) -> String? {
        guard scanner.peek() == "&" else { return nil }
        if scanner.peek(1) == "#" { return readNumeric(from: &scanner, problems: &problems) }
        return readNamed(from: &scanner, problems: &problems, inAttribute: inAttribute)
    }

    private static func readNamed(from scanner: inout HTMLScanner, problems: inout [HTMLProblem], inAttribute: Bool) -> String? {
        var name = String.UnicodeScalarView()
        var offset = 1
        while let scalar = scanner.peek(offset), scalar.isASCIILetter || scalar.isASCIIDigit {
            name.append(scalar)
            offset += 1
        }
        guard let first = name.first, first.isASCIILetter else { return nil }
        let written = String(name)
        if scanner.peek(offset) == ";", let characters = HTMLNamedCharacterReferences.common[written] ?? HTMLNamedCharacterReferences.table[written] {
            scanner.advance(by: offset + 1)
            return characters
        }
        if let legacy = legacyPrefix(of: written) {
            let next = scanner.peek(1 + legacy.unicodeScalars.count)
            if inAttribute, let next, next.isASCIILetter || next.isASCIIDigit || next == "=" { return nil }
            let characters = HTMLNamedCharacterReferences.table[legacy] ?? ""
            problems.append(warning(at: scanner, "&\(legacy) needs a closing semicolon; read as \(characters.debugDescription) "
                + "as browsers read it (write &\(legacy); or &amp;\(legacy))"))
            scanner.advance(by: 1 + legacy.unicodeScalars.count)
            return characters
        }
        guard scanner.peek(offset) == ";" else { return nil }
        problems.append(warning(at: scanner, "&\(written); is not a character reference this parser knows; "
            + "kept as text (write &amp;\(written); for a literal &)"))
        return nil
    }

    /// The longest legacy name (one a browser reads without `;`) that `written` starts with.
    private static func legacyPrefix(of written: String) -> String? {
        let scalars = Array(written.unicodeScalars)
        for length in stride(from: min(scalars.count, HTMLNamedCharacterReferences.longestWithoutSemicolon), through: 2, by: -1) {
            let candidate = String(String.UnicodeScalarView(scalars[..<length]))
            if HTMLNamedCharacterReferences.withoutSemicolon.contains(candidate) { return candidate }
        }
        return nil
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
        let closed = scanner.peek(offset) == ";"
        let problem = forbiddenReason(value)
        if !closed {
            let written = (firstDigit..<offset).compactMap { scanner.peek($0) }.map(String.init).joined()
            problems.append(warning(at: scanner, "&#" + (isHex ? "x" : "") + written
                + " needs a closing semicolon; read as a character reference, as browsers read it"))
        }
        if let problem {
            problems.append(warning(at: scanner, "character reference to \(problem) replaced by U+FFFD"))
        }
        scanner.advance(by: closed ? offset + 1 : offset)
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
