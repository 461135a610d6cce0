import Testing
@testable import DesignTokens

/// A named set of a resolver document that nothing uses (Apple's HIG example leaves its
/// `typography` set, which its text styles refer to, out of resolutionOrder).
@Suite("Tolerance: a resolver set nothing uses")
struct UnusedSetTests {
    static let resolver = ##"""
    {"version": "2025.10",
     "sets": {"fonts": {"sources": [{"$ref": "fonts.tokens.json"}]}, "base": {"sources": [{"$ref": "base.tokens.json"}]}},
     "resolutionOrder": [{"$ref": "#/sets/base"}]}
    """##
    static let files = [
        "tokens/fonts.tokens.json": ##"{"font": {"$type": "fontFamily", "body": {"$value": "Inter"}, "mono": {"$value": "Menlo"}}}"##,
        "tokens/base.tokens.json": ##"{"font": {"mono": {"$type": "fontFamily", "$value": "Courier"}}, "text": {"$type": "fontFamily", "$value": "{font.body}"}}"##,
    ]

    @Test("tolerant: the set is applied first, beneath the order, with one warning")
    func tolerant() throws {
        let (system, diagnostics) = ResolverRules.load(Self.resolver, files: Self.files, .tolerant)
        let loaded = try #require(system, Rules.report(diagnostics))
        #expect(ResolverRules.value(loaded, "text") == .fontFamily(["Inter"], isList: false))
        #expect(ResolverRules.value(loaded, "font.mono") == .fontFamily(["Courier"], isList: false), "what the order names wins")
        #expect(diagnostics.map(\.description) == [
            "tokens/main.resolver.json:2: warning: at /sets/fonts: set 'fonts' is defined but resolutionOrder never uses it; "
                + "it is applied first, beneath everything resolutionOrder names [unused-set]",
        ])
    }

    @Test("strict: the set is ignored, as the format says, with a warning; the reference into it fails")
    func strict() {
        let (system, diagnostics) = ResolverRules.load(Self.resolver, files: Self.files, .strict)
        #expect(system == nil)
        #expect(diagnostics.contains { $0.rule == .unusedSet && $0.severity == .warning && $0.message.hasSuffix("it is ignored") })
        #expect(diagnostics.contains { $0.rule == .unresolvedReference && $0.severity == .error }, Rules.report(diagnostics))
    }

    @Test("a set used by another set or by a context is not unused", arguments: [
        ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "base.tokens.json"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/b"}]}"##,
        ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "base.tokens.json"}]}}, "modifiers": {"m": {"contexts": {"x": [{"$ref": "#/sets/a"}]}, "default": "x"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
    ])
    func used(resolver: String) {
        let (_, diagnostics) = ResolverRules.load(resolver, files: ["tokens/base.tokens.json": ##"{"n": {"$type": "number", "$value": 1}}"##], .tolerant)
        #expect(!diagnostics.contains { $0.rule == .unusedSet }, Rules.report(diagnostics))
    }
}
