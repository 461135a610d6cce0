/// One visual property of a component's composable style: its name in style files, the part it
/// applies to, and the layout effect it drives (which fixes the token type it accepts).
public struct StyleProperty: Hashable, Sendable, CustomStringConvertible {
    /// The name in style files, such as `background` or `titleFont`.
    public let name: String
    /// The part it applies to.
    public let part: ComponentPart
    /// What it sets.
    public let effect: LayoutEffect
    /// One line saying what it is for.
    public let summary: String

    /// A property.
    public init(_ name: String, _ effect: LayoutEffect, on part: ComponentPart = .root, _ summary: String) {
        self.name = name
        self.part = part
        self.effect = effect
        self.summary = summary
    }

    /// What it accepts: a token type, or keywords.
    public var accepts: LayoutEffect.Accepted { effect.accepts }

    /// The DTCG type of the token it takes, or nil when it takes keywords (or a sample's image).
    public var tokenType: TokenType? {
        if case .token(let type) = effect.accepts { type } else { nil }
    }

    /// The name.
    public var description: String { name }
}
