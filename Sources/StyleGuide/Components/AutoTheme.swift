import DesignSystem
import MicroHTTP

/// `theme=auto`: the light and dark contexts of the resolver's `theme` modifier, chosen by the
/// reader's system (`prefers-color-scheme`) rather than by the URL. Available when the resolver
/// has a modifier named `theme` with contexts `light` and `dark`.
struct AutoTheme: Sendable {
    /// The modifier's name, `theme`.
    static let modifier = "theme"
    /// The word that asks for it.
    static let keyword = "auto"

    /// The light permutation's position, and the dark one's, in the token API's list.
    let light: Int
    let dark: Int

    /// The automatic theme of a token system, or nil when its resolver has no light/dark `theme`.
    init?(tokenAPI: TokenAPI) {
        guard let theme = tokenAPI.system.modifiers.first(where: { $0.name == Self.modifier }),
              theme.contextNames.contains("light"), theme.contextNames.contains("dark"),
              let light = try? tokenAPI.permutationIndex(for: [Self.modifier: "light"]),
              let dark = try? tokenAPI.permutationIndex(for: [Self.modifier: "dark"]) else { return nil }
        self.light = light
        self.dark = dark
    }

    /// True when `query` asks for `theme=auto`; `query` then loses that item (the rest is read as usual).
    static func take(from query: inout QueryItems) -> Bool {
        guard query[modifier] == keyword, query.values(for: modifier).count == 1 else { return false }
        query = QueryItems(query.filter { $0.name != modifier })
        return true
    }

    /// The stylesheet: the light tokens, the dark ones inside `@media (prefers-color-scheme: dark)`,
    /// then the utility rules (which refer to the variables, so serve both).
    func stylesheet(light lightSet: TokenSet, dark darkSet: TokenSet, modifiers: Set<LayoutModifier>, title: String) -> String {
        var options = TokenExportOptions()
        options.header = title
        let lightTokens = TokenExport.render(lightSet.tokens, from: lightSet, as: .css, options: options)
        options.header = nil
        let darkTokens = TokenExport.render(darkSet.tokens, from: darkSet, as: .css, options: options)
        let indented = darkTokens.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
        return lightTokens + "\n@media (prefers-color-scheme: dark) {\n" + indented.joined(separator: "\n") + "}\n\n"
            + UtilityStylesheet.render(modifiers, variables: CSSVariableNames(lightSet))
    }
}
