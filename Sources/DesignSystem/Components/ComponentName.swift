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

    /// By name.
    public static func < (a: ComponentName, b: ComponentName) -> Bool { a.rawValue < b.rawValue }
}
