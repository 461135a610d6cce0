/// A SwiftUI source file: `public enum DesignTokens` with one `public static let` per token,
/// named `name/camel`, followed by the small types composite values need.
///
/// Values are always written out (see ``SwiftLiteral``). A name starting with a digit or
/// equal to a Swift keyword gets the prefix `_`. Descriptions become `///` comments and
/// deprecations `@available(*, deprecated, message:)`. Tokens Swift cannot hold are listed in
/// one comment at the top of the enum, and take no part in naming.
public enum SwiftExport {
    /// The source file.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        var written: [(token: ResolvedToken, literal: SwiftLiteral)] = []
        var left: [ResolvedToken] = []
        for token in tokens {
            if let literal = SwiftLiteral(token.value) { written.append((token, literal)) } else { left.append(token) }
        }
        let claims = written.map { ExportNames.Claim(ExportNames.identifier(TokenNaming.camel($0.token.path), reserved: keywords),
                                                     token: $0.token.path) }
        let names = try ExportNames.assign(claims, format: "Swift", separator: "_", numbering: options.numbersCollidingNames)
        var lines = options.header.map { [ExportText.lineComment($0)] } ?? []
        lines.append("// Dimensions are in points (1px = 1pt, 1rem = 16pt); durations in seconds.")
        lines += ["import SwiftUI", "", "public enum DesignTokens {"]
        var members: [String] = []
        var support: Set<SwiftSupportType> = []
        for ((token, literal), name) in zip(written, names) {
            support.formUnion(literal.support)
            let notes = ExportText.notes(for: token)
            if let description = notes.description { members.append("/// \(description)") }
            if notes.isDeprecated {
                let message = notes.reason.map { ", message: " + ExportText.quoted($0, swift: true) } ?? ""
                members.append("@available(*, deprecated\(message))")
            }
            let expression = literal.lines
            members.append("public static let \(name)\(literal.type.map { ": \($0)" } ?? "") = \(expression[0])")
            members += expression.dropFirst()
        }
        if !left.isEmpty {
            lines.append("    " + ExportText.lineComment("Not representable in Swift: " + ExportText.idList(left)))
        }
        lines += members.map { "    " + $0 }
        lines.append("}")
        let definitions = SwiftSupportType.allCases.filter(support.contains).map(\.definition)
        if !definitions.isEmpty {
            let body = definitions.joined(separator: [""]).map { $0.isEmpty ? "" : "    " + $0 }
            lines += ["", "extension DesignTokens {"] + body + ["}"]
        }
        return lines.joined(separator: "\n") + "\n"
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
