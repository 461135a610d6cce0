/// A diff split into pages of rows, so an answer stays small however much changed. The rows are
/// each context's changes in the order they are listed (added, removed, renamed, valueChanged,
/// typeChanged, deprecated), the contexts one after another; a context without changes takes one
/// row (the line that says so). The counts are made once, with the pages; a page is then cut in
/// time linear in its rows, and every page carries the whole diff's counts and bump.
public struct DiffPages: Sendable {
    /// The whole diff.
    public let diff: TokenDiff
    /// Its counts, each token once however many contexts it changed in.
    public let summary: DiffSummary
    /// How many rows a page holds.
    public let size: Int
    /// Each context's own counts, in the order of ``TokenDiff/contexts``.
    public let contextSummaries: [DiffSummary]
    /// The row each context starts at, then the number of rows.
    private let starts: [Int]

    /// The pages of `diff`, `size` rows each.
    public init(_ diff: TokenDiff, size: Int) {
        self.diff = diff
        self.size = max(size, 1)
        summary = diff.summary
        contextSummaries = diff.contexts.map(\.summary)
        var starts = [0]
        for context in diff.contexts { starts.append(starts[starts.count - 1] + max(context.changeCount, 1)) }
        self.starts = starts
    }

    /// How many rows there are in all.
    public var rows: Int { starts[starts.count - 1] }

    /// How many pages there are (at least 1).
    public var pages: Int { max(1, (rows + size - 1) / size) }

    /// One context as a page shows it: its place among the diff's contexts, its changes on the
    /// page, and its whole counts.
    public struct Part: Sendable {
        /// Its position in ``TokenDiff/contexts``.
        public let index: Int
        /// Its changes on this page (its lists cut to them).
        public let changes: ContextDiff
        /// Its counts across every page.
        public let summary: DiffSummary
    }

    /// The contexts with rows on page `number` (from 1), each cut to them; none past the last page.
    public func page(_ number: Int) -> [Part] {
        let range = min(rows, (number - 1) * size)..<min(rows, number * size)
        guard !range.isEmpty else { return [] }
        // The first context whose rows reach the page: the last start at or before it.
        var low = 0, high = diff.contexts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= range.lowerBound { low = middle } else { high = middle - 1 }
        }
        var parts: [Part] = []
        for index in low..<diff.contexts.count {
            guard starts[index] < range.upperBound else { break }
            let shown = max(starts[index], range.lowerBound)..<min(starts[index + 1], range.upperBound)
            parts.append(Part(index: index, changes: diff.contexts[index].rows((shown.lowerBound - starts[index])..<(shown.upperBound - starts[index])),
                              summary: contextSummaries[index]))
        }
        return parts
    }
}

extension ContextDiff {
    /// How many changes its lists hold together.
    public var changeCount: Int {
        added.count + removed.count + renamed.count + valueChanged.count + typeChanged.count + deprecated.count
    }

    /// The changes at positions `range` of its lists taken one after another (a context without
    /// changes is itself; its one row is the line saying so).
    func rows(_ range: Range<Int>) -> ContextDiff {
        var cut = ContextDiff(context: context, contrastReference: contrastReference)
        var offset = 0
        func take<Item>(_ list: [Item]) -> [Item] {
            let start = offset
            offset += list.count
            let lower = max(start, range.lowerBound), upper = min(offset, range.upperBound)
            return lower < upper ? Array(list[(lower - start)..<(upper - start)]) : []
        }
        cut.added = take(added)
        cut.removed = take(removed)
        cut.renamed = take(renamed)
        cut.valueChanged = take(valueChanged)
        cut.typeChanged = take(typeChanged)
        cut.deprecated = take(deprecated)
        return cut
    }
}
