/// Builds the elements of one rendered component: class names, the variant's data attributes and
/// each part's layout modifiers.
///
/// The root is `sb-<name>` with `data-style`, `data-size` and `data-state`; a part is
/// `sb-<name>__<part>` (`sb-row__image`, `sb-toggle__thumb`) and carries
/// `styling.modifiers(for: part)`. Text parts are built only when the item has content for them.
///
/// Public so that a component compiled in a package depending on this one is marked up exactly
/// as the built-ins are (the guide, the components' stylesheet and visual tests rely on it).
public struct ComponentMarkup: Sendable {
    /// The component's name, the stem of every class.
    public let name: ComponentName
    /// The variant being drawn.
    public let styling: ComponentStyling

    /// The markup of one render of the component `name` in `styling`.
    public init(name: ComponentName, styling: ComponentStyling) {
        self.name = name
        self.styling = styling
    }

    /// `sb-<name>`.
    public var rootClass: String { "sb-" + name.rawValue }

    /// `sb-<name>__<part>`.
    public func partClass(_ part: ComponentPart) -> String { rootClass + "__" + part.name }

    /// `sb-<name>__<piece>`, for structural pieces no style property applies to (a list, a list item).
    public func pieceClass(_ piece: String) -> String { rootClass + "__" + piece }

    /// The root element: its class, the variant's data attributes, `attributes`, and the root's
    /// modifiers (or `modifiers`, when the caller adjusted them).
    public func root(_ tag: String, classes extra: [String] = [], _ attributes: [Attribute],
              modifiers: [LayoutModifier]? = nil, _ children: [Node]) -> Node {
        let variant: [Attribute] = [
            .class([rootClass] + extra),
            .data("style", styling.style.rawValue),
            .data("size", styling.size.rawValue),
            .data("state", styling.state.rawValue),
        ]
        return Node.element(tag, attributes: variant + attributes, children: children)
            .modified(by: modifiers ?? styling.modifiers(for: .root))
    }

    /// The element of `part`: its class, `attributes`, and the part's modifiers (or `modifiers`).
    public func part(_ part: ComponentPart, _ tag: String, classes extra: [String] = [], _ attributes: [Attribute],
              modifiers: [LayoutModifier]? = nil, _ children: [Node]) -> Node {
        Node.element(tag, attributes: [.class([partClass(part)] + extra)] + attributes, children: children)
            .modified(by: modifiers ?? styling.modifiers(for: part))
    }

    /// A structural element: its piece class and attributes, no modifiers.
    public func piece(_ piece: String, _ tag: String, _ attributes: [Attribute], _ children: [Node]) -> Node {
        Node.element(tag, attributes: [.class(pieceClass(piece))] + attributes, children: children)
    }

    /// The element of a text part holding the item's text, or nil when that text is absent or blank.
    public func text(_ displayPart: DisplayPart, of item: any Displayable, _ tag: String,
              _ attributes: [Attribute] = []) -> Node? {
        guard let text = item.text(of: displayPart) else { return nil }
        return part(ComponentPart(displayPart), tag, attributes, [.text(text)])
    }

    /// The item's image as an `img` of the image part, masked as the item says, or nil without an image.
    ///
    /// For pictures, which keep their own colours (an avatar, a row's thumbnail, a card's cover).
    /// `alt` is empty by default: next to the item's text an image is decorative.
    public func image(of item: any Displayable, alt: String = "") -> Node? {
        guard let source = item.image else { return nil }
        let mask = item.imageMask
        return part(.image, "img", classes: mask.structuralClasses, [.src(source.url), .alt(alt)],
                    modifiers: mask.applied(to: styling.modifiers(for: .image)), [])
    }

    /// The item's image as an icon in the component's foreground colour, or nil without an image.
    ///
    /// An image of the Public folder is a `span` of the image part with ``ImageSource/iconClass``
    /// and the class of its ``ImageSource/iconMask`` (no `img`), hidden from assistive technology
    /// when `alt` is empty and otherwise `role="img"` named by `alt`; an `https:` image stays the
    /// `img` of ``image(of:alt:)``. The item's mask clips it as it would a picture.
    public func icon(of item: any Displayable, alt: String = "") -> Node? {
        guard let source = item.image, let iconMask = source.iconMask else { return image(of: item, alt: alt) }
        let mask = item.imageMask
        let semantics: [Attribute] = alt.isEmpty ? [.aria("hidden", "true")] : [.role("img"), .aria("label", alt)]
        return part(.image, "span", classes: [ImageSource.iconClass] + mask.structuralClasses, semantics,
                    modifiers: mask.applied(to: styling.modifiers(for: .image)) + [iconMask], [])
    }
}
