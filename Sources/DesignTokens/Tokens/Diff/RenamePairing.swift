/// Finds renamed tokens among the removed and added ones of a diff.
///
/// A removed token and an added one of the same type and the same resolved value are one token
/// whose path moved. Each token pairs at most once. When several could pair, the closest paths
/// pair first: the same last segment (`radius.pill` → `shape.pill`) before any other, then the
/// most segments shared, wherever they stand in the path; ties go by the older side's document
/// order, then the newer side's. A group of candidates with more than
/// ``scoredPairLimit`` possible pairs (thousands of tokens with one value) pairs by last
/// segment, then in document order, so that the work stays linear in the tokens.
enum RenamePairing {
    /// The most pairs of one group that are scored one by one.
    static let scoredPairLimit = 4096

    /// The renames: positions in `removed` and in `added`, in no particular order.
    static func pairs(removed: [ResolvedToken], added: [ResolvedToken]) -> [(removed: Int, added: Int)] {
        guard !removed.isEmpty, !added.isEmpty else { return [] }
        var removedByValue: [Candidate: [Int]] = [:]
        for (index, token) in removed.enumerated() { removedByValue[Candidate(token), default: []].append(index) }
        var addedByValue: [Candidate: [Int]] = [:]
        var order: [Candidate] = []
        for (index, token) in added.enumerated() {
            let key = Candidate(token)
            guard removedByValue[key] != nil else { continue }
            if addedByValue[key] == nil { order.append(key) }
            addedByValue[key, default: []].append(index)
        }
        var result: [(removed: Int, added: Int)] = []
        for key in order {
            result += group(removedByValue[key]!, addedByValue[key]!, removed: removed, added: added)
        }
        return result
    }

    /// Pairs one group of candidates of the same type and value.
    private static func group(_ old: [Int], _ new: [Int], removed: [ResolvedToken], added: [ResolvedToken]) -> [(removed: Int, added: Int)] {
        if old.count * new.count <= scoredPairLimit { return scored(old, new, removed: removed, added: added) }
        var oldByName: [String: [Int]] = [:]
        for index in old { oldByName[removed[index].path.name, default: []].append(index) }
        var result: [(removed: Int, added: Int)] = []
        var newByName: [String: [Int]] = [:]
        var names: [String] = []
        for index in new {
            let name = added[index].path.name
            if newByName[name] == nil { names.append(name) }
            newByName[name, default: []].append(index)
        }
        for name in names {
            guard let olds = oldByName[name], let news = newByName[name] else { continue }
            result += olds.count * news.count <= scoredPairLimit ? scored(olds, news, removed: removed, added: added)
                : Array(zip(olds, news).map { (removed: $0, added: $1) })
        }
        let pairedOld = Set(result.map(\.removed)), pairedNew = Set(result.map(\.added))
        result += zip(old.filter { !pairedOld.contains($0) }, new.filter { !pairedNew.contains($0) }).map { (removed: $0, added: $1) }
        return result
    }

    /// Every pair scored, then taken greedily, closest first.
    private static func scored(_ old: [Int], _ new: [Int], removed: [ResolvedToken], added: [ResolvedToken]) -> [(removed: Int, added: Int)] {
        if old.count == 1, new.count == 1 { return [(old[0], new[0])] }
        var candidates: [(score: Int, removed: Int, added: Int)] = []
        candidates.reserveCapacity(old.count * new.count)
        for o in old {
            for n in new { candidates.append((closeness(removed[o].path, added[n].path), o, n)) }
        }
        candidates.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            return a.removed != b.removed ? a.removed < b.removed : a.added < b.added
        }
        var usedOld = Set<Int>(), usedNew = Set<Int>()
        var result: [(removed: Int, added: Int)] = []
        for candidate in candidates where !usedOld.contains(candidate.removed) && !usedNew.contains(candidate.added) {
            usedOld.insert(candidate.removed)
            usedNew.insert(candidate.added)
            result.append((candidate.removed, candidate.added))
        }
        return result
    }

    /// How close two paths are: the same last segment outweighs everything else; then one
    /// point for each segment the paths share, wherever it stands (`a.card.radius` and
    /// `b.card.radius` share two).
    static func closeness(_ a: TokenPath, _ b: TokenPath) -> Int {
        var unmatched = b.segments
        var shared = 0
        for segment in a.segments {
            if let position = unmatched.firstIndex(of: segment) {
                unmatched.remove(at: position)
                shared += 1
            }
        }
        return (a.name == b.name ? 10_000 : 0) + shared
    }

    /// What a rename keeps: the type and the resolved value.
    private struct Candidate: Hashable {
        let type: TokenType
        let value: TokenValue
        init(_ token: ResolvedToken) {
            type = token.type
            value = token.value
        }
    }
}
