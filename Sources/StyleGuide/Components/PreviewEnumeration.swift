import DesignSystem
import MicroHTTP

/// Every preview of a catalog, in one fixed order: each styled component (catalog order) × style
/// × size × state × sample × context (the first modifier varying slowest), each with its one
/// canonical URL. The static export's `all` previews and `/api/previews` both list it.
///
/// Nothing is made for the whole list: ``count`` multiplies, and ``preview(at:)`` finds one
/// preview by its position, so a page of a large list costs that page alone.
struct PreviewEnumeration: Sendable {
    /// One styled component's styles, sizes and states.
    struct Component: Sendable {
        let name: ComponentName
        let styles: [StyleName]
        let sizes: [ComponentSize]
        let states: [ComponentState]
        /// Its style × size × state combinations.
        var variants: Int { ExportCensus.product([styles.count, sizes.count, states.count]) }
    }

    /// One modifier and the choices a preview is listed in.
    struct Modifier: Sendable {
        let name: String
        let choices: [String]
    }

    /// One preview: its variant, its modifiers' choices, and its URL's path and query.
    struct Preview: Sendable {
        let component: ComponentName
        let style: StyleName
        let size: ComponentSize
        let state: ComponentState
        let sample: String?
        /// Each modifier's choice, in the modifiers' order.
        let inputs: [QueryItems.Item]

        /// `/preview/<component>`, the name encoded for a path.
        var path: String { "/preview/" + PercentEncoding.encode(component.rawValue) }
        /// `style`, `size`, `state`, `sample` (when there are samples), then each modifier's choice.
        var items: [QueryItems.Item] { variantItems + inputs }
        /// `style`, `size`, `state` and `sample` (when there are samples).
        var variantItems: [QueryItems.Item] {
            var items: [QueryItems.Item] = [.init(name: "style", value: style.rawValue), .init(name: "size", value: size.rawValue),
                                            .init(name: "state", value: state.rawValue)]
            if let sample { items.append(.init(name: "sample", value: sample)) }
            return items
        }
        /// The canonical URL: the path and every item, percent-encoded, in that order.
        var url: String { path + "?" + PreviewLinks.query(items) }
    }

    /// The styled components, in catalog order.
    let components: [Component]
    /// The sample sets' names; `[nil]` when the Config has none.
    let samples: [String?]
    /// The modifiers, in the resolver's order.
    let modifiers: [Modifier]

    /// The previews of `config` in the choices `modifiers` give.
    init(config: ComponentConfig, modifiers: [Modifier]) {
        components = config.catalog.compactMap { entry in
            config.styles[entry.about.name].map {
                Component(name: entry.about.name, styles: $0.styleNames, sizes: entry.about.sizes, states: entry.about.states)
            }
        }
        samples = config.samples.isEmpty ? [nil] : config.samples.map(\.name)
        self.modifiers = modifiers
    }

    private init(components: [Component], samples: [String?], modifiers: [Modifier]) {
        self.components = components
        self.samples = samples
        self.modifiers = modifiers
    }

    /// Only the components `keep` keeps, and each modifier in `fixed` on its one choice.
    func filtered(components keep: (ComponentName) -> Bool, fixed: [String: String]) -> PreviewEnumeration {
        PreviewEnumeration(components: components.filter { keep($0.name) }, samples: samples,
                           modifiers: modifiers.map { modifier in fixed[modifier.name].map { Modifier(name: modifier.name, choices: [$0]) } ?? modifier })
    }

    /// The combinations of the modifiers' choices.
    var contexts: Int { ExportCensus.product(modifiers.map(\.choices.count)) }

    /// Previews of one style × size × state: one per sample and context.
    private var perVariant: Int { ExportCensus.product([samples.count, contexts]) }

    /// How many previews there are (`Int.max` when too many to count).
    var count: Int { ExportCensus.sum(components.map { ExportCensus.product([$0.variants, perVariant]) }) }

    /// The preview at `position` (below ``count``), found digit by digit from the last.
    func preview(at position: Int) -> Preview {
        var rest = position
        var index = 0
        let perVariant = self.perVariant
        while index < components.count - 1 {
            let size = ExportCensus.product([components[index].variants, perVariant])
            guard rest >= size else { break }
            rest -= size
            index += 1
        }
        let component = components[index]
        var inputs: [QueryItems.Item] = []
        for modifier in modifiers.reversed() {
            inputs.insert(.init(name: modifier.name, value: modifier.choices[rest % modifier.choices.count]), at: 0)
            rest /= modifier.choices.count
        }
        let sample = samples[rest % samples.count]
        rest /= samples.count
        let state = component.states[rest % component.states.count]
        rest /= component.states.count
        let size = component.sizes[rest % component.sizes.count]
        rest /= component.sizes.count
        return Preview(component: component.name, style: component.styles[rest % component.styles.count], size: size, state: state,
                       sample: sample, inputs: inputs)
    }

    /// Every preview, in order (for an export, which makes them all).
    var all: [Preview] { (0..<count).map(preview(at:)) }
}
