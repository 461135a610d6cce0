/// CSS custom properties: `:root { --color-brand-500: #4555e1; … }`.
///
/// References are written `var(--name)`; custom properties may refer to ones declared later.
enum CSSExport {
    /// How CSS writes comments, declarations and references.
    static let dialect = CSSVariables.Dialect(
        comment: ExportText.blockComment,
        declaration: { name, value in "--\(name): \(value);" },
        reference: { "var(--\($0))" },
        leadingDigitPrefix: "",
        referencesEarlierOnly: false,
        formatName: "CSS",
        isSCSS: false)

    /// The style sheet.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let variables = try CSSVariables(tokens, dialect: dialect, numbering: options.numbersCollidingNames)
        var lines = options.header.map { [ExportText.blockComment($0)] } ?? []
        lines.append("\(options.selector) {")
        lines += variables.declarations(resolveAliases: options.resolveAliases).map { "  " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension TokenExport {
    /// The CSS custom properties of `tokens` for the guide's own pages: a name two tokens would
    /// share is numbered (`-2`), as ``CSSVariableNames`` names them, so it never fails and every
    /// page renders whatever the Config holds. Exports refuse such names instead.
    public static func stylesheet(_ tokens: [ResolvedToken], options: TokenExportOptions) -> String {
        var options = options
        options.numbersCollidingNames = true
        // With numbering, naming cannot fail, and naming is all the CSS writer can fail at.
        return try! CSSExport.render(tokens, options: options)
    }
}
