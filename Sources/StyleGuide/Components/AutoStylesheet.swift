import DesignSystem
import MicroHTTP

/// `auto` in a preview's or the token stylesheet's query (`?mode=auto&density=compact`): the
/// light and dark contexts of the colour-scheme pair, chosen by the reader's system
/// (`prefers-color-scheme`) rather than by the URL; the other modifiers as given.
extension ColorSchemePair {
    /// True when `query` asks for `auto` (once); that item is then replaced by the light context.
    func takeAuto(from query: inout QueryItems) -> Bool {
        guard query[modifier] == Self.keyword, query.values(for: modifier).count == 1 else { return false }
        query = replacing(query, with: light)
        return true
    }

    /// `query` with this modifier's item set to `context` (added when absent).
    func replacing(_ query: QueryItems, with context: String) -> QueryItems {
        QueryItems(query.filter { $0.name != modifier } + [.init(name: modifier, value: context)])
    }
}

/// The stylesheet of `auto`: the light permutation's tokens, the dark one's inside
/// `@media (prefers-color-scheme: dark)`, then the utility rules (which refer to the variables,
/// so serve both).
enum AutoStylesheet {
    /// The stylesheet for the light and dark token sets (of the permutations `light` and
    /// `dark`) of one choice of the other modifiers, each followed by its rule of the guide's accent.
    static func render(light lightSet: TokenSet, _ light: Permutation, dark darkSet: TokenSet, _ dark: Permutation,
                       modifiers: Set<LayoutModifier>, title: String, branding: GuideBranding) -> String {
        var options = TokenExportOptions()
        options.header = title
        let variables = CSSVariableNames(lightSet)
        let lightTokens = TokenExport.stylesheet(lightSet.tokens, options: options)
            + branding.css(for: lightSet, permutation: light, variables: variables)
        options.header = nil
        let darkTokens = TokenExport.stylesheet(darkSet.tokens, options: options)
            + branding.css(for: darkSet, permutation: dark, variables: CSSVariableNames(darkSet))
        let indented = darkTokens.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
        return lightTokens + "\n@media (prefers-color-scheme: dark) {\n" + indented.joined(separator: "\n") + "}\n\n"
            + UtilityStylesheet.render(modifiers, variables: variables)
    }
}
