/// Writes resolved tokens as a file in one of the ``TokenExportFormat``s.
public enum TokenExport {
    /// The text of `tokens` in `format`.
    ///
    /// `tokens` is `set.tokens` or a part of it, in set order; `set` supplies the groups (for the
    /// DTCG document) and the tokens references lead to. A reference is kept (with
    /// `resolveAliases` false) only when the token it names is exported in the same file;
    /// otherwise the value is written in full. A file that is not empty ends with a line break.
    /// Two tokens that would share a name in the file are an error naming both (see
    /// ``TokenExportOptions/numbersCollidingNames``).
    public static func render(_ tokens: [ResolvedToken], from set: TokenSet, as format: TokenExportFormat,
                              options: TokenExportOptions = .init()) throws(TokenExportError) -> String {
        switch format.kind {
        case .dtcg: return DTCGExport.render(tokens, from: set, options: options)
        case .flat: return FlatExport.render(tokens, options: options)
        case .css: return try CSSExport.render(tokens, options: options)
        case .scss: return try SCSSExport.render(tokens, options: options)
        case .js: return try JSExport.render(tokens, options: options)
        case .swift: return try SwiftExport.render(tokens, options: options)
        case .android: return try AndroidExport.render(tokens, options: options)
        case .ts: return try TypeScriptExport.render(tokens, options: options)
        case .compose: return try ComposeExport.render(tokens, options: options)
        case .figma: return try FigmaExport.render(tokens, options: options)
        case .dts: return try TypeScriptDeclarationsExport.render(tokens, options: options)
        }
    }

    /// The text of every context of `variants` in `format`, in one file: the default context in
    /// full, every other as what differs from it (see each format for how it says which context
    /// is which). A format that cannot hold the contexts of this modifier (Android resources for
    /// anything but a light/dark pair, Figma past 40 modes) throws
    /// ``TokenExportError/Code/contextsNotSupported`` saying why.
    public static func render(_ variants: ContextVariants, as format: TokenExportFormat,
                              options: TokenExportOptions = .init()) throws(TokenExportError) -> String {
        switch format.kind {
        case .swift: return try SwiftContextsExport.render(variants, options: options)
        case .ts: return try TypeScriptContextsExport.render(variants, options: options)
        case .compose: return try ComposeContextsExport.render(variants, options: options)
        case .figma: return try FigmaExport.render(variants, options: options)
        case .dtcg: return JSONContextsExport.dtcg(variants, options: options)
        case .flat: return JSONContextsExport.flat(variants, options: options)
        case .css: return try CSSContextsExport.render(variants, options: options)
        case .scss: return try SCSSContextsExport.render(variants, options: options)
        case .js: return try JSContextsExport.render(variants, options: options)
        case .dts: return try TypeScriptDeclarationsExport.render(variants, options: options)
        case .android: return try AndroidContextsExport.render(variants, options: options)
        }
    }
}
