/// Which contexts define a token: for each modifier, the contexts in which the token is there
/// when only that modifier changes (every other modifier stays as chosen).
///
/// It asks one resolved set per context of each modifier (a dictionary lookup each), never every
/// permutation: for the API's 404 ("there is no token 'x' in theme=dark; it is defined in
/// theme=light") that is a handful of lookups, and the `missing-in-context` lint rule can ask
/// it around the default permutation for each token.
public struct ContextCoverage: Sendable, Hashable {
    /// The modifier.
    public let modifier: String
    /// Its contexts that define the token, in the resolver's order.
    public let defining: [String]
    /// Its contexts that do not.
    public let lacking: [String]

    /// For each modifier with at least one context defining `path` and one lacking it, around
    /// `permutation` (each modifier's context changed in turn, the others kept), in the
    /// resolver's order. `sets` gives a permutation's resolved tokens (nil when not loaded).
    public static func around(_ permutation: Permutation, of path: TokenPath, modifiers: [ResolverModifier],
                              sets: (Permutation) -> TokenSet?) -> [ContextCoverage] {
        modifiers.compactMap { modifier in
            var defining: [String] = []
            var lacking: [String] = []
            for context in modifier.contextNames {
                var contexts = permutation.contexts
                contexts[modifier.name] = context
                guard let set = sets(Permutation(contexts)) else { continue }
                if set[path] != nil { defining.append(context) } else { lacking.append(context) }
            }
            return defining.isEmpty || lacking.isEmpty ? nil : ContextCoverage(modifier: modifier.name, defining: defining, lacking: lacking)
        }
    }

    /// "theme=light" or "theme=light or theme=sepia": where the token is, as query inputs.
    public var definingText: String {
        defining.map { "\(modifier)=\($0)" }.joined(separator: " or ")
    }
}

extension TokenSystem {
    /// The modifiers whose contexts disagree on whether `path` is a token, around `permutation`
    /// (see ``ContextCoverage/around(_:of:modifiers:sets:)``).
    public func coverage(of path: TokenPath, around permutation: Permutation) -> [ContextCoverage] {
        ContextCoverage.around(permutation, of: path, modifiers: modifiers) { permutations[$0] }
    }
}
