/// A line of text: the item's primary text, styled.
///
/// `<p class="sb-label">`; nothing without primary text. The label is its own primary-text
/// element, so the root's and the primary part's modifiers both apply to it.
public enum Label: Component {
    /// Its composable style.
    public typealias Style = LabelStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "label", title: "Label",
        summary: "A line of text in one of the system's text styles.",
        parts: [.primaryText],
        states: [.normal, .disabled]
    )

    /// The label of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let text = content.firstItem?.text(of: .primaryText) else { return .empty }
        let modifiers = styling.modifiers(for: .root) + styling.modifiers(for: .primaryText)
        return markup.root("p", [], modifiers: modifiers, [.text(text)])
    }
}
