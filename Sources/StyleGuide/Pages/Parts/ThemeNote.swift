import DesignSystem

/// A line saying which theme's values a page shows: the chosen one, or the default with `auto`,
/// whose swatches and previews follow the reader's system.
enum ThemeNote {
    /// The note, or nothing when the design system has no modifiers.
    static func node(_ context: GuideContext) -> Node {
        guard !context.permutation.contexts.isEmpty else { return .empty }
        let values = context.permutation.description
        if context.theme.context == nil && !context.themeChoices.isEmpty {
            return .p(.class("theme-note"), children:
                .text("Values are listed for "), .code(children: .text(values)),
                .text("; swatches and previews follow your system's light or dark setting. Choose a theme above to list its values."))
        }
        return .p(.class("theme-note"), children: .text("Values are listed for "), .code(children: .text(values)), .text("."))
    }
}
