import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

/// A resolver document held in memory.
private struct OneFile: TokenFileSource {
    let text: String
    func contents(of path: String) -> Result<[UInt8], Diagnostic> { .success(Array(text.utf8)) }
}

/// Two modifiers (2 × 3 contexts), so the reader's positions have two digits.
private let system: TokenSystem = {
    let resolver = ##"""
    {"version": "2025.10",
     "resolutionOrder": [
       {"type": "set", "name": "base", "sources": [{"n": {"$type": "number", "one": {"$value": 1}}}]},
       {"type": "modifier", "name": "theme", "contexts": {"light": [], "dark": []}, "default": "light"},
       {"type": "modifier", "name": "density", "contexts": {"compact": [], "comfortable": [], "spacious": []},
        "default": "comfortable"}]}
    """##
    return TokenSystem.load(resolver: "memory.resolver.json", source: OneFile(text: resolver), strictness: .strict).0!
}()

private func items(_ query: String) -> QueryItems {
    QueryItems(query.split(separator: "&").map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        return QueryItems.Item(name: parts[0], value: parts.count > 1 ? parts[1] : "")
    })
}

@Suite("Reading token queries the fast way")
struct TokenQueryReaderTests {
    @Test("the reader's permutations are exactly the system's")
    func permutations() {
        let reader = TokenQueryReader(modifiers: system.modifiers, defaultInputs: [:])
        #expect(reader.permutations.count == 6)
        #expect(Set(reader.permutations) == Set(system.permutations.keys))
    }

    @Test("a query the reader takes chooses what the full parser chooses", arguments: [
        ("", [:]), ("theme=dark", [:]), ("density=compact", [:]), ("density=spacious&theme=dark", [:]),
        ("format=css&theme=dark&resolve=false", [:]), ("resolve=true&format=swift", [:]), ("", ["density": "spacious"]),
        ("theme=dark", ["theme": "light", "density": "compact"]), ("density=comfortable", ["density": "compact"]),
        ("format=css&theme=*", [:]), ("density=*&theme=dark", [:]), ("theme=*", ["theme": "dark", "density": "spacious"]),
    ] as [(String, [String: String])])
    func agrees(query: String, defaults: [String: String]) throws {
        let reader = TokenQueryReader(modifiers: system.modifiers, defaultInputs: defaults)
        let choice = try #require(reader.choice(for: items(query)))
        let parsed = try TokenQuery.parse(items(query), system: system, defaultInputs: defaults)
        #expect(reader.permutations[choice.permutation] == parsed.permutation)
        #expect(choice.format == parsed.format)
        #expect(choice.resolve == parsed.resolve)
        #expect(choice.allContextsOf.map { reader.modifierNames[$0] } == parsed.allContextsOf)
    }

    @Test("anything unusual is left to the full parser", arguments: [
        "theme=dark&theme=light", "Theme=dark", "theme=DARK", "theme=dusk", "colour=red", "format=pdf",
        "resolve=yes", "type=color", "group=n", "format=css&format=css", "theme=*&density=*", "theme=*&name=Brand",
    ])
    func declines(query: String) {
        let reader = TokenQueryReader(modifiers: system.modifiers, defaultInputs: [:])
        #expect(reader.choice(for: items(query)) == nil)
    }

    @Test("without format and resolve allowed (the detail route), those are left to the full parser")
    func detailQueries() throws {
        let reader = TokenQueryReader(modifiers: system.modifiers, defaultInputs: [:])
        #expect(reader.choice(for: items("format=css"), allowFormat: false) == nil)
        #expect(reader.choice(for: items("theme=*"), allowFormat: false) == nil)
        let choice = try #require(reader.choice(for: items("theme=dark"), allowFormat: false))
        #expect(reader.permutations[choice.permutation] == Permutation(["theme": "dark", "density": "comfortable"]))
    }
}
