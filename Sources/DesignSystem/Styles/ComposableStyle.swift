/// A component's complete set of visual properties, each bound to a token by a style file.
///
/// Each component has one conforming type listing its properties; a style (`primary`, …)
/// gives them values for every size and state.
public protocol ComposableStyle {
    /// Every property, in the order they are documented.
    static var properties: [StyleProperty] { get }
    /// The pairs of a foreground and the background it is read on, for contrast checks.
    static var contrastPairs: [ContrastPair] { get }
}

extension ComposableStyle {
    /// The property with this name, or nil.
    public static func property(named name: String) -> StyleProperty? {
        properties.first { $0.name == name }
    }
}

/// A foreground colour property and the background colour property it is read on.
public struct ContrastPair: Hashable, Sendable {
    /// The foreground property's name.
    public let foreground: String
    /// The background property's name.
    public let background: String

    /// A pair.
    public init(foreground: String, background: String) {
        self.foreground = foreground
        self.background = background
    }
}
