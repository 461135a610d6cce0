import Testing
@testable import DesignTokens

/// Which contexts define a token, around a permutation: a lookup per context of each modifier.
@Suite("Context coverage: the contexts that define a token")
struct ContextCoverageTests {
    /// theme: light | dark | sepia (light defines `n.lightOnly`, sepia too); density: compact | comfortable
    /// (comfortable defines `n.roomy`); every context defines `n.mode` or `n.pad`.
    static let resolver = ##"""
    {"version": "2025.10",
     "modifiers": {
       "theme": {"contexts": {
         "light": [{"n": {"$type": "number", "mode": {"$value": 1}, "lightOnly": {"$value": 1}}}],
         "dark": [{"n": {"$type": "number", "mode": {"$value": 2}}}],
         "sepia": [{"n": {"$type": "number", "mode": {"$value": 3}, "lightOnly": {"$value": 3}}}]}, "default": "light"},
       "density": {"contexts": {
         "compact": [{"n": {"$type": "number", "pad": {"$value": 1}}}],
         "comfortable": [{"n": {"$type": "number", "pad": {"$value": 2}, "roomy": {"$value": 2}}}]}, "default": "compact"}},
     "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}]}
    """##

    static let dark = Permutation(["theme": "dark", "density": "compact"])

    @Test("the modifiers whose contexts disagree, each with the contexts that define the token", arguments: [
        ("n.lightOnly", dark, [ContextCoverage(modifier: "theme", defining: ["light", "sepia"], lacking: ["dark"])]),
        ("n.roomy", dark, [ContextCoverage(modifier: "density", defining: ["comfortable"], lacking: ["compact"])]),
        ("n.lightOnly", Permutation(["theme": "light", "density": "compact"]),
         [ContextCoverage(modifier: "theme", defining: ["light", "sepia"], lacking: ["dark"])]),
        ("n.mode", dark, []),
        ("n.nowhere", dark, []),
    ] as [(String, Permutation, [ContextCoverage])])
    func coverage(token: String, around: Permutation, expected: [ContextCoverage]) throws {
        let (system, diagnostics) = ResolverRules.load(Self.resolver)
        let loaded = try #require(system, Rules.report(diagnostics))
        #expect(loaded.coverage(of: Rules.path(token), around: around) == expected)
    }

    @Test("it asks one set per context of each modifier, never every permutation")
    func lookups() throws {
        let (system, diagnostics) = ResolverRules.load(Self.resolver)
        let loaded = try #require(system, Rules.report(diagnostics))
        var asked: [Permutation] = []
        _ = ContextCoverage.around(Self.dark, of: Rules.path("n.lightOnly"), modifiers: loaded.modifiers) { permutation in
            asked.append(permutation)
            return loaded.permutations[permutation]
        }
        #expect(asked.count == 3 + 2, "\(asked)")
        #expect(loaded.permutations.count == 3 * 2)
    }

    @Test("the text names each defining context as an input")
    func text() {
        #expect(ContextCoverage(modifier: "theme", defining: ["light", "sepia"], lacking: ["dark"]).definingText == "theme=light or theme=sepia")
    }
}
