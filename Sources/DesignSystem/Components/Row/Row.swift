/// A list row: the item's masked image, a column of its primary, secondary and tertiary texts,
/// and its quaternary text trailing.
///
/// `<div class="sb-row">` holding `img.sb-row__image` (decorative: the texts name the row),
/// `div.sb-row__text` with a `p` per text, and `p.sb-row__quaternary`. An item with none of
/// these parts renders nothing. States are drawn by the style; a lone row has no ARIA state to
/// carry them (`aria-selected` and `aria-disabled` need a list role such as `option`).
public enum Row: Component {
    /// Its composable style.
    public typealias Style = RowStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "row", title: "Row",
        summary: "A list row: an image, a column of text, and a trailing value.",
        parts: [.image, .primaryText, .secondaryText, .tertiaryText, .quaternaryText],
        states: [.normal, .hover, .pressed, .selected, .disabled]
    )

    /// The row of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let item = content.firstItem else { return .empty }
        let children = RowLayout.children(of: item, markup: markup)
        guard !children.isEmpty else { return .empty }
        return markup.root("div", [], children)
    }
}
