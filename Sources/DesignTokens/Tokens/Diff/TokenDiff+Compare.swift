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
            var diff = ContextDiff.compare(item.old, item.new, context: item.pair.reported, reference: options.contrastReference)
            diff.sides = (item.pair.old, item.pair.new)
            return diff
        }
        return TokenDiff(contexts: contexts, contextsOnlyInOld: onlyOld, contextsOnlyInNew: onlyNew, compared: (filteredOld, filteredNew))
    }

    /// The diff of the contexts that agree with `only` (`["theme": "dark"]`), as
    /// ``compare(_:_:options:)`` with `options.only` would make it, cut from this one without
    /// comparing any token again: a pair is kept when both its contexts agree, and a context
    /// that agrees is on one side only when none of its partners does.
    public func filtered(_ only: [String: String]) -> TokenDiff {
        guard !only.isEmpty else { return self }
        let old = compared.old.filter { ContextPairing.matches($0, only) }, new = compared.new.filter { ContextPairing.matches($0, only) }
        let kept = contexts.filter { ContextPairing.matches($0.sides.old, only) && ContextPairing.matches($0.sides.new, only) }
        let pairedOld = Set(kept.map(\.sides.old)), pairedNew = Set(kept.map(\.sides.new))
        return TokenDiff(contexts: kept, contextsOnlyInOld: old.filter { !pairedOld.contains($0) },
                         contextsOnlyInNew: new.filter { !pairedNew.contains($0) }, compared: (old, new))
    }
}

extension ContextDiff {
    /// Compares the tokens of one context: one pass over the newer side, finding each token on
    /// the older side where the last one found was followed (document order mostly survives a
    /// release), else by its path; then renames among what only one side has (see ``RenamePairing``).
    static func compare(_ old: TokenSet, _ new: TokenSet, context: Permutation, reference: TokenPath?) -> ContextDiff {
        let background = ContrastReference(path: reference.flatMap { old[$0] != nil || new[$0] != nil ? $0 : nil },
                                           old: reference.flatMap { old[$0]?.value.colorValue } ?? ContrastReference.white,
                                           new: reference.flatMap { new[$0]?.value.colorValue } ?? ContrastReference.white)
        var diff = ContextDiff(context: context, contrastReference: background)
        let before = old.tokens, after = new.tokens
        var matched = [Bool](repeating: false, count: before.count)
        // An alias chain retuned with its colour repeats one change many times: each pair is measured once.
        var measured: [ColorPair: ColorChange] = [:]
        var added: [Int] = []
        var next = 0
        for index in after.indices {
            let path = after[index].path
            let found = next < before.count && before[next].path == path ? next : old.position(of: path)
            guard let position = found else {
                added.append(index)
                continue
            }
            matched[position] = true
            next = position + 1
            if before[position].type != after[index].type || before[position].value != after[index].value {
                let change = ValueChange(path: path, oldType: before[position].type, newType: after[index].type,
                                         oldValue: before[position].value, newValue: after[index].value,
                                         color: colorChange(before[position].value, after[index].value, at: path, background,
                                                            measured: &measured))
                if change.oldType != change.newType { diff.typeChanged.append(change) } else { diff.valueChanged.append(change) }
            }
            if after[index].deprecation?.isDeprecated == true, before[position].deprecation?.isDeprecated != true {
                diff.deprecated.append(NewDeprecation(path: path, type: after[index].type, reason: after[index].deprecation?.reason))
            }
        }
        let removed = before.indices.filter { !matched[$0] }
        let renames = RenamePairing.pairs(removed: removed.map { before[$0] }, added: added.map { after[$0] })
        let renamedOld = Set(renames.map(\.removed))
        var renamedNew: [Int: Int] = [:]
        for rename in renames { renamedNew[rename.added] = rename.removed }
        for (offset, index) in added.enumerated() {
            if let from = renamedNew[offset] {
                diff.renamed.append(TokenRename(oldPath: before[removed[from]].path, token: DiffToken(after[index])))
            } else {
                diff.added.append(DiffToken(after[index]))
            }
        }
        diff.removed = removed.indices.filter { !renamedOld.contains($0) }.map { DiffToken(before[removed[$0]]) }
        return diff
    }

    /// ΔE00 and contrast for a colour that stayed a colour; no contrast for the reference token itself.
    private static func colorChange(_ old: TokenValue, _ new: TokenValue, at path: TokenPath, _ background: ContrastReference,
                                    measured: inout [ColorPair: ColorChange]) -> ColorChange? {
        guard case .color(let before) = old, case .color(let after) = new else { return nil }
        let pair = ColorPair(old: before, new: after)
        let change = measured[pair] ?? ColorChange(deltaE2000: ColorValue.deltaE2000(before, after), contrast: ContrastChange(
            old: ColorValue.contrastRatio(foreground: before, background: background.old),
            new: ColorValue.contrastRatio(foreground: after, background: background.new)))
        measured[pair] = change
        return path == background.path ? ColorChange(deltaE2000: change.deltaE2000, contrast: nil) : change
    }

    /// A colour before and after, the key of a measured change.
    private struct ColorPair: Hashable {
        let old: ColorValue
        let new: ColorValue
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
