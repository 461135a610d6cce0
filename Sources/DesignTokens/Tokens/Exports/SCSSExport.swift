/// SCSS variables: `$color-brand-500: #4555e1;`.
///
/// References are written `$name`, and only to variables declared above (Sass reads in order);
/// a reference to a later token is written out instead. A name starting with a digit gets the
/// prefix `token-`: Sass names cannot start with a digit, and `_` or `-` would make the
/// variable private to its module.
enum SCSSExport {
    /// How SCSS writes comments, declarations and references.
    static let dialect = CSSVariables.Dialect(
        comment: ExportText.lineComment,
        declaration: { name, value in "$\(name): \(value);" },
        reference: { "$\($0)" },
        leadingDigitPrefix: "token-",
        referencesEarlierOnly: true,
        formatName: "SCSS",
        isSCSS: true)

    /// The SCSS file.
    static func render(_ tokens: [ResolvedToken], options: TokenExportOptions) throws(TokenExportError) -> String {
        let variables = try CSSVariables(tokens, dialect: dialect, numbering: options.numbersCollidingNames)
        var lines = options.header.map { [ExportText.lineComment($0)] } ?? []
        lines += variables.declarations(resolveAliases: options.resolveAliases)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
