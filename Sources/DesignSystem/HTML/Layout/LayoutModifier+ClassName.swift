extension LayoutModifier {
    /// The class the modifier puts on a node: `sb-<effect>--<value>`, nil when the value has no
    /// CSS form (a literal CSS cannot write).
    ///
    /// A token's path is spelled out (`sb-padding--space__4`: segments joined by `__`, every
    /// byte other than ASCII letters, digits and `-` written `_xx` in hex), so two tokens never
    /// share a class and the class is known without the token set. A literal is named by a hash
    /// of its CSS text; a keyword by itself; an image by its address, encoded the same way
    /// (`sb-icon-mask--_2fassets_2ficons_2fcheck_2esvg`).
    public var className: String? {
        var name = classPrefix
        switch value {
        case .token(let path):
            for (index, segment) in path.segments.enumerated() {
                if index > 0 { name += "__" }
                Self.append(encoding: segment, to: &name)
            }
        case .keyword(let text), .image(let text): Self.append(encoding: text, to: &name)
        case .literal:
            guard let css = literalCSS else { return nil }
            name += "v" + Self.hash(css)
        }
        return name
    }

    /// The prefix every class of this effect starts with.
    var classPrefix: String { "sb-" + effect.name + "--" }

    /// The CSS text of a literal value (and its letter spacing), nil for other values or when CSS cannot write it.
    var literalCSS: String? {
        guard case .literal(let literal) = value, let css = CSSValueWriter().value(literal) else { return nil }
        return css.letterSpacing.map { css.text + " / " + $0 } ?? css.text
    }

    /// Appends `text` to `name`, each byte but ASCII letters, digits and `-` as `_xx`: the text
    /// itself when it has none (nearly every token segment), without a byte at a time.
    private static func append(encoding text: String, to name: inout String) {
        guard !text.utf8.allSatisfy(isKept) else {
            name += text
            return
        }
        for byte in text.utf8 {
            if isKept(byte) {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                name += "_" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            }
        }
    }

    /// ASCII letters, digits and `-`: the bytes a class name keeps as they are.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// FNV-1a, 64 bits, as 12 hex digits: stable across runs and machines (unlike `Hasher`).
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String((String(repeating: "0", count: max(0, 16 - hex.count)) + hex).prefix(12))
    }
}
