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
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) -> String {
        let variables = CSSVariables(tokens, dialect: dialect)
        var lines = options.header.map { [ExportText.blockComment($0)] } ?? []
        lines.append("\(options.selector) {")
        lines += variables.declarations(resolveAliases: options.resolveAliases).map { "  " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
