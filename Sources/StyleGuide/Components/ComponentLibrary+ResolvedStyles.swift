import DesignSystem
import DesignTokens

extension ComponentLibrary {
    /// `style` of `document` looked up for `size` and `state` in the tokens of `permutation`, with
    /// `surface` as the canvas colour: kept from an earlier lookup of the same, else resolved
    /// (see ``StyleDocument/resolve(_:size:state:in:surface:)``) and kept. Nil for an unknown
    /// style or permutation.
    func resolvedStyle(_ document: StyleDocument, style: StyleName, size: ComponentSize, state: ComponentState,
                       permutation: Permutation, surface: ColorValue? = nil) -> ResolvedStyle? {
        guard let set = tokenAPI.system.permutations[permutation] else { return nil }
        let key = ResolvedStyleCache.Key(component: document.component, style: style, size: size, state: state,
                                         permutation: permutation, surface: surface)
        return resolvedStyles.resolved(key) { document.resolve(style, size: size, state: state, in: set, surface: surface) }
    }
}
