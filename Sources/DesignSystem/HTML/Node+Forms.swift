/// Element helpers for forms and their controls.
extension Node {
    /// `<form>`: a form.
    public static func form(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("form", attributes: attributes, children: children)
    }

    /// `<form>`: a form, with attributes and children written inline.
    public static func form(_ attributes: Attribute..., children: Node...) -> Node {
        .form(attributes, children)
    }

    /// `<label>`: the caption of a form control.
    public static func label(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("label", attributes: attributes, children: children)
    }

    /// `<label>`: the caption of a form control, with attributes and children written inline.
    public static func label(_ attributes: Attribute..., children: Node...) -> Node {
        .label(attributes, children)
    }

    /// `<input>`: a form control; a void element, so it has no children.
    public static func input(_ attributes: [Attribute]) -> Node {
        .element("input", attributes: attributes, children: [])
    }

    /// `<input>`: a form control, with attributes written inline.
    public static func input(_ attributes: Attribute...) -> Node {
        .input(attributes)
    }

    /// `<button>`: a button.
    public static func button(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("button", attributes: attributes, children: children)
    }

    /// `<button>`: a button, with attributes and children written inline.
    public static func button(_ attributes: Attribute..., children: Node...) -> Node {
        .button(attributes, children)
    }

    /// `<select>`: a list of options to choose from.
    public static func select(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("select", attributes: attributes, children: children)
    }

    /// `<select>`: a list of options to choose from, with attributes and children written inline.
    public static func select(_ attributes: Attribute..., children: Node...) -> Node {
        .select(attributes, children)
    }

    /// `<option>`: one option of a `select`.
    public static func option(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("option", attributes: attributes, children: children)
    }

    /// `<option>`: one option of a `select`, with attributes and children written inline.
    public static func option(_ attributes: Attribute..., children: Node...) -> Node {
        .option(attributes, children)
    }
}
