/// The dimension tokens that size text, which Android writes in `sp` (scaled with the reader's
/// font size setting) rather than `dp`.
///
/// A dimension token sizes text when a typography token's `fontSize` refers to it, or when its
/// name says so: a segment `fontSize`, `font-size`, `textSize` or `text_size` (case and
/// separators ignored), or a segment `size` right after `font`, `text`, `type` or `typography`
/// (`font.size.body`, `typography.size.lg`).
enum TextSizeTokens {
    /// The paths of the text sizes among `tokens`.
    static func paths(in tokens: [ResolvedToken]) -> Set<TokenPath> {
        var paths: Set<TokenPath> = []
        for token in tokens {
            if case .dimension = token.value, isTextSizeName(token.path) { paths.insert(token.path) }
            guard token.type == .typography else { continue }
            for site in token.references where site.path == ["fontSize"] {
                if case .alias(let target) = site.reference { paths.insert(target) }
            }
        }
        return paths
    }

    /// True when the segments of `path` name a text size.
    static func isTextSizeName(_ path: TokenPath) -> Bool {
        let normalized = path.segments.map { $0.lowercased().filter { $0 != "-" && $0 != "_" } }
        for (index, segment) in normalized.enumerated() {
            if segment == "fontsize" || segment == "textsize" { return true }
            if segment == "size", index > 0, ["font", "text", "type", "typography"].contains(normalized[index - 1]) { return true }
        }
        return false
    }
}
