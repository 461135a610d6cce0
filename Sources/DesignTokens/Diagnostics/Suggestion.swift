/// "Did you mean ...?" suggestions for misspelt names.
public enum Suggestion {
    /// Names longer than this (in characters) get no suggestion: a name from a URL can be
    /// kilobytes long, and comparing it with every candidate would cost a request far more than
    /// any other's. Every name a Config holds that people type is shorter.
    public static let longestName = 64

    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    ///
    /// Bounded whatever the input: nothing for a name of more than ``longestName`` characters,
    /// candidates whose length is too far from the name's are never compared, and a comparison
    /// stops as soon as it cannot come within the limit.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let wanted = Array(name.lowercased())
        guard wanted.count <= longestName else { return nil }
        let limit = max(1, wanted.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // The length first: most candidates are too long or too short to be compared at all.
            guard abs(candidate.count - wanted.count) <= limit else { continue }
            let other = Array(candidate.lowercased().prefix(longestName + limit + 1))
            guard abs(other.count - wanted.count) <= min(limit, best.map { $0.distance - 1 } ?? limit) else { continue }
            if let found = distance(wanted, other, atMost: best.map { $0.distance - 1 } ?? limit) {
                best = (candidate, found)
            }
        }
        return best?.candidate
    }

    /// Edits between two strings: insertions, deletions, substitutions and swaps of neighbours.
    static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a), Array(b), atMost: .max) ?? .max
    }

    /// Edits between `a` and `b`, or nil as soon as they must be more than `bound`.
    static func distance(_ a: [Character], _ b: [Character], atMost bound: Int) -> Int? {
        guard !a.isEmpty, !b.isEmpty else {
            let count = max(a.count, b.count)
            return count <= bound ? count : nil
        }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                smallest = min(smallest, value)
            }
            if smallest > bound { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
