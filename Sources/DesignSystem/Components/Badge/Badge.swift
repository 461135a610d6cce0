/// A short status or count: the item's primary text in a pill.
///
/// `<span class="sb-badge">`; nothing without primary text. The badge is its own primary-text
/// element, so the root's and the primary part's modifiers both apply to it.
public enum Badge: Component {
    /// Its composable style.
    public typealias Style = BadgeStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "badge", title: "Badge",
        summary: "A short status, tag or count.",
        parts: [.primaryText],
        states: [.normal]
    )

    /// The badge of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let text = content.firstItem?.text(of: .primaryText) else { return .empty }
        let modifiers = styling.modifiers(for: .root) + styling.modifiers(for: .primaryText)
        return markup.root("span", [], modifiers: modifiers, [.text(text)])
    }
}
