/// A component's style looked up for one size and state in one token set: every property that
/// is set, resolved, with the contrast of its colour pairs.
public struct ResolvedStyle: Sendable {
    /// The component.
    public let component: ComponentName
    /// The style.
    public let style: StyleName
    /// The size.
    public let size: ComponentSize
    /// The state.
    public let state: ComponentState
    /// The properties that are set, in the component's property order.
    public let properties: [ResolvedProperty]
    /// The contrast of each of the component's colour pairs that could be measured.
    public let contrast: [ContrastResult]
    /// Why a pair could not be measured, one sentence each.
    public let notes: [String]

    /// A resolved style.
    public init(component: ComponentName, style: StyleName, size: ComponentSize, state: ComponentState,
                properties: [ResolvedProperty], contrast: [ContrastResult], notes: [String] = []) {
        self.component = component
        self.style = style
        self.size = size
        self.state = state
        self.properties = properties
        self.contrast = contrast
        self.notes = notes
    }

    /// The property named `name`, when it is set.
    public func property(named name: String) -> ResolvedProperty? { properties.first { $0.property.name == name } }

    /// What the component renders with: the layout modifiers of each part in property order,
    /// and the keyword values by property name.
    public var styling: ComponentStyling {
        var modifiers: [ComponentPart: [LayoutModifier]] = [:]
        var keywords: [String: String] = [:]
        for property in properties {
            modifiers[property.property.part, default: []].append(property.modifier)
            if case .keyword(let keyword) = property.value { keywords[property.property.name] = keyword }
        }
        return ComponentStyling(style: style, size: size, state: state, modifiers: modifiers, keywords: keywords)
    }
}

extension StyleDocument {
    /// Looks up `style` for `size` and `state` in `set`: the styles it extends first (the furthest
    /// ancestor first), and of each style its base, then the size's overrides, then the state's;
    /// a later value of a property wins. `surface` is the page background, used for a contrast
    /// pair whose background is not set and under a translucent background. Nil for an unknown style.
    public func resolve(_ style: StyleName, size: ComponentSize, state: ComponentState, in set: TokenSet,
                        surface: ColorValue? = nil) -> ResolvedStyle? {
        guard let winners = winningBindings(style, size: size, state: state) else { return nil }
        let resolved = properties.compactMap { property in
            winners[property.name].map { ResolvedProperty($0.0, layer: $0.1, in: set) }
        }
        var (contrast, notes) = ContrastCheck.measure(contrastPairs.filter { $0.applies(in: state) }, in: resolved, surface: surface)
        if let opacity = resolved.first(where: { $0.property.effect == .opacity && $0.property.part == .root }),
           case .number(let value)? = opacity.resolved, value < 1 {
            notes.append("the component is drawn at opacity \(CompactNumber.format(value)); the ratios are of its colours as set, "
                + "before that fading")
        }
        if state == .disabled, !contrast.isEmpty {
            notes.append("disabled: WCAG 2.x does not require contrast of inactive components (1.4.3, 1.4.11); the verdicts are for information")
        }
        return ResolvedStyle(component: component, style: style, size: size, state: state, properties: resolved,
                             contrast: contrast, notes: notes)
    }

    /// The binding that wins for each property set when `style` is looked up for `size` and
    /// `state` (with the layer that set it), by property name, without reading any token; nil
    /// for an unknown style. See ``resolve(_:size:state:in:surface:)`` for the order.
    public func winningBindings(_ style: StyleName, size: ComponentSize, state: ComponentState) -> [String: (StyleBinding, StyleLayer)]? {
        let chain = chain(of: style)
        guard !chain.isEmpty else { return nil }
        var winners: [String: (StyleBinding, StyleLayer)] = [:]
        for definition in chain {
            for (layer, bindings) in definition.layers(size: size, state: state) {
                for binding in bindings { winners[binding.property.name] = (binding, layer) }
            }
        }
        return winners
    }
}
