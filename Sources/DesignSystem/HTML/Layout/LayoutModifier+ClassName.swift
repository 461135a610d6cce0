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
        let prefix = "sb-" + effect.name + "--"
        switch value {
        case .token(let path): return prefix + path.segments.map(Self.encoded).joined(separator: "__")
        case .keyword(let keyword): return prefix + Self.encoded(keyword)
        case .image(let address): return prefix + Self.encoded(address)
        case .literal: return literalCSS.map { prefix + "v" + Self.hash($0) }
        }
    }

    /// The prefix every class of this effect starts with.
    var classPrefix: String { "sb-" + effect.name + "--" }

    /// The CSS text of a literal value (and its letter spacing), nil for other values or when CSS cannot write it.
    var literalCSS: String? {
        guard case .literal(let literal) = value, let css = CSSValueWriter().value(literal) else { return nil }
        return css.letterSpacing.map { css.text + " / " + $0 } ?? css.text
    }

    private static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16)
                result += "_" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
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
