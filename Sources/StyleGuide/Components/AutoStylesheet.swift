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
    /// The stylesheet for the light and dark token sets of one choice of the other modifiers,
    /// each followed by its rule of the guide's accent (see ``GuideBranding``).
    static func render(light lightSet: TokenSet, dark darkSet: TokenSet, modifiers: Set<LayoutModifier>, title: String,
                       branding: (light: String, dark: String)) -> String {
        var options = TokenExportOptions()
        options.header = title
        let lightTokens = TokenExport.render(lightSet.tokens, from: lightSet, as: .css, options: options) + branding.light
        options.header = nil
        let darkTokens = TokenExport.render(darkSet.tokens, from: darkSet, as: .css, options: options) + branding.dark
        let indented = darkTokens.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
        return lightTokens + "\n@media (prefers-color-scheme: dark) {\n" + indented.joined(separator: "\n") + "}\n\n"
            + UtilityStylesheet.render(modifiers, variables: CSSVariableNames(lightSet))
    }
}
