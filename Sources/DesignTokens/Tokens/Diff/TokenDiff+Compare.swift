extension TokenDiff {
    /// How a comparison is made.
    public struct Options: Sendable {
        /// The colour token changed colours' contrast is measured against on each side (the
        /// background pages are drawn on); white where it is nil or missing.
        public var contrastReference: TokenPath?
        /// Only the contexts that agree with these modifier contexts (`["theme": "dark"]`) are
        /// compared; a context that does not name a modifier agrees with any of its contexts.
        public var only: [String: String] = [:]

        /// Options measuring contrast against `contrastReference` (white when nil), every context compared.
        public init(contrastReference: TokenPath? = nil, only: [String: String] = [:]) {
            self.contrastReference = contrastReference
            self.only = only
        }
    }

    /// Compares two versions of a token system, each given as its resolved contexts in order
    /// (``TokenSystem/orderedPermutations``, or one context without modifiers for token files).
    ///
    /// Contexts pair as ``ContextPairing`` says; each pair is compared in time linear in its
    /// tokens (see ``ContextDiff/compare(_:_:context:reference:)``), pairs in parallel.
    public static func compare(_ old: [(Permutation, TokenSet)], _ new: [(Permutation, TokenSet)],
                               options: Options = Options()) -> TokenDiff {
        let oldSets = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newSets = Dictionary(new, uniquingKeysWith: { first, _ in first })
        let filteredOld = old.map(\.0).filter { ContextPairing.matches($0, options.only) }
        let filteredNew = new.map(\.0).filter { ContextPairing.matches($0, options.only) }
        let (pairs, onlyOld, onlyNew) = ContextPairing.pairs(old: filteredOld, new: filteredNew)
        let work = pairs.map { pair in (pair: pair, old: oldSets[pair.old]!, new: newSets[pair.new]!) }
        let contexts = work.concurrentMap { item in
            ContextDiff.compare(item.old, item.new, context: item.pair.reported, reference: options.contrastReference)
        }
        return TokenDiff(contexts: contexts, contextsOnlyInOld: onlyOld, contextsOnlyInNew: onlyNew)
    }
}

extension ContextDiff {
    /// Compares the tokens of one context: one pass over each side, then renames among what
    /// only one side has (see ``RenamePairing``).
    static func compare(_ old: TokenSet, _ new: TokenSet, context: Permutation, reference: TokenPath?) -> ContextDiff {
        let background = ContrastReference(path: reference.flatMap { old[$0] != nil || new[$0] != nil ? $0 : nil },
                                           old: reference.flatMap { old[$0]?.value.colorValue } ?? ContrastReference.white,
                                           new: reference.flatMap { new[$0]?.value.colorValue } ?? ContrastReference.white)
        var diff = ContextDiff(context: context, contrastReference: background)
        var added: [ResolvedToken] = []
        for token in new.tokens {
            guard let before = old[token.path] else {
                added.append(token)
                continue
            }
            if before.type != token.type || before.value != token.value {
                let change = ValueChange(path: token.path, oldType: before.type, newType: token.type, oldValue: before.value,
                                         newValue: token.value, color: colorChange(before.value, token.value, at: token.path, background))
                if before.type != token.type { diff.typeChanged.append(change) } else { diff.valueChanged.append(change) }
            }
            if token.deprecation?.isDeprecated == true, before.deprecation?.isDeprecated != true {
                diff.deprecated.append(NewDeprecation(path: token.path, type: token.type, reason: token.deprecation?.reason))
            }
        }
        let removed = old.tokens.filter { new[$0.path] == nil }
        let renames = RenamePairing.pairs(removed: removed, added: added)
        let renamedOld = Set(renames.map(\.removed))
        var renamedNew: [Int: Int] = [:]
        for rename in renames { renamedNew[rename.added] = rename.removed }
        for (index, token) in added.enumerated() {
            if let from = renamedNew[index] {
                diff.renamed.append(TokenRename(oldPath: removed[from].path, token: DiffToken(token)))
            } else {
                diff.added.append(DiffToken(token))
            }
        }
        diff.removed = removed.indices.filter { !renamedOld.contains($0) }.map { DiffToken(removed[$0]) }
        return diff
    }

    /// ΔE00 and contrast for a colour that stayed a colour; no contrast for the reference token itself.
    private static func colorChange(_ old: TokenValue, _ new: TokenValue, at path: TokenPath,
                                    _ background: ContrastReference) -> ColorChange? {
        guard case .color(let before) = old, case .color(let after) = new else { return nil }
        let contrast = path == background.path ? nil : ContrastChange(
            old: ColorValue.contrastRatio(foreground: before, background: background.old),
            new: ColorValue.contrastRatio(foreground: after, background: background.new))
        return ColorChange(deltaE2000: ColorValue.deltaE2000(before, after), contrast: contrast)
    }
}

extension TokenValue {
    /// The colour, when this is one.
    var colorValue: ColorValue? {
        if case .color(let color) = self { return color }
        return nil
    }
}

extension TokenSystem {
    /// Every resolved permutation with its tokens, in the order of ``ResolverInputs/allPermutations(of:)``.
    public var orderedPermutations: [(Permutation, TokenSet)] {
        ResolverInputs.allPermutations(of: modifiers).compactMap { permutation in permutations[permutation].map { (permutation, $0) } }
    }
}
