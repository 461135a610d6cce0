/// An avatar: the item's image, or initials of its primary text, clipped by the item's mask.
///
/// `<span class="sb-avatar">`. With an image it holds `img.sb-avatar__image`, whose `alt` is the
/// primary text (empty without one). Without an image it is `role="img"` with the primary text
/// as `aria-label` and its initials (see ``Initials``) as content. With neither image nor primary
/// text it is an empty, `aria-hidden` placeholder.
///
/// The avatar's style applies to the root, so the mask does too: circle adds
/// ``ImageMask/circleClass``, rounded keeps the style's corner radius or replaces it with the
/// item's radius, none drops it. Selected is drawn by the style.
public enum Avatar: Component {
    /// Its composable style.
    public typealias Style = AvatarStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "avatar", title: "Avatar",
        summary: "A person or thing as a picture, or as initials when there is no picture.",
        parts: [.image, .primaryText],
        states: [.normal, .selected]
    )

    /// The avatar of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        guard let item = content.firstItem else { return .empty }
        let mask = item.imageMask
        let modifiers = mask.applied(to: styling.modifiers(for: .root))
        let name = item.text(of: .primaryText)

        if let source = item.image {
            let picture = markup.part(.image, "img", [.src(source.url), .alt(name ?? "")], [])
            return markup.root("span", classes: mask.structuralClasses, [], modifiers: modifiers, [picture])
        }
        guard let name else {
            return markup.root("span", classes: mask.structuralClasses, [.aria("hidden", "true")], modifiers: modifiers, [])
        }
        let initials = Initials.of(name).map { [Node.text($0)] } ?? []
        return markup.root("span", classes: mask.structuralClasses, [.role("img"), .aria("label", name)],
                           modifiers: modifiers, initials)
    }
}
