import DesignSystem

/// What a diff between two sides changes in the components: for each context of the diff and
/// each component whose styles bind a changed token (directly, or through an alias chain on
/// either side), one before/after pair to show, with the changed tokens it binds; and for each
/// changed token, the components it reaches.
///
/// A change is a token added, removed, renamed (both names), or with a new value or type; a new
/// deprecation changes nothing a preview draws. Each context costs the bound paths' alias
/// chains, each link walked once (chains share their tails), plus its changes: linear in the
/// styles and the tokens.
struct ReleaseReview: Sendable {
    /// One component in one context of the diff.
    struct Pair: Sendable {
        /// The context's position in ``TokenDiff/contexts``.
        let context: Int
        /// The context's modifiers (the side naming more of them).
        let permutation: Permutation
        /// The component.
        let component: ComponentName
        /// Its title, as the guide shows it.
        let title: String
        /// The first use (default style, size and state first) that binds a changed token.
        let use: StyleUses.Use
        /// The changed tokens the component binds in this context, in path order.
        let tokens: [TokenPath]

        /// The pair's anchor on the changes page.
        var anchor: String { ReleaseReview.anchor(component, context: context) }
    }

    /// The anchor of the pair of `component` in the context at position `context`.
    static func anchor(_ component: ComponentName, context: Int) -> String { "review-\(component.rawValue)-\(context + 1)" }

    /// The pairs, component by component (catalog order), then context by context.
    let pairs: [Pair]
    /// Each context's changed tokens and the components they reach (by the context's position).
    let reach: [Int: [TokenPath: [ComponentName]]]

    /// The components the changes of `diff` touch; `old` and `new` are each side's contexts,
    /// whose alias chains are followed.
    init(diff: TokenDiff, uses: StyleUses, old: [(Permutation, TokenSet)], new: [(Permutation, TokenSet)]) {
        var byComponent: [[Pair]] = uses.components.map { _ in [] }
        var reach: [Int: [TokenPath: [ComponentName]]] = [:]
        for (index, context) in diff.contexts.enumerated() {
            let changed = Self.changedPaths(context)
            guard !changed.isEmpty else { continue }
            let sets = [old, new].compactMap { Self.set(for: context.context, in: $0) }
            let touched = Self.changedInChains(of: uses.paths, changed: changed, sets: sets)
            guard !touched.isEmpty else { continue }
            var contextReach: [TokenPath: [ComponentName]] = [:]
            for (position, component) in uses.components.enumerated() {
                var first: Int?
                var tokens = Set<TokenPath>()
                for (path, use) in component.firstUse {
                    guard let reached = touched[path] else { continue }
                    tokens.formUnion(reached)
                    first = min(first ?? use, use)
                }
                guard let first else { continue }
                let sorted = tokens.sorted()
                for token in sorted { contextReach[token, default: []].append(component.name) }
                byComponent[position].append(Pair(context: index, permutation: context.context, component: component.name,
                                                  title: component.title, use: component.uses[first], tokens: sorted))
            }
            reach[index] = contextReach
        }
        pairs = byComponent.flatMap { $0 }
        self.reach = reach
    }

    /// Every path a change of `context` concerns.
    static func changedPaths(_ context: ContextDiff) -> Set<TokenPath> {
        var paths = Set(context.valueChanged.map(\.path) + context.typeChanged.map(\.path))
        paths.formUnion(context.added.map(\.path))
        paths.formUnion(context.removed.map(\.path))
        for rename in context.renamed { paths.formUnion([rename.oldPath, rename.token.path]) }
        return paths
    }

    /// The set of `contexts` for `permutation`: the first whose contexts all agree with it.
    static func set(for permutation: Permutation, in contexts: [(Permutation, TokenSet)]) -> TokenSet? {
        contexts.first { candidate, _ in candidate.contexts.allSatisfy { permutation.contexts[$0.key] == $0.value } }?.1
    }

    /// How many changed tokens of one bound token's alias chain are followed, the nearest
    /// first: what keeps a chain of 100,000 changed aliases, bound by every style, from costing
    /// 100,000 per binding. Past the first, a changed token deep in a chain changes the nearer
    /// aliases' values too, so the component is found all the same.
    static let tokensPerBinding = 16

    /// For each of `paths` that is changed or aliases (in any of `sets`) a changed token, the
    /// changed tokens among it and its chain (at most ``tokensPerBinding``, the nearest first).
    /// Each set's chains are walked once: a walk stops at a token already walked and takes what
    /// was found from there on.
    static func changedInChains(of paths: [TokenPath], changed: Set<TokenPath>, sets: [TokenSet]) -> [TokenPath: Set<TokenPath>] {
        var found: [TokenPath: Set<TokenPath>] = [:]
        for path in paths where changed.contains(path) { found[path] = [path] }
        for set in sets {
            // The changed tokens at and after each link walked, the nearest first, at most tokensPerBinding.
            var fromHere: [TokenPath: [TokenPath]] = [:]
            for path in paths {
                guard let token = set[path] else { continue }
                var walked: [TokenPath] = []
                var tail: [TokenPath] = []
                for link in token.aliasChain {
                    if let known = fromHere[link] {
                        tail = known
                        break
                    }
                    walked.append(link)
                }
                for link in walked.reversed() {
                    if changed.contains(link) { tail = Array(([link] + tail).prefix(tokensPerBinding)) }
                    fromHere[link] = tail
                }
                if !tail.isEmpty { found[path, default: []].formUnion(tail) }
            }
        }
        return found
    }
}
