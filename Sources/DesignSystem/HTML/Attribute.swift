/// One attribute of an HTML element: a name and an optional value.
///
/// A `nil` value makes a boolean attribute, rendered as the bare name (`hidden`).
/// Values are escaped and double-quoted by the renderer; an attribute whose name is not a
/// valid HTML name is dropped when rendered.
public struct Attribute: Sendable, Hashable {
    /// The attribute's name, such as `href` or `aria-label`.
    public let name: String
    /// The attribute's value, or `nil` for a boolean attribute.
    public let value: String?

    /// Creates an attribute with the given name and value (`nil` for a boolean attribute).
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}
