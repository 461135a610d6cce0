/// Attribute selectors naming a context (`[data-theme="dark"]`), with the attribute's name
/// serialised as CSSOM's `CSS.escape` does and its value as a CSS string, so any modifier or
/// context name selects exactly itself.
enum CSSSelectorText {
    /// `[name="value"]`.
    static func attribute(_ name: String, equals value: String) -> String {
        "[" + identifier(name) + "=" + CSSValueWriter.quoted(value) + "]"
    }

    /// `text` as a CSS identifier (CSSOM, "serialize an identifier"): NUL becomes U+FFFD; control
    /// characters, a leading digit and a digit after a leading `-` become hex escapes (`\31 `); a
    /// lone `-` becomes `\-`; ASCII letters and digits, `-`, `_` and everything from U+0080 on stay;
    /// any other character is escaped with a backslash (`\ `, `\"`, `\.`).
    static func identifier(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let isDigit = (0x30...0x39).contains(value)
            if value == 0 {
                result += "\u{FFFD}"
            } else if (0x01...0x1F).contains(value) || value == 0x7F
                        || (index == 0 && isDigit) || (index == 1 && isDigit && scalars[0] == "-") {
                result += "\\" + String(value, radix: 16) + " "
            } else if index == 0 && scalar == "-" && scalars.count == 1 {
                result += "\\-"
            } else if value >= 0x80 || scalar == "-" || scalar == "_" || isDigit
                        || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\" + String(scalar)
            }
        }
        return result
    }
}
