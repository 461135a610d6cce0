import DesignTokens
import Testing

@Suite("Renames: removed and added tokens of the same type and value pair, closest paths first")
struct RenamePairingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let removed: [String]
        let added: [String]
        let renames: [String]
        var testDescription: String { name }
    }

    /// A document holding a 4px dimension at each dotted path.
    static func document(_ paths: [String]) -> String {
        var root: [String: Any] = [:]
        func insert(_ segments: ArraySlice<String>, into object: inout [String: Any]) {
            let head = segments.first!
            if segments.count == 1 {
                object[head] = "TOKEN"
                return
            }
            var child = object[head] as? [String: Any] ?? [:]
            insert(segments.dropFirst(), into: &child)
            object[head] = child
        }
        for path in paths { insert(path.split(separator: ".").map(String.init)[...], into: &root) }
        func write(_ object: [String: Any]) -> String {
            "{" + object.keys.sorted().map { key in
                let value = object[key]!
                let text = value is String ? #"{"$type": "dimension", "$value": {"value": 4, "unit": "px"}}"# : write(value as! [String: Any])
                return "\"\(key)\": \(text)"
            }.joined(separator: ", ") + "}"
        }
        return write(root)
    }

    @Test(arguments: [
        Row(name: "one and one pair", removed: ["a.b"], added: ["c.d"], renames: ["a.b → c.d"]),
        Row(name: "the same last segment first", removed: ["old.small", "old.large"], added: ["new.large", "new.small"],
            renames: ["old.large → new.large", "old.small → new.small"]),
        Row(name: "then the most shared segments", removed: ["space.inset.x", "gap.y"], added: ["space.inset.z", "gap.w"],
            renames: ["gap.y → gap.w", "space.inset.x → space.inset.z"]),
        Row(name: "wherever they stand", removed: ["a.card.radius.p", "b.chip.radius.q"], added: ["c.chip.radius.r", "c.card.radius.s"],
            renames: ["a.card.radius.p → c.card.radius.s", "b.chip.radius.q → c.chip.radius.r"]),
        Row(name: "ties go by document order", removed: ["p", "q"], added: ["x", "y"], renames: ["p → x", "q → y"]),
        Row(name: "extra removals stay removals", removed: ["p.one", "p.two", "p.three"], added: ["q.two"], renames: ["p.two → q.two"]),
    ])
    func pairing(_ row: Row) throws {
        let kept = "kept"
        let old = try DiffTesting.plain(Self.document(row.removed + [kept]))
        let new = try DiffTesting.plain(Self.document(row.added + [kept]))
        let context = try #require(TokenDiff.compare(old, new).contexts.first)
        #expect(context.renamed.map { "\($0.oldPath) → \($0.token.path)" }.sorted() == row.renames.sorted())
        let renamedOld = Set(context.renamed.map(\.oldPath.description)), renamedNew = Set(context.renamed.map(\.token.path.description))
        #expect(Set(context.removed.map(\.path.description)) == Set(row.removed).subtracting(renamedOld))
        #expect(Set(context.added.map(\.path.description)) == Set(row.added).subtracting(renamedNew))
    }

    @Test("thousands of tokens of one value pair by last segment, each once, without scoring every pair")
    func largeGroup() throws {
        let count = 3000
        let old = try DiffTesting.plain(Self.document((0..<count).map { "before.t\($0)" }))
        let new = try DiffTesting.plain(Self.document((0..<count).map { "after.t\(($0 + 7) % count)" } + ["after.extra"]))
        let context = try #require(TokenDiff.compare(old, new).contexts.first)
        #expect(context.renamed.count == count)
        #expect(context.renamed.allSatisfy { $0.oldPath.name == $0.token.path.name })
        #expect(Set(context.renamed.map(\.token.path)).count == count)
        #expect(context.added.map(\.path.description) == ["after.extra"])
        #expect(context.removed.isEmpty)
    }
}
