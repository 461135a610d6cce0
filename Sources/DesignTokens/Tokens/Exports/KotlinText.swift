/// Kotlin literals, comments and names for the Compose exports.
enum KotlinText {
    /// A double-quoted string literal: `\`, `"` and `$` (which starts a template) escaped, line
    /// breaks and tabs as `\n`, `\r`, `\t`, other control characters as `\uXXXX`.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "$": result += "\\$"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `/** text */` on one line. Kotlin block comments nest, so `/*` is broken as well as `*/`.
    static func docComment(_ text: String) -> String {
        let closing = ExportText.breaking((UInt8(ascii: "*"), UInt8(ascii: "/")), with: UInt8(ascii: " "), in: ExportText.singleLine(text))
        return "/** " + ExportText.breaking((UInt8(ascii: "/"), UInt8(ascii: "*")), with: UInt8(ascii: " "), in: closing) + " */"
    }

    /// `// text` on one line.
    static func lineComment(_ text: String) -> String { ExportText.lineComment(text) }

    /// `name`, in backquotes when it is one of Kotlin's hard keywords (`object`, `val`).
    static func name(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// Kotlin's hard keywords, which name nothing without backquotes.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]
}
