/// A SwiftUI source file: `public enum DesignTokens` (or the type ``TokenExportOptions/typeName``
/// names) with one `public static let` per token, named `name/camel`, followed by the small types
/// composite values need.
///
/// Values are always written out (see ``SwiftLiteral``). A name starting with a digit or
/// equal to a Swift keyword gets the prefix `_`. Descriptions become `///` comments and
/// deprecations `@available(*, deprecated, message:)`. Tokens Swift cannot hold are listed in
/// one comment at the top of the enum, and take no part in naming. Every context of a modifier
/// in one file is ``SwiftContextsExport``.
public enum SwiftExport {
    /// The source file.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let typeName = try SwiftNames.checkedTypeName(options.typeName)
        var written: [(token: ResolvedToken, literal: SwiftLiteral)] = []
        var left: [ResolvedToken] = []
        for token in tokens {
            if let literal = SwiftLiteral(token.value) { written.append((token, literal)) } else { left.append(token) }
        }
        let names = try memberNames(written.map(\.token.path), options: options)
        var lines = preamble(options) + ["import SwiftUI", "", "public enum \(typeName) {"]
        var members: [String] = []
        var support: Set<SwiftSupportType> = []
        for ((token, literal), name) in zip(written, names) {
            support.formUnion(literal.support)
            members += declaration(name, literal, notes: ExportText.notes(for: token))
        }
        if !left.isEmpty { lines.append("    " + unrepresentable(left)) }
        lines += members.map { "    " + $0 }
        lines.append("}")
        lines += supportTypes(support, in: typeName)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The comment lines that open a file: the header, and the units.
    static func preamble(_ options: TokenExportOptions) -> [String] {
        (options.header.map { [ExportText.lineComment($0)] } ?? [])
            + ["// Dimensions are in points (1px = 1pt, 1rem = 16pt); durations in seconds."]
    }

    /// The member name of each token path, in order: `name/camel`, `_` in front of a leading digit
    /// or a keyword; names two tokens share are an error (or numbered, with the options' numbering).
    static func memberNames(_ paths: [TokenPath], options: TokenExportOptions) throws(TokenExportError) -> [String] {
        let claims = paths.map { ExportNames.Claim(ExportNames.identifier(TokenNaming.camel($0), reserved: keywords), token: $0) }
        return try ExportNames.assign(claims, format: "Swift", separator: "_", numbering: options.numbersCollidingNames)
    }

    /// The lines declaring one constant, unindented: its description, its deprecation, then
    /// `public static let name: Type = value`.
    static func declaration(_ name: String, _ literal: SwiftLiteral, notes: ExportText.Notes) -> [String] {
        var lines = attributes(notes)
        let expression = literal.lines
        lines.append("public static let \(name)\(literal.type.map { ": \($0)" } ?? "") = \(expression[0])")
        return lines + expression.dropFirst()
    }

    /// A declaration's `///` description and `@available(*, deprecated)` lines.
    static func attributes(_ notes: ExportText.Notes) -> [String] {
        var lines: [String] = []
        if let description = notes.description { lines.append("/// \(description)") }
        if notes.isDeprecated {
            let message = notes.reason.map { ", message: " + ExportText.quoted($0, swift: true) } ?? ""
            lines.append("@available(*, deprecated\(message))")
        }
        return lines
    }

    /// The comment naming the tokens Swift cannot hold.
    static func unrepresentable(_ tokens: [ResolvedToken]) -> String {
        ExportText.lineComment("Not representable in Swift: " + ExportText.idList(tokens))
    }

    /// `extension TypeName { … }` defining the support types used, after a blank line; nothing when none is.
    static func supportTypes(_ support: Set<SwiftSupportType>, in typeName: String) -> [String] {
        let definitions = SwiftSupportType.allCases.filter(support.contains).map(\.definition)
        guard !definitions.isEmpty else { return [] }
        let body = definitions.joined(separator: [""]).map { $0.isEmpty ? "" : "    " + $0 }
        return ["", "extension \(typeName) {"] + body + ["}"]
    }

    /// Swift's keywords, which cannot name a constant without backquotes.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "await", "any", "some",
    ]
}
