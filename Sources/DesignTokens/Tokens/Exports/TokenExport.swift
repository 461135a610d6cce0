/// Writes resolved tokens as a file in one of the ``TokenExportFormat``s.
public enum TokenExport {
    /// The text of `tokens` in `format`.
    ///
    /// `tokens` is `set.tokens` or a part of it, in set order; `set` supplies the groups (for the
    /// DTCG document) and the tokens references lead to. A reference is kept (with
    /// `resolveAliases` false) only when the token it names is exported in the same file;
    /// otherwise the value is written in full. A file that is not empty ends with a line break.
    public static func render(_ tokens: [ResolvedToken], from set: TokenSet, as format: TokenExportFormat,
                              options: TokenExportOptions = .init()) -> String {
        switch format.kind {
        case .dtcg: return DTCGExport.render(tokens, from: set, options: options)
        case .flat: return FlatExport.render(tokens, options: options)
        case .css: return CSSExport.render(tokens, options: options)
        case .scss: return SCSSExport.render(tokens, options: options)
        case .js: return JSExport.render(tokens, options: options)
        case .swift: return SwiftExport.render(tokens, options: options)
        case .android: return AndroidExport.render(tokens, options: options)
        }
    }
}
