/// A button: an optional icon (the item's image) and a label (its primary text).
///
/// `<button type="button" class="sb-button">` holding the icon and `span.sb-button__primary`.
/// The icon is an icon, not a picture: an image of the Public folder is drawn in the button's
/// foreground colour as `span.sb-button__image.sb-icon` with the class of its mask
/// (`aria-hidden`, decorative); an `https:` image stays `img.sb-button__image` (`alt=""`). Disabled adds `disabled`; hover, pressed and focused
/// are drawn by the style (`aria-pressed` would make it a toggle button, which it is not).
///
/// Every button rendered has an accessible name: its label, or for an icon-only button (an
/// image without primary text) the secondary text as `aria-label`. Content that gives no
/// visible content (no label, no icon) or no name renders nothing.
public enum Button: Component {
    /// Its composable style.
    public typealias Style = ButtonStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "button", title: "Button",
        summary: "An action: a label with an optional icon; an icon alone is named by the secondary text.",
        parts: [.image, .primaryText, .secondaryText],
        states: [.normal, .hover, .pressed, .focused, .disabled]
    )

    /// The button of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let item = content.firstItem else { return .empty }
        let icon = markup.icon(of: item)
        let label = markup.text(.primaryText, of: item, "span")
        let iconName = label == nil ? item.text(of: .secondaryText) : nil
        guard label != nil || (icon != nil && iconName != nil) else { return .empty }

        var attributes: [Attribute] = [.type("button")]
        if let iconName { attributes.append(.aria("label", iconName)) }
        if styling.state == .disabled { attributes.append(.boolean("disabled")) }
        return markup.root("button", attributes, [icon, label].compactMap { $0 })
    }
}
