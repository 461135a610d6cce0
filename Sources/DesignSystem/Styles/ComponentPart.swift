/// A part of a rendered component that style properties apply to: the component itself, one of
/// the item's parts, or a piece of the component's own (a checkbox's box, a toggle's thumb).
public struct ComponentPart: Hashable, Sendable, CustomStringConvertible {
    /// The name, also the suffix of the part's class (`sb-button__label`).
    public let name: String

    /// A part by name: lower-case letters, digits and `-`.
    public init(_ name: String) { self.name = name }

    /// The name.
    public var description: String { name }

    /// The component's outermost element.
    public static let root = ComponentPart("root")
    /// The item's image.
    public static let image = ComponentPart("image")
    /// The item's primary text.
    public static let primaryText = ComponentPart("primary")
    /// The item's secondary text.
    public static let secondaryText = ComponentPart("secondary")
    /// The item's tertiary text.
    public static let tertiaryText = ComponentPart("tertiary")
    /// The item's quaternary text.
    public static let quaternaryText = ComponentPart("quaternary")
}
