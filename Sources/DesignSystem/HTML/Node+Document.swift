/// Element helpers for the document and its `head`.
extension Node {
    /// A whole HTML5 document: `<!DOCTYPE html>` then `<html lang="…">` with a head and a body.
    public static func document(lang: String, head: [Node], body: [Node]) -> Node {
        .fragment([.doctype, .html([.lang(lang)], [.head([], head), .body([], body)])])
    }

    /// `<html>`: the root element.
    public static func html(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("html", attributes: attributes, children: children)
    }

    /// `<html>`: the root element, with attributes and children written inline.
    public static func html(_ attributes: Attribute..., children: Node...) -> Node {
        .html(attributes, children)
    }

    /// `<head>`: the document's metadata.
    public static func head(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("head", attributes: attributes, children: children)
    }

    /// `<head>`: the document's metadata, with attributes and children written inline.
    public static func head(_ attributes: Attribute..., children: Node...) -> Node {
        .head(attributes, children)
    }

    /// `<body>`: the document's content.
    public static func body(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("body", attributes: attributes, children: children)
    }

    /// `<body>`: the document's content, with attributes and children written inline.
    public static func body(_ attributes: Attribute..., children: Node...) -> Node {
        .body(attributes, children)
    }

    /// `<title>`: the document's title, given as text.
    public static func title(_ text: String) -> Node {
        .element("title", attributes: [], children: [.text(text)])
    }

    /// `<meta>`: document metadata; a void element, so it has no children.
    public static func meta(_ attributes: [Attribute]) -> Node {
        .element("meta", attributes: attributes, children: [])
    }

    /// `<meta>`: document metadata, with attributes written inline.
    public static func meta(_ attributes: Attribute...) -> Node {
        .meta(attributes)
    }

    /// `<link>`: a linked resource such as a stylesheet; a void element, so it has no children.
    public static func link(_ attributes: [Attribute]) -> Node {
        .element("link", attributes: attributes, children: [])
    }

    /// `<link>`: a linked resource such as a stylesheet, with attributes written inline.
    public static func link(_ attributes: Attribute...) -> Node {
        .link(attributes)
    }

    /// `<script src="…" defer></script>`: an external script; inline scripts are not offered.
    public static func script(src: String) -> Node {
        .element("script", attributes: [.src(src), .boolean("defer")], children: [])
    }
}
