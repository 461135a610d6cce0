@testable import DesignTokens
import Testing

/// DTCG (a resolver document holding its token documents) and flat JSON of every context.
@Suite("DTCG and flat JSON: every context in one answer")
struct JSONContextsExportTests {
    static let cases: [([String], Bool)] = [(["light", "dark"], true), (["light", "dark"], false),
                                            (["light", "dark", "contrast"], true), (["light", "dark", "contrast"], false)]

    @Test("the resolver document resolves, strictly, to every context's own tokens", arguments: cases)
    func resolverRoundTrip(contexts: [String], resolveAliases: Bool) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts)
        let document = try ThemeContextsFixture.render(.dtcg, resolveAliases: resolveAliases, variants: variants)
        let (loaded, diagnostics) = TokenSystem.load(resolver: "all.resolver.json", source: MemoryTokenFileSource(["all.resolver.json": document]),
                                                     strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let system = try #require(loaded)
        #expect(system.modifiers.map(\.name) == ["theme"])
        #expect(system.modifiers.first?.defaultContext == "light")
        for (index, variant) in variants.variants.enumerated() {
            let set = try #require(system.permutations[Permutation(["theme": variant.context])])
            // A token the context lacks keeps the default's value.
            let expected = variants.allTokens.compactMap { variants.token(at: index, path: $0.path) }
            // Resolved values always; values as written too when the document keeps references.
            let flat = { (tokens: [ResolvedToken]) in
                Dictionary(uniqueKeysWithValues: tokens.map { token in
                    (token.path, [token.type.rawValue, token.value.json.description, resolveAliases ? "" : token.writtenValue.description])
                })
            }
            #expect(flat(set.tokens) == flat(expected), "\(variant.context)")
        }
    }

    @Test("the flat object: the default in full, every other context what it changes", arguments: cases)
    func flatContexts(contexts: [String], resolveAliases: Bool) throws {
        let variants = try ThemeContextsFixture.variants(contexts: contexts)
        let json = try JSONParser.parse(try ThemeContextsFixture.render(.flat, resolveAliases: resolveAliases, variants: variants))
        #expect(json["modifier"] == "theme")
        #expect(json["default"] == "light")
        let all = try #require(json["contexts"]?.objectValue)
        #expect(all.keys == contexts)
        let base = try #require(all["light"]?.objectValue)
        for (index, variant) in variants.variants.enumerated() {
            let own = try #require(JSONParser.parse(try ThemeContextsFixture.single(.flat, variants, at: index, resolveAliases: resolveAliases))
                .objectValue)
            var merged = base
            for (id, entry) in try #require(all[variant.context]?.objectValue) { merged.setValue(entry, forKey: id) }
            var expected = own
            for (id, entry) in base where own[id] == nil { expected.setValue(entry, forKey: id) }
            #expect(Dictionary(uniqueKeysWithValues: merged.map { ($0.key, $0.value) })
                    == Dictionary(uniqueKeysWithValues: expected.map { ($0.key, $0.value) }), "\(variant.context)")
        }
        // Only what differs: with references kept, an alias whose reference is unchanged is not repeated.
        let dark = try #require(all["dark"]?.objectValue)
        #expect(dark.keys.contains("typography.body") == resolveAliases)
        #expect(!dark.keys.contains("color.accent"))
    }
}
