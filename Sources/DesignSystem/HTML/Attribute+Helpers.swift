extension Attribute {
    /// `id="…"`: the element's unique identifier.
    public static func id(_ value: String) -> Attribute { Attribute(name: "id", value: value) }

    /// `class="…"`: the given class names, skipping empty ones, joined with single spaces.
    public static func `class`(_ names: String...) -> Attribute { .class(names) }

    /// `class="…"`: the given class names, skipping empty ones, joined with single spaces.
    public static func `class`(_ names: [String]) -> Attribute {
        let present = names.filter { !$0.allSatisfy(\.isWhitespace) }
        return Attribute(name: "class", value: present.joined(separator: " "))
    }

    /// `href="…"`: the target of a link.
    public static func href(_ value: String) -> Attribute { Attribute(name: "href", value: value) }

    /// `src="…"`: the address of an embedded resource.
    public static func src(_ value: String) -> Attribute { Attribute(name: "src", value: value) }

    /// `alt="…"`: the text alternative of an image.
    public static func alt(_ value: String) -> Attribute { Attribute(name: "alt", value: value) }

    /// `title="…"`: advisory information, usually shown as a tooltip.
    public static func title(_ value: String) -> Attribute { Attribute(name: "title", value: value) }

    /// `rel="…"`: the relationship of a linked resource.
    public static func rel(_ value: String) -> Attribute { Attribute(name: "rel", value: value) }

    /// `type="…"`: the type of an input, button or linked resource.
    public static func type(_ value: String) -> Attribute { Attribute(name: "type", value: value) }

    /// `name="…"`: the name of a form control or a `meta` entry.
    public static func name(_ value: String) -> Attribute { Attribute(name: "name", value: value) }

    /// `content="…"`: the value of a `meta` entry.
    public static func content(_ value: String) -> Attribute { Attribute(name: "content", value: value) }

    /// `lang="…"`: the language of the element's content.
    public static func lang(_ value: String) -> Attribute { Attribute(name: "lang", value: value) }

    /// `charset="…"`: the character encoding declared by a `meta` element.
    public static func charset(_ value: String) -> Attribute { Attribute(name: "charset", value: value) }

    /// `role="…"`: the ARIA role of the element.
    public static func role(_ value: String) -> Attribute { Attribute(name: "role", value: value) }

    /// `aria-<name>="…"`, for example `.aria("label", "Close")` for `aria-label="Close"`.
    public static func aria(_ name: String, _ value: String) -> Attribute {
        Attribute(name: "aria-" + name, value: value)
    }

    /// `data-<name>="…"`, for example `.data("token", "color.brand.500")`.
    public static func data(_ name: String, _ value: String) -> Attribute {
        Attribute(name: "data-" + name, value: value)
    }

    /// A boolean attribute rendered as its bare name, such as `hidden` or `disabled`.
    public static func boolean(_ name: String) -> Attribute { Attribute(name: name, value: nil) }

    /// Any other attribute with a value; an invalid name is dropped when rendered.
    public static func custom(_ name: String, _ value: String) -> Attribute {
        Attribute(name: name, value: value)
    }

    /// `tabindex="…"`: the element's place in keyboard focus order.
    public static func tabindex(_ value: Int) -> Attribute {
        Attribute(name: "tabindex", value: String(value))
    }

    /// `loading="…"`: `lazy` or `eager` loading of an image or frame.
    public static func loading(_ value: String) -> Attribute { Attribute(name: "loading", value: value) }

    /// `width="…"`: the intrinsic width in CSS pixels.
    public static func width(_ value: Int) -> Attribute { Attribute(name: "width", value: String(value)) }

    /// `height="…"`: the intrinsic height in CSS pixels.
    public static func height(_ value: Int) -> Attribute { Attribute(name: "height", value: String(value)) }

    /// `style="…"`: inline CSS declarations (escaped like any other value).
    public static func style(_ value: String) -> Attribute { Attribute(name: "style", value: value) }
}
