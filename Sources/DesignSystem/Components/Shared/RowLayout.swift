/// The inside of a list row, shared by ``Row`` and ``ListSection``: the masked image, a column of
/// the primary, secondary and tertiary texts (the text part), then the quaternary text trailing.
enum RowLayout {
    /// The row's children, only for parts with content; empty when the item shows nothing.
    static func children(of item: any Displayable, markup: ComponentMarkup) -> [Node] {
        let lines = [
            markup.text(.primaryText, of: item, "p"),
            markup.text(.secondaryText, of: item, "p"),
            markup.text(.tertiaryText, of: item, "p"),
        ].compactMap { $0 }
        return [
            markup.image(of: item),
            lines.isEmpty ? nil : markup.part(.text, "div", [], lines),
            markup.text(.quaternaryText, of: item, "p"),
        ].compactMap { $0 }
    }
}
