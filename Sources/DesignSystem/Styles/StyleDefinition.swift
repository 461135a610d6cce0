/// One named style of a component, as its style file writes it: base properties, then
/// overrides per size and per state, each in file order.
public struct StyleDefinition: Hashable, Sendable {
    /// The name.
    public let name: StyleName
    /// What it is for, if the file says.
    public let description: String?
    /// The style whose base, sizes and states apply before this one's, if any.
    public let extends: StyleName?
    /// The properties every size and state starts from.
    public let base: [StyleBinding]
    /// Overrides for sizes, in file order.
    public let sizes: [StyleOverride<ComponentSize>]
    /// Overrides for states, in file order.
    public let states: [StyleOverride<ComponentState>]
    /// Where the style was written (`/styles/<name>`).
    public let origin: TokenOrigin

    /// A style.
    public init(name: StyleName, description: String? = nil, extends: StyleName? = nil, base: [StyleBinding] = [],
                sizes: [StyleOverride<ComponentSize>] = [], states: [StyleOverride<ComponentState>] = [],
                origin: TokenOrigin) {
        self.name = name
        self.description = description
        self.extends = extends
        self.base = base
        self.sizes = sizes
        self.states = states
        self.origin = origin
    }

    /// The overrides for `size` (none when the style has none).
    public func bindings(for size: ComponentSize) -> [StyleBinding] {
        sizes.first { $0.key == size }?.bindings ?? []
    }

    /// The overrides for `state` (none when the style has none).
    public func bindings(for state: ComponentState) -> [StyleBinding] {
        states.first { $0.key == state }?.bindings ?? []
    }

    /// Every binding of every layer, in file order.
    public var allBindings: [StyleBinding] {
        base + sizes.flatMap(\.bindings) + states.flatMap(\.bindings)
    }

    /// The layers a lookup of `size` and `state` applies, in order, each with its bindings.
    func layers(size: ComponentSize, state: ComponentState) -> [(StyleLayer, [StyleBinding])] {
        [(StyleLayer(style: name, kind: .base), base),
         (StyleLayer(style: name, kind: .size(size)), bindings(for: size)),
         (StyleLayer(style: name, kind: .state(state)), bindings(for: state))]
    }
}
