import DesignSystem

/// `/preview/styles.css` for one permutation: the tokens as custom properties, the guide's
/// accent (see ``GuideBranding``), then the rule of every layout modifier a preview can use.
/// Component structure comes from `components.css`.
enum PreviewStylesheet {
    /// The stylesheet for `set`, the tokens of `permutation`.
    static func render(_ set: TokenSet, permutation: Permutation, modifiers: Set<LayoutModifier>, title: String,
                       branding: GuideBranding) -> String {
        var options = TokenExportOptions()
        options.header = title
        let variables = CSSVariableNames(set)
        return TokenExport.stylesheet(set.tokens, options: options)
            + branding.css(for: set, permutation: permutation, variables: variables) + "\n"
            + UtilityStylesheet.render(modifiers, variables: variables)
    }
}
