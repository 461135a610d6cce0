/// A section or page header: an optional leading image, an eyebrow line above a title, and a
/// subtitle.
///
/// `<div class="sb-header">` (not `<header>`, which at the top of a preview would be the page's
/// banner landmark) holding `img.sb-header__image` (decorative) and `div.sb-header__text` with
/// `p.sb-header__tertiary` (the eyebrow), `h2.sb-header__primary` (the title, a heading) and
/// `p.sb-header__secondary`. An item with nothing to show renders nothing.
public enum Header: Component {
    /// Its composable style.
    public typealias Style = HeaderStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "header", title: "Header",
        summary: "The title of a page or section, with an eyebrow line, a subtitle and an optional image.",
        parts: [.image, .tertiaryText, .primaryText, .secondaryText],
        states: [.normal]
    )

    /// The header of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let item = content.firstItem else { return .empty }
        let image = markup.image(of: item)
        let lines = [
            markup.text(.tertiaryText, of: item, "p"),
            markup.text(.primaryText, of: item, "h2"),
            markup.text(.secondaryText, of: item, "p"),
        ].compactMap { $0 }
        guard image != nil || !lines.isEmpty else { return .empty }
        let text = lines.isEmpty ? nil : markup.part(.text, "div", [], lines)
        return markup.root("div", [], [image, text].compactMap { $0 })
    }
}
