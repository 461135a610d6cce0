/// Element helpers for blocks and runs of text.
extension Node {
    /// `<div>`: a generic block container.
    public static func div(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("div", attributes: attributes, children: children)
    }

    /// `<div>`: a generic block container, with attributes and children written inline.
    public static func div(_ attributes: Attribute..., children: Node...) -> Node {
        .div(attributes, children)
    }

    /// `<p>`: a paragraph.
    public static func p(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("p", attributes: attributes, children: children)
    }

    /// `<p>`: a paragraph, with attributes and children written inline.
    public static func p(_ attributes: Attribute..., children: Node...) -> Node {
        .p(attributes, children)
    }

    /// `<a>`: a hyperlink.
    public static func a(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("a", attributes: attributes, children: children)
    }

    /// `<a>`: a hyperlink, with attributes and children written inline.
    public static func a(_ attributes: Attribute..., children: Node...) -> Node {
        .a(attributes, children)
    }

    /// `<span>`: a generic inline container.
    public static func span(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("span", attributes: attributes, children: children)
    }

    /// `<span>`: a generic inline container, with attributes and children written inline.
    public static func span(_ attributes: Attribute..., children: Node...) -> Node {
        .span(attributes, children)
    }

    /// `<code>`: a fragment of computer code.
    public static func code(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("code", attributes: attributes, children: children)
    }

    /// `<code>`: a fragment of computer code, with attributes and children written inline.
    public static func code(_ attributes: Attribute..., children: Node...) -> Node {
        .code(attributes, children)
    }

    /// `<pre>`: preformatted text.
    public static func pre(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("pre", attributes: attributes, children: children)
    }

    /// `<pre>`: preformatted text, with attributes and children written inline.
    public static func pre(_ attributes: Attribute..., children: Node...) -> Node {
        .pre(attributes, children)
    }

    /// `<strong>`: text of strong importance.
    public static func strong(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("strong", attributes: attributes, children: children)
    }

    /// `<strong>`: text of strong importance, with attributes and children written inline.
    public static func strong(_ attributes: Attribute..., children: Node...) -> Node {
        .strong(attributes, children)
    }

    /// `<em>`: emphasised text.
    public static func em(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("em", attributes: attributes, children: children)
    }

    /// `<em>`: emphasised text, with attributes and children written inline.
    public static func em(_ attributes: Attribute..., children: Node...) -> Node {
        .em(attributes, children)
    }

    /// `<small>`: side comments and small print.
    public static func small(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("small", attributes: attributes, children: children)
    }

    /// `<small>`: side comments and small print, with attributes and children written inline.
    public static func small(_ attributes: Attribute..., children: Node...) -> Node {
        .small(attributes, children)
    }

    /// `<br>`: a line break; a void element, so it has no children.
    public static func br(_ attributes: [Attribute]) -> Node {
        .element("br", attributes: attributes, children: [])
    }

    /// `<br>`: a line break, with attributes written inline.
    public static func br(_ attributes: Attribute...) -> Node {
        .br(attributes)
    }

    /// `<hr>`: a thematic break; a void element, so it has no children.
    public static func hr(_ attributes: [Attribute]) -> Node {
        .element("hr", attributes: attributes, children: [])
    }

    /// `<hr>`: a thematic break, with attributes written inline.
    public static func hr(_ attributes: Attribute...) -> Node {
        .hr(attributes)
    }
}
