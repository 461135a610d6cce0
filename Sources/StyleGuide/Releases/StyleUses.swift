import DesignSystem

/// Which tokens each component's styles bind, and where: for every component with a styles
/// file, each (style, size, state) a preview can show, in the order a reviewer would want to
/// see them (the default style, size and state first), and for each token path it binds the
/// first of those that binds it. Made once per loaded Config, without reading any token: the
/// release review (``ReleaseReview``) follows the aliases of each context's tokens from here.
///
/// Its size is the sum over components of styles × sizes × states × properties: what the
/// component pages' variant matrices already walk.
struct StyleUses: Sendable {
    /// One preview of a component: a style, a size and a state.
    struct Use: Hashable, Sendable {
        /// The style.
        let style: StyleName
        /// The size.
        let size: ComponentSize
        /// The state.
        let state: ComponentState
    }

    /// One component's uses, and the first use (its position in `uses`) binding each token.
    struct Component: Sendable {
        /// The component's name.
        let name: ComponentName
        /// Its title.
        let title: String
        /// Every use that binds a token, in order.
        let uses: [Use]
        /// For each token it binds, the position in `uses` of the first use binding it.
        let firstUse: [TokenPath: Int]
    }

    /// The components with a styles file, in catalog order.
    let components: [Component]
    /// Every token path some style binds, each once, in order.
    let paths: [TokenPath]

    /// The uses of `config`'s styled components.
    init(_ config: ComponentConfig) {
        var components: [Component] = []
        var seen = Set<TokenPath>()
        var paths: [TokenPath] = []
        for entry in config.catalog {
            guard let document = config.styles[entry.about.name] else { continue }
            let styles = document.styleNames
            let first = styles.contains(.primary) ? StyleName.primary : styles.first
            let orderedStyles = first.map { [$0] + styles.filter { $0 != first } } ?? []
            let size = entry.about.defaultSize
            let sizes = [size] + entry.about.sizes.filter { $0 != size }
            let states = [ComponentState.normal] + entry.about.states.filter { $0 != .normal }
            var uses: [Use] = []
            var firstUse: [TokenPath: Int] = [:]
            for style in orderedStyles {
                for size in sizes {
                    for state in states {
                        guard let winners = document.winningBindings(style, size: size, state: state) else { continue }
                        let bound = winners.values.compactMap { $0.0.value.tokenPath }
                        guard !bound.isEmpty else { continue }
                        for path in bound where firstUse[path] == nil {
                            firstUse[path] = uses.count
                            if seen.insert(path).inserted { paths.append(path) }
                        }
                        uses.append(Use(style: style, size: size, state: state))
                    }
                }
            }
            components.append(Component(name: entry.about.name, title: entry.about.title, uses: uses, firstUse: firstUse))
        }
        self.components = components
        self.paths = paths
    }
}
