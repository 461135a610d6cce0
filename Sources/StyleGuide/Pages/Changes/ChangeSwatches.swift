import DesignSystem
import MicroHTTP

/// The swatches of the changes page: each colour of a diff (of a release, or of a context other
/// than the reader's) drawn with a class whose rule `/changes/swatches.css` holds, so the page
/// needs no inline style.
enum ChangeSwatches {
    /// The swatch of `value` when it is a colour; nothing otherwise.
    static func node(_ value: TokenValue) -> Node {
        guard case .color(let color) = value else { return .empty }
        return Swatch.node(color: color)
    }

    /// Every colour the changes of `contexts` show, as the modifiers of their swatches.
    static func modifiers(in contexts: [ContextDiff]) -> Set<LayoutModifier> {
        var colors: [ColorValue] = []
        func add(_ value: TokenValue) { if case .color(let color) = value { colors.append(color) } }
        for context in contexts {
            context.added.forEach { add($0.value) }
            context.removed.forEach { add($0.value) }
            context.renamed.forEach { add($0.token.value) }
            for change in context.valueChanged + context.typeChanged {
                add(change.oldValue)
                add(change.newValue)
            }
            colors += [context.contrastReference.old, context.contrastReference.new]
        }
        return Set(colors.map(Swatch.modifier))
    }

    /// `/changes/swatches.css` for the changes of one page (`contexts`): one rule per colour.
    static func stylesheet(for contexts: [ContextDiff], variables: CSSVariableNames) -> Response {
        ComponentLibrary.stylesheetResponse("/* The colours of the changes page's swatches. */\n"
            + UtilityStylesheet.render(modifiers(in: contexts), variables: variables))
    }
}
