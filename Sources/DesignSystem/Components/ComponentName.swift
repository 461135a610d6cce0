/// A component's name in URLs, style files and the catalog: `button`, `list-section`, ….
public struct ComponentName: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name.
    public let rawValue: String

    /// A name from a literal.
    public init(stringLiteral value: String) { rawValue = value }

    /// A name from text (not checked: look it up in the catalog).
    public init(_ text: String) { rawValue = text }

    /// The name.
    public var description: String { rawValue }

    /// Whether `text` may name a component of the Config's own: lower-case letters, digits and
    /// single `-` between them, starting with a letter, at most 64 bytes (the rule of style names).
    public static func isValid(_ text: String) -> Bool { StyleName.isValid(text) }

    /// By name.
    public static func < (a: ComponentName, b: ComponentName) -> Bool { a.rawValue < b.rawValue }
}
