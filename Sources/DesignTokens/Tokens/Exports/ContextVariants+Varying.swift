/// What the formats writing every context share: which tokens vary between contexts, and what
/// each context holds for them.
extension ContextVariants {
    /// Every token written for some context, each path once: the default context's tokens in its
    /// order, then those only other contexts have, in the order of the contexts. Every name a file
    /// gives is claimed over this list, so a token only one context has cannot take another's name.
    public var allTokens: [ResolvedToken] {
        var all = baseTokens
        var seen = Set(all.map(\.path))
        for index in variants.indices.dropFirst() {
            for token in tokens(at: index) where seen.insert(token.path).inserted { all.append(token) }
        }
        return all
    }

    /// The paths of the tokens some context writes differently from the default context (see
    /// ``differences(at:resolveAliases:)``), in the order of ``allTokens``.
    ///
    /// Resolved values are compared: a token that aliases a varying token varies too, so a
    /// file that re-declares the varying tokens in a scope of their own re-declares every
    /// reference to them there as well (`var(--x)` in CSS is substituted where it is declared).
    public func varyingPaths(resolveAliases: Bool = true) -> [TokenPath] {
        var varying = Set<TokenPath>()
        for index in variants.indices.dropFirst() {
            for token in differences(at: index, resolveAliases: resolveAliases) { varying.insert(token.path) }
        }
        return allTokens.map(\.path).filter(varying.contains)
    }

    /// What `variants[index]` holds at `path`: its own token, else the default context's (which a
    /// format writing differences leaves standing), else nil (only other contexts have it).
    public func token(at index: Int, path: TokenPath) -> ResolvedToken? {
        variants[index].set[path] ?? base.set[path]
    }

    /// The written differences of `variants[index]` for the formats that keep references as the
    /// file had them (DTCG, flat JSON): with `resolveAliases` false, a token whose reference is
    /// unchanged is left out even when what it leads to differs, since that token is written in
    /// the same context too.
    public func writtenDifferences(at index: Int, resolveAliases: Bool) -> [ResolvedToken] {
        guard !resolveAliases else { return differences(at: index) }
        let baseSet = base.set
        return differences(at: index, resolveAliases: false).filter { token in
            guard let original = baseSet[token.path] else { return true }
            return original.type != token.type || original.writtenValue != token.writtenValue
        }
    }

    /// The index of the context named `context`, or nil.
    func index(of context: String) -> Int? { variants.firstIndex { $0.context == context } }

    /// The other member of the light/dark pair when the default context is one of them: the
    /// context the reader's system setting switches to, and whether it is the dark one.
    var systemAlternative: (index: Int, isDark: Bool)? {
        guard let scheme = colorScheme else { return nil }
        if base.context == scheme.light, let dark = index(of: scheme.dark) { return (dark, true) }
        if base.context == scheme.dark, let light = index(of: scheme.light) { return (light, false) }
        return nil
    }
}

extension ContextVariants {
    /// The header line of a file holding every context of the modifier:
    /// "Title — theme=*, density=compact" (the other modifiers' contexts sorted by name).
    public func header(title: String) -> String {
        "\(title) — \(modifier)=*" + base.permutation.contexts.filter { $0.key != modifier }.sorted { $0.key < $1.key }
            .map { ", \($0.key)=\($0.value)" }.joined()
    }
}
