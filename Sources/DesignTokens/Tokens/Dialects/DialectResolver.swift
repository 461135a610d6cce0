/// A token file in a dialect that is loaded where a resolver is expected, as the resolver its
/// structure makes: a Tokens Studio export with themes (``TokensStudioResolver``) or Figma
/// variables (``FigmaResolver``).
enum DialectResolver {
    /// The resolver document for the file whose bytes are `bytes`, with the conversion
    /// summaries; nil when it is a DTCG resolver document or no such export.
    static func document(_ bytes: [UInt8], file: String, source: some TokenFileSource, strictness: Strictness,
                         limits: TokenLimits = TokenLimits()) -> (ResolverDocument?, [Diagnostic])? {
        guard let json = try? JSONParser.parse(bytes), json.objectValue?["resolutionOrder"] == nil else { return nil }
        return TokensStudioResolver.document(json, file: file, source: source, strictness: strictness, limits: limits)
            ?? FigmaResolver.document(json, file: file, strictness: strictness, limits: limits)
    }
}
