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
    }
}
