/// Element helpers for images, figures and frames.
extension Node {
    /// `<img>`: an image; give it an `alt` text; a void element, so it has no children.
    public static func img(_ attributes: [Attribute]) -> Node {
        .element("img", attributes: attributes, children: [])
    }

    /// `<img>`: an image; give it an `alt` text, with attributes written inline.
    public static func img(_ attributes: Attribute...) -> Node {
        .img(attributes)
    }

    /// `<figure>`: self-contained content with an optional caption.
    public static func figure(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("figure", attributes: attributes, children: children)
    }

    /// `<figure>`: self-contained content with an optional caption, with attributes and children written inline.
    public static func figure(_ attributes: Attribute..., children: Node...) -> Node {
        .figure(attributes, children)
    }

    /// `<figcaption>`: the caption of a `figure`.
    public static func figcaption(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("figcaption", attributes: attributes, children: children)
    }

    /// `<figcaption>`: the caption of a `figure`, with attributes and children written inline.
    public static func figcaption(_ attributes: Attribute..., children: Node...) -> Node {
        .figcaption(attributes, children)
    }

    /// `<iframe>`: a nested browsing context, such as a component preview.
    public static func iframe(_ attributes: [Attribute], _ children: [Node]) -> Node {
        .element("iframe", attributes: attributes, children: children)
    }

    /// `<iframe>`: a nested browsing context, such as a component preview, with attributes and children written inline.
    public static func iframe(_ attributes: Attribute..., children: Node...) -> Node {
        .iframe(attributes, children)
    }
}
