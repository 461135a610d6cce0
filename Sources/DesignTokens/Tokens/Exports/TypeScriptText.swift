/// The pieces of TypeScript the `ts` exports share: literals, object literals, the union of
/// token ids, and the type of each value.
enum TypeScriptText {
    /// A double-quoted string literal.
    static func string(_ text: String) -> String { ExportText.quoted(text, swift: false) }

    /// A constant's initializer: an array or object literal is `as const`, so its elements keep
    /// their literal types (strings, numbers and Booleans have them already).
    static func constant(_ literal: String) -> String {
        literal.hasPrefix("[") || literal.hasPrefix("{") ? literal + " as const" : literal
    }

    /// An object literal over several lines: `start{`, `...spread,` when given, one `key: value,`
    /// line per member, `}end`; `start{}end` when it has no member.
    static func object(_ start: String, spreading spread: String? = nil, members: [(key: String, value: String)],
                       end: String) -> [String] {
        let lines = (spread.map { ["  ...\($0),"] } ?? []) + members.map { "  \($0.key): \($0.value)," }
        return lines.isEmpty ? [start + "{}" + end] : [start + "{"] + lines + ["}" + end]
    }

    /// `/** text */` on one line, with any `*/` inside broken (`*\/`).
    static func docComment(_ text: String) -> String {
        "/** " + ExportText.breaking((UInt8(ascii: "*"), UInt8(ascii: "/")), with: UInt8(ascii: "\\"), in: ExportText.singleLine(text)) + " */"
    }

    /// `// text` on one line; U+2028 and U+2029, which end a comment in JavaScript, become spaces.
    static func lineComment(_ text: String) -> String {
        ExportText.lineComment(String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0 })))
    }

    /// `export type TokenName = | "a" | "b";` over several lines (`never` when there are no ids),
    /// with its documentation.
    static func nameUnion(_ ids: [String]) -> [String] {
        let head = ["/** The id (dot path) of every token in the file. */"]
        guard !ids.isEmpty else { return head + ["export type TokenName = never;"] }
        var lines = head + ["export type TokenName ="] + ids.map { "  | " + string($0) }
        lines[lines.count - 1] += ";"
        return lines
    }

    /// The type every context's value of a token has, widened from its literal: `string` for what
    /// is written as CSS text, `number`, `readonly string[]` for a font family, an object type
    /// for typography, and for a raw value its JSON type (`unknown` for an array or object).
    static func type(of value: TokenValue) -> String { TypeScriptTypes.type(of: value, readonly: true) }

    /// Words a binding in an ES module cannot be named: the reserved words of strict mode, and
    /// `eval` and `arguments`.
    static let reserved: Set<String> = [
        "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
        "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var",
        "void", "while", "with", "yield", "let", "static", "implements", "interface", "package", "private",
        "protected", "public", "eval", "arguments",
    ]
}
