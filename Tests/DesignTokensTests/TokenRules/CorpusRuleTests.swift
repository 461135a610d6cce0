import Testing
@testable import DesignTokens

/// Specific values from the real design systems of the shared corpus. Skipped when
/// SWATCHBOOK_CORPUS is unset (see `Corpus.unsetNote`); `.ci/run` sets it.
@Suite("Corpus: figma-sds and Polaris, value by value",
       .enabled(if: Corpus.directory != nil, Comment(rawValue: Corpus.unsetNote)))
struct CorpusRuleTests {
    static func load(_ resolver: String, _ strictness: Strictness) throws -> (TokenSystem?, [Diagnostic]) {
        let directory = try #require(Corpus.directory) + "/dtcg-examples/"
        return TokenSystem.load(resolver: directory + resolver, source: DiskFileSource(), strictness: strictness)
    }

    static func tokens(_ system: TokenSystem, _ inputs: [String: String]) throws -> TokenSet {
        try system.tokens(for: inputs).get()
    }

    @Test("figma: color.background.brand.$root is color.brand.800 in light and color.white.100 in dark",
          arguments: [("light", "color.brand.800"), ("dark", "color.white.100")])
    func figmaRootAlias(theme: String, target: String) throws {
        let (system, diagnostics) = try Self.load("figma-sds.resolver.json", .tolerant)
        let set = try Self.tokens(try #require(system, Rules.report(diagnostics)), ["theme": theme])
        let root = try #require(set[Rules.path("color.background.brand.$root")])
        let palette = try #require(set[Rules.path(target)])
        #expect(root.type == .color)
        #expect(root.value == palette.value)
        #expect(root.aliasChain == [Rules.path(target)])
        #expect(root.writtenValue == .string("{\(target)}"))
    }

    @Test("figma: the palette's exact values")
    func figmaPalette() throws {
        let (system, _) = try Self.load("figma-sds.resolver.json", .tolerant)
        let set = try Self.tokens(try #require(system), [:])
        let gray = 0.17254901960784313
        #expect(set[Rules.path("color.brand.800")]?.value == .color(Rules.srgb(gray, gray, gray, hex: "#2c2c2c")))
        #expect(set[Rules.path("color.white.100")]?.value == .color(Rules.srgb(1, 1, 1, alpha: 0.050980392156862744, hex: "#ffffff")))
        #expect(set[Rules.path("color.black.50")] == nil)
        #expect(set[Rules.path("size.depth.negative-025")]?.value == .dimension(Rules.rem(-0.0625)))
        #expect(set[Rules.path("size.depth.025")]?.value == .dimension(Rules.rem(0.0625)))
    }

    @Test("figma: typography composites resolve their aliases; fontFamily is a list")
    func figmaTypography() throws {
        let (system, _) = try Self.load("figma-sds.resolver.json", .tolerant)
        let set = try Self.tokens(try #require(system), ["theme": "dark"])
        let hero = try #require(set[Rules.path("typography.titleHero")])
        #expect(hero.type == .typography)
        #expect(hero.value == .typography(TypographyValue(fontFamily: ["inter", "sans-serif"], fontSize: Rules.rem(4.5),
                                                          fontWeight: FontWeightValue(weight: 700),
                                                          letterSpacing: DimensionValue(value: 0, unit: "em"), lineHeight: 1)))
        #expect(hero.references.count == 3)
        #expect(set[Rules.path("typography.family.mono")]?.value == .fontFamily(["roboto mono", "monospace"], isList: true))
        let composites = set.tokens.filter { $0.type == .typography }
        #expect(composites.count == 19)
        for token in composites {
            guard case .typography(let value) = token.value else { Issue.record("\(token.path) is not typography"); continue }
            #expect(value.fontFamily.count >= 2, "\(token.path)")
            #expect(value.letterSpacing?.unit == "em", "\(token.path)")
        }
    }

    @Test("figma: em letterSpacing is one warning per token when tolerant")
    func figmaTolerantWarnings() throws {
        let (system, diagnostics) = try Self.load("figma-sds.resolver.json", .tolerant)
        #expect(system != nil)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, Rules.report(diagnostics))
        let em = diagnostics.filter { $0.rule == .unknownUnit }
        #expect(em.count == 19, Rules.report(em))
        #expect(em.allSatisfy { $0.severity == .warning && $0.file.hasSuffix("figma-sds/typography.tokens.json") })
        #expect(em.contains { $0.path.description == "/typography/titleHero/$value/letterSpacing/unit" }, Rules.report(em))
        #expect(em.allSatisfy { !$0.message.contains("(with ") }, "a problem of every permutation is reported once, without a permutation note")
    }

    @Test("figma: em letterSpacing refuses the system when strict")
    func figmaStrict() throws {
        let (system, diagnostics) = try Self.load("figma-sds.resolver.json", .strict)
        #expect(system.map { _ in "a token system" } == nil)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 19, Rules.report(errors))
        #expect(errors.allSatisfy { $0.rule == .unknownUnit && $0.path.description.hasSuffix("/$value/letterSpacing/unit") }, Rules.report(errors))
    }

    @Test("Polaris: types come from groups; values as written; strict and tolerant agree",
          arguments: [Strictness.strict, .tolerant])
    func polaris(strictness: Strictness) throws {
        let (system, diagnostics) = try Self.load("shopify-polaris.resolver.json", strictness)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, Rules.report(diagnostics))
        let loaded = try #require(system)
        #expect(loaded.modifiers.isEmpty)
        let set = try Self.tokens(loaded, [:])
        #expect(set[Rules.path("space.base")]?.type == .dimension)
        #expect(set[Rules.path("space.base")]?.value == .dimension(Rules.px(16)))
        #expect(set[Rules.path("space.none")]?.value == .dimension(Rules.px(0)))
        #expect(set[Rules.path("font.family.mono")]?.value == .fontFamily(["Monaco", "Consolas", "Lucida Console", "monospace"], isList: true))
        #expect(set[Rules.path("color.black")]?.value == .color(Rules.srgb(0, 0, 0, hex: "#000000")))
        #expect(set.tokens.filter { $0.type == .color }.count == 58)
        #expect(set.tokens.allSatisfy { !$0.isAlias })
    }
}
