import DesignSystem

/// A line saying which contexts' values a page shows: the chosen ones, or with `auto` the light
/// context, while swatches and previews follow the reader's system.
enum ThemeNote {
    /// The note, or nothing when the design system has no modifiers.
    static func node(_ context: GuideContext) -> Node {
        guard !context.permutation.contexts.isEmpty else { return .empty }
        let values = context.permutation.description
        if context.isAutomatic, let scheme = context.snapshot.colorScheme {
            return .p(.class("theme-note"), children:
                .text("Values are listed for "), .code(children: .text(values)),
                .text("; swatches and previews follow your system's light or dark setting. Choose "
                      + "\(ContextSwitches.label(for: scheme.light)) or \(ContextSwitches.label(for: scheme.dark)) above to list its values."))
        }
        return .p(.class("theme-note"), children: .text("Values are listed for "), .code(children: .text(values)), .text("."))
    }
}
