/// Element helpers for lists.
extension Node {
    /// `<ul>`: an unordered list.
    public static func ul(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("ul", attributes: attributes, children: children)
    }

    /// `<ul>`: an unordered list, with attributes and children written inline.
    public static func ul(_ attributes: Attribute..., children: Node...) -> Node {
        .ul(attributes, children)
    }

    /// `<ol>`: an ordered list.
    public static func ol(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("ol", attributes: attributes, children: children)
    }

    /// `<ol>`: an ordered list, with attributes and children written inline.
    public static func ol(_ attributes: Attribute..., children: Node...) -> Node {
        .ol(attributes, children)
    }

    /// `<li>`: a list item.
    public static func li(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("li", attributes: attributes, children: children)
    }

    /// `<li>`: a list item, with attributes and children written inline.
    public static func li(_ attributes: Attribute..., children: Node...) -> Node {
        .li(attributes, children)
    }

    /// `<dl>`: a description list.
    public static func dl(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("dl", attributes: attributes, children: children)
    }

    /// `<dl>`: a description list, with attributes and children written inline.
    public static func dl(_ attributes: Attribute..., children: Node...) -> Node {
        .dl(attributes, children)
    }

    /// `<dt>`: a term in a description list.
    public static func dt(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("dt", attributes: attributes, children: children)
    }

    /// `<dt>`: a term in a description list, with attributes and children written inline.
    public static func dt(_ attributes: Attribute..., children: Node...) -> Node {
        .dt(attributes, children)
    }

    /// `<dd>`: a description in a description list.
    public static func dd(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("dd", attributes: attributes, children: children)
    }

    /// `<dd>`: a description in a description list, with attributes and children written inline.
    public static func dd(_ attributes: Attribute..., children: Node...) -> Node {
        .dd(attributes, children)
    }
}
