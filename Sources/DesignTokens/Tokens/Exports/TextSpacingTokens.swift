/// The dimension tokens that space text: letter spacings and line heights, which Compose writes
/// in `sp` like text sizes and Figma offers for its letter spacing and line height fields.
///
/// A dimension token spaces text when a typography token's `letterSpacing` or `lineHeight` refers
/// to it, or when its name says so: a segment `letterSpacing` or `lineHeight` (case and the
/// separators `-` and `_` ignored: `letter-spacing`, `line_height`).
enum TextSpacingTokens {
    /// The paths of the letter spacings and of the line heights among `tokens`.
    static func paths(in tokens: [ResolvedToken]) -> (letterSpacing: Set<TokenPath>, lineHeight: Set<TokenPath>) {
        var letterSpacing: Set<TokenPath> = []
        var lineHeight: Set<TokenPath> = []
        for token in tokens {
            if case .dimension = token.value {
                if isNamed(token.path, "letterspacing") { letterSpacing.insert(token.path) }
                if isNamed(token.path, "lineheight") { lineHeight.insert(token.path) }
            }
            guard token.type == .typography else { continue }
            for site in token.references {
                guard case .alias(let target) = site.reference else { continue }
                if site.path == ["letterSpacing"] { letterSpacing.insert(target) }
                if site.path == ["lineHeight"] { lineHeight.insert(target) }
            }
        }
        return (letterSpacing, lineHeight)
    }

    /// True when a segment of `path`, lower-cased without `-` and `_`, is `word`.
    private static func isNamed(_ path: TokenPath, _ word: String) -> Bool {
        path.segments.contains { $0.lowercased().filter { $0 != "-" && $0 != "_" } == word }
    }
}
