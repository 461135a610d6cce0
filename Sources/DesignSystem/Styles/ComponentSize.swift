/// A component's size: `small`, `medium` or `large`.
public struct ComponentSize: Hashable, Sendable, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// The size with this name, or nil.
    public init?(named name: String) {
        guard let size = Self.all.first(where: { $0.rawValue == name }) else { return nil }
        self = size
    }

    /// The name.
    public var description: String { rawValue }

    /// Compact.
    public static let small = ComponentSize("small")
    /// The default.
    public static let medium = ComponentSize("medium")
    /// Roomy.
    public static let large = ComponentSize("large")
    /// Every size, smallest first.
    public static let all: [ComponentSize] = [.small, .medium, .large]
}
