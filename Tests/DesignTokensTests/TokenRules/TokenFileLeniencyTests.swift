import Testing
@testable import DesignTokens

/// Token files as tools write them beyond JSON, repeated names, and `$ref`s to token objects.
@Suite("Token files: JSONC/JSON5 syntax, repeated names, $ref to a token object")
struct TokenFileLeniencyTests {
    static func load(_ text: String, _ strictness: Strictness) -> RulesBuilt {
        switch TokenSource.parse(Array(text.utf8), file: Rules.file) {
        case .success(let source):
            let (set, diagnostics) = TokenSetBuilder.build([source], strictness: strictness)
            return RulesBuilt(set: set, diagnostics: diagnostics)
        case .failure(let diagnostic):
            return RulesBuilt(set: nil, diagnostics: [diagnostic])
        }
    }

    static let jsonc = """
        // Spacing, exported by a tool that writes JSONC.
        {
          "space": {
            "$type": "dimension",
            "small": {"$value": {"value": 4, "unit": "px"},}, /* trailing comma above */
            'large': {$value: {value: 16, unit: 'px'}},
          },
        }
        """

    @Test("JSONC/JSON5 syntax: read with one warning listing what was used, tolerant; an error, strict")
    func extendedSyntax() {
        let tolerant = Self.load(Self.jsonc, .tolerant)
        #expect(tolerant.token("space.large")?.value == .dimension(Rules.px(16)), tolerant.report)
        #expect(tolerant.token("space.small")?.value == .dimension(Rules.px(4)))
        let warnings = tolerant.diagnostics.filter { $0.rule == .jsonExtension }
        #expect(warnings.count == 1 && tolerant.diagnostics.count == 1, tolerant.report)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.line == 1)
        #expect(warnings.first?.message == "the file uses JSONC/JSON5 syntax that JSON does not have: comments (2, first on line 1), "
            + "trailing commas (3, first on line 5), single-quoted strings (2, first on line 6), unquoted member names (3, first on line 6); "
            + "DTCG token files are JSON (`swatchbook tokens --format dtcg` writes it)")
        let strict = Self.load(Self.jsonc, .strict)
        #expect(strict.set == nil)
        #expect(strict.errors.map(\.rule) == [.jsonExtension], strict.report)
    }

    @Test("a repeated name is a warning naming both lines, and the last one wins, in every mode",
          arguments: [Strictness.strict, .tolerant])
    func repeatedName(_ strictness: Strictness) {
        let text = "{\"c\": {\"$type\": \"number\",\n \"n\": {\"$value\": 1},\n \"n\": {\"$value\": 2}}}"
        let built = Self.load(text, strictness)
        #expect(built.token("c.n")?.value == .number(2), built.report)
        #expect(built.diagnostics.count == 1, built.report)
        let warning = built.diagnostics(.duplicateMember, at: "/c/n").first
        #expect(warning?.severity == .warning)
        #expect(warning?.line == 3)
        #expect(warning?.message == "'n' is written twice in one object, on lines 2 and 3; JSON leaves that undefined: the last one (line 3) is used")
    }

    static let base = ##""colors": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"##

    @Test("a $ref to a token object, where its $value was meant: the value, with a warning, tolerant; an error, strict",
          arguments: [(##"{"$ref": "#/colors/red"}"##, "/alias/$value"), (##"{"$ref": "#/colors/red"}"##, "/alias/$value")])
    func referenceToTokenObject(_ value: String, _ path: String) {
        let text = ##"{\##(Self.base), "alias": {"$type": "color", "$value": \##(value)}}"##
        let tolerant = Self.load(text, .tolerant)
        #expect(tolerant.token("alias")?.value == .color(Rules.srgb(1, 0, 0)), tolerant.report)
        let warning = tolerant.diagnostics(.invalidReference, at: path)
        #expect(warning.count == 1 && tolerant.diagnostics.count == 1, tolerant.report)
        #expect(warning.first?.message == "#/colors/red points at a token object, not at a value; a $ref must point at a value: write #/colors/red/$value")
        let strict = Self.load(text, .strict)
        #expect(strict.set == nil)
        #expect(strict.errors.map(\.rule) == [.invalidReference], strict.report)
    }

    @Test("a whole-token $ref to a token object, and one into a composite, are held to the same rule")
    func referenceForms() {
        let whole = Self.load(##"{\##(Self.base), "alias": {"$type": "color", "$ref": "#/colors/red"}}"##, .strict)
        #expect(whole.errors.map(\.rule) == [.invalidReference], whole.report)
        let part = Self.load(##"{\##(Self.base), "b": {"$type": "border", "$value": {"color": {"$ref": "#/colors/red"}, "##
            + ##""width": {"value": 1, "unit": "px"}, "style": "solid"}}}"##, .tolerant)
        #expect(part.diagnostics(.invalidReference, at: "/b/$value/color").count == 1, part.report)
        let fine = Self.load(##"{\##(Self.base), "alias": {"$type": "color", "$ref": "#/colors/red/$value"}}"##, .strict)
        #expect(fine.diagnostics.isEmpty, fine.report)
    }

    @Test("a resolver document may be JSONC or JSON5 even when strict; a repeated name there is still a warning")
    func resolverDocument() {
        let resolver = """
            // The resolver of a team that comments its files.
            {
              "version": "2025.10",
              "resolutionOrder": [
                {"type": "set", "name": "base", "sources": [{"$ref": "n.json"}],},
              ],
              "version": "2025.10",
            }
            """
        let (system, diagnostics) = ResolverRules.load(resolver, files: ["tokens/n.json": ResolverRules.number("one", 1)])
        #expect(system != nil, Rules.report(diagnostics))
        #expect(diagnostics.map(\.rule) == [.duplicateMember], Rules.report(diagnostics))
        #expect(diagnostics.first?.severity == .warning)
        #expect(ResolverRules.value(system, "n.one") == .number(1))
    }

    @Test("a token file used by several permutations reports its syntax once")
    func reportedOnce() {
        let resolver = ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "n.json"}]}}, "modifiers": {\##(ResolverRules.theme)}, "##
            + ##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
        let (system, diagnostics) = ResolverRules.load(resolver, files: ["tokens/n.json": "// numbers\n" + ResolverRules.number("one", 1)], .tolerant)
        #expect(system?.permutations.count == 2, Rules.report(diagnostics))
        #expect(diagnostics.map(\.rule) == [.jsonExtension], Rules.report(diagnostics))
    }
}
