/// The CSS custom property of each token, as the CSS export names it (`--color-brand-500`), so
/// other CSS (the utility stylesheet) can refer to the variables the export declares.
public struct CSSVariableNames: Sendable {
    private let references: [TokenPath: (value: String, letterSpacing: String?)]

    /// The names for a set's tokens, exactly as the export with ``TokenExportOptions/numbersCollidingNames``
    /// names them (the guide's stylesheets number a colliding name rather than fail).
    public init(_ set: TokenSet) {
        // Numbering never fails.
        let variables = try! CSSVariables(set.tokens, dialect: CSSExport.dialect, numbering: true)
        let writer = CSSValueWriter()
        var references: [TokenPath: (value: String, letterSpacing: String?)] = [:]
        for (index, token) in set.tokens.enumerated() where writer.value(token.value) != nil {
            references[token.path] = ("var(--\(variables.names[index]))", variables.companions[index].map { "var(--\($0))" })
        }
        self.references = references
    }

    /// `var(--name)` for the token at `path`, and its letter-spacing variable for typography;
    /// nil when the set has no such token or the export cannot declare it.
    public func reference(to path: TokenPath) -> (value: String, letterSpacing: String?)? {
        references[path]
    }
}
