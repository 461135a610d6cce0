import DesignSystem

/// `/preview/styles.css` for one permutation: the tokens as custom properties, then the rule of
/// every layout modifier a preview can use. Component structure comes from `components.css`.
enum PreviewStylesheet {
    /// The stylesheet for `set`.
    static func render(_ set: TokenSet, modifiers: Set<LayoutModifier>, title: String, branding: String = "") -> String {
        var options = TokenExportOptions()
        options.header = title
        return TokenExport.render(set.tokens, from: set, as: .css, options: options) + branding + "\n"
            + UtilityStylesheet.render(modifiers, variables: CSSVariableNames(set))
    }
}
