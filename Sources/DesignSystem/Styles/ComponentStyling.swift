/// What a component needs of a resolved style to render: the variant it is drawing, and the
/// layout modifiers of each part.
public struct ComponentStyling: Sendable, Hashable {
    /// The style's name.
    public let style: StyleName
    /// The size.
    public let size: ComponentSize
    /// The state.
    public let state: ComponentState
    /// Keyword values by property name (alignment, …), for components that branch on them.
    public let keywords: [String: String]
    private let modifiers: [ComponentPart: [LayoutModifier]]

    /// A styling from each part's modifiers (in property order).
    public init(style: StyleName, size: ComponentSize, state: ComponentState,
                modifiers: [ComponentPart: [LayoutModifier]], keywords: [String: String] = [:]) {
        self.style = style
        self.size = size
        self.state = state
        self.modifiers = modifiers
        self.keywords = keywords
    }

    /// The modifiers of `part`, in property order.
    public func modifiers(for part: ComponentPart) -> [LayoutModifier] { modifiers[part] ?? [] }

    /// Every modifier of every part.
    public var allModifiers: [LayoutModifier] { modifiers.values.flatMap { $0 } }
}
