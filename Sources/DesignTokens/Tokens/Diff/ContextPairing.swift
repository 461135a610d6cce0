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
    ///
    /// Linear in the contexts (two systems of 4,096 permutations pair in milliseconds, not 16
    /// million comparisons): the older contexts are grouped by the modifiers they name, and each
    /// newer context looks its partners up in each group, by its own contexts projected onto the
    /// group's modifiers, or by theirs projected onto its own.
    static func pairs(old: [Permutation], new: [Permutation]) -> (pairs: [Pair], onlyOld: [Permutation], onlyNew: [Permutation]) {
        var groups: [Set<String>: [Permutation: [Int]]] = [:]
        for (index, older) in old.enumerated() { groups[Set(older.contexts.keys), default: [:]][older, default: []].append(index) }
        var projections: [ProjectionKey: [Permutation: [Int]]] = [:]
        var pairs: [Pair] = []
        var pairedOld = [Bool](repeating: false, count: old.count)
        var onlyNew: [Permutation] = []
        for newer in new {
            let names = Set(newer.contexts.keys)
            var matches: [Int] = []
            for (olderNames, members) in groups {
                if olderNames.isSubset(of: names) {
                    matches += members[newer.projected(onto: olderNames)] ?? []
                } else if names.isSubset(of: olderNames) {
                    let key = ProjectionKey(group: olderNames, onto: names)
                    if projections[key] == nil {
                        var index: [Permutation: [Int]] = [:]
                        for (older, positions) in members { index[older.projected(onto: names), default: []] += positions }
                        projections[key] = index
                    }
                    matches += projections[key]?[newer] ?? []
                }
            }
            if matches.isEmpty { onlyNew.append(newer) }
            for index in matches.sorted() {
                pairs.append(Pair(old: old[index], new: newer))
                pairedOld[index] = true
            }
        }
        return (pairs, old.indices.filter { !pairedOld[$0] }.map { old[$0] }, onlyNew)
    }

    /// A group of older contexts (by the modifiers they name) indexed by their contexts of fewer modifiers.
    private struct ProjectionKey: Hashable {
        let group: Set<String>
        let onto: Set<String>
    }

    /// True when `permutation` agrees with every modifier `filter` names that it names too.
    static func matches(_ permutation: Permutation, _ filter: [String: String]) -> Bool {
        filter.allSatisfy { name, context in permutation.contexts[name].map { $0 == context } ?? true }
    }
}

extension Permutation {
    /// The contexts of the modifiers `names` holds only.
    func projected(onto names: Set<String>) -> Permutation {
        Permutation(contexts.filter { names.contains($0.key) })
    }
}
