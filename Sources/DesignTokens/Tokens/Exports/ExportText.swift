/// Comments and literals shared by the text exports.
enum ExportText {
    /// `text` on one line: every run of spaces, line breaks and other control characters
    /// becomes one space, and the ends are trimmed.
    static func singleLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == " " {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result += " " }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// A token's description and deprecation, each on one line, for comments.
    struct Notes {
        /// The description; nil when there is none or it is blank.
        var description: String?
        /// True when the token is deprecated.
        var isDeprecated: Bool
        /// Why, when a reason was given.
        var reason: String?

        /// `deprecated: reason`, `deprecated`, or nil.
        var deprecation: String? {
            guard isDeprecated else { return nil }
            return reason.map { "deprecated: \($0)" } ?? "deprecated"
        }
    }

    /// The notes of `token`.
    static func notes(for token: ResolvedToken) -> Notes {
        let description = token.description.map(singleLine).flatMap { $0.isEmpty ? nil : $0 }
        let reason = token.deprecation?.reason.map(singleLine).flatMap { $0.isEmpty ? nil : $0 }
        return Notes(description: description, isDeprecated: token.deprecation?.isDeprecated == true, reason: reason)
    }

    /// `/* text */` on one line, with any `*/` inside broken up.
    static func blockComment(_ text: String) -> String {
        "/* " + singleLine(text).replacing("*/", with: "* /") + " */"
    }

    /// `// text` on one line.
    static func lineComment(_ text: String) -> String { "// " + singleLine(text) }

    /// A double-quoted string literal for JavaScript or Swift: `\`, `"` and control characters
    /// escaped (`\n`, `\r`, `\t`, others as `\u{…}` in Swift and `\u…` in JavaScript), and in
    /// JavaScript U+2028 and U+2029 too, which older engines read as line ends.
    static func quoted(_ text: String, swift: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (!swift && (0x2028...0x2029).contains(scalar.value)):
                let hex = String(scalar.value, radix: 16)
                result += swift ? "\\u{\(hex)}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The comma-separated ids of `tokens`, for the note listing what a format cannot hold.
    static func idList(_ tokens: [ResolvedToken]) -> String {
        tokens.map(\.path.description).joined(separator: ", ")
    }
}
