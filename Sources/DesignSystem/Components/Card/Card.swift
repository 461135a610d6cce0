/// A card: a cover image over a title, a subtitle, body text and a footer line.
///
/// `<article class="sb-card">` holding `img.sb-card__image` (decorative: the title follows) and
/// `div.sb-card__body` with `h3.sb-card__primary` (the title, a heading), `p.sb-card__secondary`,
/// `p.sb-card__tertiary` and `footer.sb-card__quaternary` (metadata). The body exists only when
/// one of its texts does; an item with nothing to show renders nothing. States are drawn by the
/// style (an article has no ARIA state for them).
public enum Card: Component {
    /// Its composable style.
    public typealias Style = CardStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "card", title: "Card",
        summary: "A self-contained summary: a cover image, a title, a subtitle, body text and a footer.",
        parts: [.image, .primaryText, .secondaryText, .tertiaryText, .quaternaryText],
        states: [.normal, .hover, .pressed, .focused, .selected]
    )

    /// The card of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let item = content.firstItem else { return .empty }
        let cover = markup.image(of: item)
        let lines = [
            markup.text(.primaryText, of: item, "h3"),
            markup.text(.secondaryText, of: item, "p"),
            markup.text(.tertiaryText, of: item, "p"),
            markup.text(.quaternaryText, of: item, "footer"),
        ].compactMap { $0 }
        guard cover != nil || !lines.isEmpty else { return .empty }
        let body = lines.isEmpty ? nil : markup.part(.body, "div", [], lines)
        return markup.root("article", [], [cover, body].compactMap { $0 })
    }
}
