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

/// A foreground colour property and the background colour property it is read on, and what the
/// foreground colours there (text, or an icon drawn in it), which decides the criterion it is judged by.
public struct ContrastPair: Hashable, Sendable {
    /// The foreground property's name.
    public let foreground: String
    /// The background property's name.
    public let background: String
    /// What the foreground colours: text (4.5:1) or an icon (3:1).
    public let kind: ContrastKind
    /// The only states the foreground is shown in (a check mark is drawn when checked); nil for every state.
    public let states: [ComponentState]?

    /// A pair; text unless `kind` says otherwise, measured in every state unless `states` names some.
    public init(foreground: String, background: String, kind: ContrastKind = .text, states: [ComponentState]? = nil) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.states = states
    }

    /// True when the pair is measured in `state`.
    public func applies(in state: ComponentState) -> Bool { states?.contains(state) ?? true }
}
