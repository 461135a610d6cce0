/// Which context of one side of a diff is compared with which context of the other.
///
/// Two contexts pair when they agree on every modifier both name, and the modifiers of one are
/// among those of the other. With the same modifiers on both sides, that is the same contexts by
/// name (`theme=dark` with `theme=dark`). A side that names fewer modifiers stands for every
/// context of the other side that agrees with it: token files without a resolver (no modifiers)
/// are compared with every context of a resolver, and `theme=light` of a release made before a
/// `density` modifier existed with both `theme=light, density=…` of today.
enum ContextPairing {
    /// One pair: the older and the newer context, and the context the pair is reported as (the
    /// one that names more modifiers).
    struct Pair {
        let old: Permutation
        let new: Permutation
        var reported: Permutation { new.contexts.count >= old.contexts.count ? new : old }
    }

    /// The pairs in the order of `new` (then of `old`), and the contexts of each side left unpaired.
    static func pairs(old: [Permutation], new: [Permutation]) -> (pairs: [Pair], onlyOld: [Permutation], onlyNew: [Permutation]) {
        var pairs: [Pair] = []
        var pairedOld = Set<Permutation>()
        var onlyNew: [Permutation] = []
        for newer in new {
            let matches = old.filter { agree(newer, $0) }
            if matches.isEmpty { onlyNew.append(newer) }
            for older in matches {
                pairs.append(Pair(old: older, new: newer))
                pairedOld.insert(older)
            }
        }
        return (pairs, old.filter { !pairedOld.contains($0) }, onlyNew)
    }

    /// True when `a` and `b` agree on the modifiers both name, and one names all the other's.
    private static func agree(_ a: Permutation, _ b: Permutation) -> Bool {
        let (fewer, more) = a.contexts.count <= b.contexts.count ? (a, b) : (b, a)
        return fewer.contexts.allSatisfy { more.contexts[$0.key] == $0.value }
    }

    /// True when `permutation` agrees with every modifier `filter` names that it names too.
    static func matches(_ permutation: Permutation, _ filter: [String: String]) -> Bool {
        filter.allSatisfy { name, context in permutation.contexts[name].map { $0 == context } ?? true }
    }
}
