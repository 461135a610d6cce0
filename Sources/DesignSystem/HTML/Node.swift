/// A piece of an HTML document: the closed set of things the renderer knows how to write.
///
/// Build trees with the element helpers (`Node.div`, `Node.p`, ...) and render them with
/// ``HTMLRenderer``. Text is always escaped; raw HTML enters only through ``raw(unsafe:)``.
public indirect enum Node: Sendable, Hashable {
    /// An element with a tag name, its attributes in order, and its children.
    case element(String, attributes: [Attribute], children: [Node])
    /// Text content, escaped when rendered.
    case text(String)
    /// HTML written exactly as given: the caller vouches that it is safe and well-formed.
    case raw(unsafe: String)
    /// Several nodes rendered one after another, without a wrapping element.
    case fragment([Node])
    /// A comment, neutralised so that its text can never end the comment early.
    case comment(String)
    /// The HTML5 document type declaration, `<!DOCTYPE html>`.
    case doctype

    /// A node that renders nothing.
    public static let empty = Node.fragment([])
}

extension Node: ExpressibleByStringLiteral {
    /// Creates a text node from a string literal, so `"Hello"` can stand for `.text("Hello")`.
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}
