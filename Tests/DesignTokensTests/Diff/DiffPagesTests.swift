import DesignTokens
import Testing

/// A diff cut into pages of rows: the pages together are the whole diff in order, each at most
/// its size, every page with the whole counts; a context without changes takes one row.
@Suite("Diff pages")
struct DiffPagesTests {
    /// Contexts `theme=t0` … of a generated diff: in context `k`, `changed[k]` numbers changed,
    /// `added[k]` added and `removed[k]` removed (the first context's lists the longest).
    static func diff(changed: [Int], added: [Int], removed: [Int]) throws -> TokenDiff {
        func numbers(_ prefix: String, _ count: Int, value: Int) -> [String] {
            (0..<count).map { #""\#(prefix)\#($0)": {"$value": \#(value)}"# }
        }
        var old: [(Permutation, TokenSet)] = [], new: [(Permutation, TokenSet)] = []
        for context in changed.indices {
            let permutation = Permutation(["theme": "t\(context)"])
            let before = numbers("n", changed[context], value: 1) + numbers("r", removed[context], value: 2)
            let after = numbers("n", changed[context], value: 3) + numbers("a", added[context], value: 4)
            old.append((permutation, try DiffTesting.set(#"{"g": {"$type": "number", "keep": {"$value": 0}, \#((before).joined(separator: ", "))}}"#
                .replacing(", }}", with: "}}"))))
            new.append((permutation, try DiffTesting.set(#"{"g": {"$type": "number", "keep": {"$value": 0}, \#((after).joined(separator: ", "))}}"#
                .replacing(", }}", with: "}}"))))
        }
        return TokenDiff.compare(old, new)
    }

    /// Each change of the parts as a line, prefixed by its context.
    static func lines(_ parts: [DiffPages.Part]) -> [String] {
        parts.flatMap { part in DiffTesting.lines(part.changes).map { "\(part.changes.context): \($0)" } }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let changed: [Int]
        let added: [Int]
        let removed: [Int]
        let size: Int
        var testDescription: String { "changed \(changed), added \(added), removed \(removed), \(size) a page" }
    }

    @Test("the pages together are the whole diff, in order; each holds at most its size; the counts are the whole diff's", arguments: [
        Case(changed: [7], added: [2], removed: [1], size: 3),
        Case(changed: [7], added: [2], removed: [1], size: 10),
        Case(changed: [7], added: [2], removed: [1], size: 100),
        Case(changed: [40, 0, 13], added: [5, 0, 0], removed: [0, 0, 9], size: 7),
        Case(changed: [0, 0, 0], added: [0, 0, 0], removed: [0, 0, 0], size: 2),
        Case(changed: [1_000, 250], added: [300, 0], removed: [0, 120], size: 500),
    ])
    func pages(_ shape: Case) throws {
        let diff = try Self.diff(changed: shape.changed, added: shape.added, removed: shape.removed)
        let pages = DiffPages(diff, size: shape.size)
        let rows = zip(zip(shape.changed, shape.added), shape.removed).map { max($0.0 + $0.1 + $1, 1) }.reduce(0, +)
        #expect(pages.rows == rows)
        #expect(pages.pages == max(1, (rows + shape.size - 1) / shape.size))
        var lines: [String] = []
        var shownContexts = Set<Int>()
        for number in 1...pages.pages {
            let parts = pages.page(number)
            let pageRows = parts.map { max($0.changes.changeCount, $0.summary.bump == .none ? 1 : 0) }.reduce(0, +)
            #expect(pageRows <= shape.size && pageRows > 0, "page \(number)")
            #expect(number == pages.pages || pageRows == shape.size, "page \(number) is full")
            for part in parts {
                #expect(part.summary.valueChanged == shape.changed[part.index] && part.summary.added == shape.added[part.index])
                shownContexts.insert(part.index)
            }
            lines += Self.lines(parts)
            let json = pages.json(page: number, from: "1.0.0", to: "current")
            #expect(json["page"]?.doubleValue == Double(number) && json["pages"]?.doubleValue == Double(pages.pages))
            #expect(json["pageSize"]?.doubleValue == Double(shape.size) && json["rows"]?.doubleValue == Double(rows))
            #expect(json["summary"]?["valueChanged"]?.doubleValue == Double(diff.summary.valueChanged))
            #expect(json["bump"]?.stringValue == diff.bump.rawValue)
            #expect(json["contexts"]?.arrayValue?.count == parts.count)
        }
        #expect(lines == diff.contexts.flatMap { context in DiffTesting.lines(context).map { "\(context.context): \($0)" } })
        #expect(shownContexts == Set(diff.contexts.indices), "every context, even one without changes, is on a page")
        #expect(pages.page(pages.pages + 1).isEmpty)
    }

    @Test("on one page, the document is the whole diff's with where the page is")
    func onePage() throws {
        let diff = try Self.diff(changed: [3, 1], added: [1, 0], removed: [0, 2])
        let page = DiffPages(diff, size: 500).json(page: 1, from: "1.0.0", to: "current")
        guard case .object(var members) = page else { Issue.record("not an object"); return }
        for name in ["page", "pages", "pageSize", "rows"] { _ = members.removeValue(forKey: name) }
        #expect(JSON.object(members) == diff.json(from: "1.0.0", to: "current"))
    }
}
