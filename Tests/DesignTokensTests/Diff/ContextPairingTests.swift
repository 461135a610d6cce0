import DesignTokens
import Testing

@Suite("Diff contexts: which context of one side is compared with which of the other")
struct ContextPairingTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let old: [[String: String]]
        let new: [[String: String]]
        let only: [String: String]
        let compared: [String]
        let onlyOld: [String]
        let onlyNew: [String]
        var testDescription: String { name }
    }

    @Test(arguments: [
        Row(name: "the same contexts pair by name", old: [["theme": "light"], ["theme": "dark"]], new: [["theme": "light"], ["theme": "dark"]],
            only: [:], compared: ["theme=light", "theme=dark"], onlyOld: [], onlyNew: []),
        Row(name: "a theme added and one removed", old: [["theme": "light"], ["theme": "sepia"]],
            new: [["theme": "light"], ["theme": "dark"]], only: [:], compared: ["theme=light"], onlyOld: ["theme=sepia"], onlyNew: ["theme=dark"]),
        Row(name: "token files stand for every context", old: [[:]], new: [["theme": "light"], ["theme": "dark"]], only: [:],
            compared: ["theme=light", "theme=dark"], onlyOld: [], onlyNew: []),
        Row(name: "a modifier added later", old: [["theme": "light"], ["theme": "dark"]],
            new: [["theme": "light", "density": "compact"], ["theme": "dark", "density": "compact"]], only: [:],
            compared: ["density=compact, theme=light", "density=compact, theme=dark"], onlyOld: [], onlyNew: []),
        Row(name: "a modifier removed since", old: [["theme": "light", "density": "compact"], ["theme": "dark", "density": "compact"],
                                                     ["theme": "light", "density": "roomy"]],
            new: [["theme": "light"], ["theme": "dark"], ["theme": "sepia"]], only: [:],
            compared: ["density=compact, theme=light", "density=roomy, theme=light", "density=compact, theme=dark"],
            onlyOld: [], onlyNew: ["theme=sepia"]),
        Row(name: "modifiers that neither side's include the other's never pair", old: [["theme": "light", "density": "compact"]],
            new: [["theme": "light", "brand": "acme"]], only: [:], compared: [],
            onlyOld: ["density=compact, theme=light"], onlyNew: ["brand=acme, theme=light"]),
        Row(name: "one context asked for", old: [["theme": "light"], ["theme": "dark"]], new: [["theme": "light"], ["theme": "dark"]],
            only: ["theme": "dark"], compared: ["theme=dark"], onlyOld: [], onlyNew: []),
        Row(name: "a context asked for that only one side has", old: [["theme": "light"]], new: [["theme": "light"], ["theme": "dark"]],
            only: ["theme": "dark"], compared: [], onlyOld: [], onlyNew: ["theme=dark"]),
    ])
    func pairing(_ row: Row) throws {
        let set = try DiffTesting.set(#"{"a": {"$type": "number", "$value": 1}}"#)
        let diff = TokenDiff.compare(row.old.map { (Permutation($0), set) }, row.new.map { (Permutation($0), set) },
                                     options: .init(only: row.only))
        #expect(diff.contexts.map(\.context.description) == row.compared)
        #expect(diff.contextsOnlyInOld.map(\.description) == row.onlyOld)
        #expect(diff.contextsOnlyInNew.map(\.description) == row.onlyNew)
        let expectedBump: VersionBump = row.onlyOld.isEmpty ? (row.onlyNew.isEmpty ? .none : .minor) : .major
        #expect(diff.bump == expectedBump)
        // The same contexts cut from the diff of every context, without comparing again.
        let cut = TokenDiff.compare(row.old.map { (Permutation($0), set) }, row.new.map { (Permutation($0), set) }).filtered(row.only)
        #expect(cut.contexts.map(\.context.description) == row.compared)
        #expect(cut.contextsOnlyInOld.map(\.description) == row.onlyOld)
        #expect(cut.contextsOnlyInNew.map(\.description) == row.onlyNew)
    }

    @Test("contexts are paired by lookup exactly as by comparing every pair, whatever modifiers each side names")
    func pairingByLookup() throws {
        // Every context over the modifiers a (3 contexts), b (2) and c (2), for several choices of the modifiers named.
        func contexts(_ names: [String]) -> [[String: String]] {
            names.reduce([[:]]) { partial, name in partial.flatMap { base in (0..<(name == "a" ? 3 : 2)).map { base.merging([name: "\(name)\($0)"]) { $1 } } } }
        }
        let shapes: [[String]] = [[], ["a"], ["b"], ["a", "b"], ["a", "c"], ["a", "b", "c"]]
        let set = try DiffTesting.set(#"{"x": {"$type": "number", "$value": 1}}"#)
        for oldShape in shapes {
            for newShape in shapes {
                let old = contexts(oldShape), new = contexts(newShape) + contexts(["a"])
                func agree(_ x: [String: String], _ y: [String: String]) -> Bool {
                    let (fewer, more) = x.count <= y.count ? (x, y) : (y, x)
                    return fewer.allSatisfy { more[$0.key] == $0.value }
                }
                var expected: [String] = [], paired = Set<Int>(), unpairedNew: [String] = []
                for newer in new {
                    let matches = old.indices.filter { agree(newer, old[$0]) }
                    if matches.isEmpty { unpairedNew.append(Permutation(newer).description) }
                    for index in matches {
                        paired.insert(index)
                        expected.append(Permutation(newer.count >= old[index].count ? newer : old[index]).description)
                    }
                }
                let diff = TokenDiff.compare(old.map { (Permutation($0), set) }, new.map { (Permutation($0), set) })
                #expect(diff.contexts.map(\.context.description) == expected, "\(oldShape) → \(newShape)")
                #expect(diff.contextsOnlyInOld.map(\.description) == old.indices.filter { !paired.contains($0) }.map { Permutation(old[$0]).description })
                #expect(diff.contextsOnlyInNew.map(\.description) == unpairedNew)
                for only in [["a": "a1"], ["b": "b0"], ["a": "a2", "c": "c1"]] {
                    let asked = TokenDiff.compare(old.map { (Permutation($0), set) }, new.map { (Permutation($0), set) }, options: .init(only: only))
                    let cut = diff.filtered(only)
                    #expect(cut.contexts.map(\.context.description) == asked.contexts.map(\.context.description), "\(oldShape) → \(newShape), \(only)")
                    #expect(cut.contextsOnlyInOld == asked.contextsOnlyInOld && cut.contextsOnlyInNew == asked.contextsOnlyInNew)
                }
            }
        }
    }
}
