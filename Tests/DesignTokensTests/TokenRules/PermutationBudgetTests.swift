import Testing
@testable import DesignTokens

/// Generated resolver documents whose permutations, or whose sources, would cost more than the
/// limits allow: each is refused before any permutation is built, with one error naming the
/// resolver, the JSON path and the setting; the same document at the limit loads.
@Suite("Permutation budget")
struct PermutationBudgetTests {
    /// `counts[i]` contexts for modifier `m<i>`, each context merging a one-token file; a set
    /// `core` of `base` number tokens first.
    static func modifiers(_ counts: [Int], base: Int = 1) -> MemoryTokenFileSource {
        let modifiers = counts.enumerated().map { index, count in
            #""m\#(index)": {"default": "c0", "contexts": {"# + (0..<count).map { #""c\#($0)": [{"$ref": "m.tokens.json"}]"# }
                .joined(separator: ", ") + "}}"
        }
        let order = [##"{"$ref": "#/sets/core"}"##] + counts.indices.map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
        return MemoryTokenFileSource([
            "r.resolver.json": #"{"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}}, "#
                + #""modifiers": {\#(modifiers.joined(separator: ", "))}, "resolutionOrder": [\#(order.joined(separator: ", "))]}"#,
            "core.tokens.json": numbers(base),
            "m.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
        ])
    }

    /// A group `g` of `count` number tokens.
    static func numbers(_ count: Int) -> String {
        #"{"g": {"$type": "number", "# + (0..<count).map { #""t\#($0)": {"$value": \#($0)}"# }.joined(separator: ", ") + "}}"
    }

    /// Sets `s0` … `s<depth-1>`, each naming the next `width` times; the last names a one-token file.
    static func fanOut(depth: Int, width: Int) -> MemoryTokenFileSource {
        let sets = (0..<depth).map { level in
            ##""s\##(level)": {"sources": [\##(Array(repeating: ##"{"$ref": "#/sets/s\##(level + 1)"}"##, count: width).joined(separator: ", "))]}"##
        } + [#""s\#(depth)": {"sources": [{"$ref": "m.tokens.json"}]}"#]
        return MemoryTokenFileSource([
            "r.resolver.json": ##"{"version": "2025.10", "sets": {\##(sets.joined(separator: ", "))}, "resolutionOrder": [{"$ref": "#/sets/s0"}]}"##,
            "m.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
        ])
    }

    static func limits(_ setting: TokenLimits.Setting, _ value: Int) -> TokenLimits {
        var limits = TokenLimits()
        limits[setting] = value
        return limits
    }

    static func load(_ source: MemoryTokenFileSource, _ limits: TokenLimits, scope: TokenSystem.Scope = .all) -> (TokenSystem?, [Diagnostic]) {
        TokenSystem.load(resolver: "r.resolver.json", source: source, scope: scope, strictness: .strict, limits: limits)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: MemoryTokenFileSource
        let setting: TokenLimits.Setting
        /// The limit set; nil for the default.
        let limit: Int?
        /// Nil when the document loads; else the JSON path of the one error and words of its message.
        let refused: (path: String, says: String)?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "4 × 4 contexts at a limit of 16 permutations", source: modifiers([4, 4]), setting: .permutations, limit: 16, refused: nil),
        Case(name: "4 × 4 contexts just past a limit of 15", source: modifiers([4, 4]), setting: .permutations, limit: 15,
             refused: ("/modifiers", "the modifiers make 16 permutations, the product of their contexts (m0: 4 × m1: 4)")),
        Case(name: "one modifier of 5 contexts past a limit of 4: its own path", source: modifiers([5]), setting: .permutations, limit: 4,
             refused: ("/modifiers/m0", "make 5 permutations")),
        Case(name: "12 modifiers × 10 contexts, far past the default", source: modifiers(Array(repeating: 10, count: 12)),
             setting: .permutations, limit: nil,
             refused: ("/modifiers", "make 1,000,000,000,000 permutations, the product of their contexts (m0: 10 × m1: 10 × m2: 10 × m3: 10 × … (12 modifiers))")),
        Case(name: "20 modifiers × 10 contexts: more than Int holds", source: modifiers(Array(repeating: 10, count: 20)),
             setting: .permutations, limit: nil, refused: ("/modifiers", "make more than 9,223,372,036,854,775,807 permutations")),
        Case(name: "63 modifiers × 2 contexts: 2^63, one past Int.max", source: modifiers(Array(repeating: 2, count: 63)),
             setting: .permutations, limit: 1 << 40, refused: ("/modifiers", "make more than 9,223,372,036,854,775,807 permutations")),
        Case(name: "4 permutations of 11 tokens at a limit of 44", source: modifiers([2, 2], base: 10), setting: .tokens, limit: 44, refused: nil),
        Case(name: "4 permutations of 11 tokens past a limit of 43: refused once merged", source: modifiers([2, 2], base: 10),
             setting: .tokens, limit: 43, refused: ("", "the resolver's sources hold 44 tokens across 4 permutations")),
        Case(name: "4 permutations of at least 10 tokens past a limit of 39: refused before merging", source: modifiers([2, 2], base: 10),
             setting: .tokens, limit: 39, refused: ("/sets/core", "the 4 permutations would hold at least 40 tokens (set 'core' gives each 10)")),
        Case(name: "sets naming sets twice, 10 deep: 1,024 sources at a limit of 1,024", source: fanOut(depth: 10, width: 2),
             setting: .mergedTokens, limit: 1_024, refused: nil),
        Case(name: "the same just past a limit of 1,023", source: fanOut(depth: 10, width: 2), setting: .mergedTokens, limit: 1_023,
             refused: ("/sets/s0", "building the permutation would merge 1,024 token definitions, 1,024 of them from set 's0'")),
        Case(name: "sets naming sets twice, 40 deep: 2^40 sources", source: fanOut(depth: 40, width: 2), setting: .mergedTokens, limit: nil,
             refused: ("/sets/s0", "would merge 1,099,511,627,776 token definitions")),
        Case(name: "sets naming sets 3 times, 63 deep: more than Int holds", source: fanOut(depth: 63, width: 3), setting: .mergedTokens,
             limit: nil, refused: ("/sets/s0", "would merge more than 9,223,372,036,854,775,806 token definitions")),
        Case(name: "sets 8 deep at a nestingDepth of 8", source: fanOut(depth: 7, width: 1), setting: .nestingDepth, limit: 8, refused: nil),
        Case(name: "sets 9 deep past a nestingDepth of 8", source: fanOut(depth: 8, width: 1), setting: .nestingDepth, limit: 8,
             refused: ("/sets/s7/sources/0", "sets include sets more than 8 levels deep (s0 → s1 → … → s7 → s8 → …)")),
        Case(name: "sets 5,000 deep, far past the default nestingDepth", source: fanOut(depth: 5_000, width: 1), setting: .nestingDepth,
             limit: nil, refused: ("/sets/s63/sources/0", "sets include sets more than 64 levels deep")),
    ]

    @Test("each generated resolver loads at its limit, and past it is refused with one error naming the resolver, path and setting",
          arguments: cases)
    func budget(_ limit: Case) throws {
        let limits = limit.limit.map { Self.limits(limit.setting, $0) } ?? TokenLimits()
        let (system, diagnostics) = Self.load(limit.source, limits)
        guard let refused = limit.refused else {
            #expect(system != nil && diagnostics.isEmpty, "\(diagnostics)")
            return
        }
        #expect(system == nil)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let error = try #require(diagnostics.first)
        #expect(error.rule == .limitExceeded && error.file == "r.resolver.json")
        #expect(error.path.description == refused.path, "\(error)")
        #expect(error.message.contains(refused.says), "\(error.message)")
        #expect(error.message.contains("the limit is \(TokenLimits.grouped(limits[limit.setting])) \(limit.setting.unit)"), "\(error.message)")
        #expect(error.message.contains(#""limits": {"\#(limit.setting.name)": …} in swatchbook.json"#), "\(error.message)")
    }

    @Test("the permutations are counted whatever is resolved: one permutation, or every context of one modifier", arguments: [
        TokenSystem.Scope.inputs([:]), .inputs(["m3": "c9"]), .contexts(of: "m0", inputs: [:]),
    ])
    func everyScope(_ scope: TokenSystem.Scope) throws {
        let (system, diagnostics) = Self.load(Self.modifiers(Array(repeating: 10, count: 12)), TokenLimits(), scope: scope)
        #expect(system == nil)
        #expect(diagnostics.map(\.message).allSatisfy { $0.contains("1,000,000,000,000 permutations") } && diagnostics.count == 1,
                "\(diagnostics)")
    }

    @Test("the tokens of a scope are weighed for the permutations it resolves: every context of m0 alone passes where all would not")
    func scopeWeight() throws {
        let source = Self.modifiers([2, 2], base: 10)
        let (all, refused) = Self.load(source, Self.limits(.tokens, 30))
        #expect(all == nil && refused.first?.message.contains("at least 40 tokens") == true, "\(refused)")
        let (some, diagnostics) = Self.load(source, Self.limits(.tokens, 30), scope: .contexts(of: "m0", inputs: [:]))
        #expect(some?.permutations.count == 2, "\(diagnostics)")
    }

    @Test("a modifier's contexts weigh what the permutations choosing each merge")
    func contextWeight() throws {
        // m0: c0 merges 12 tokens, c1 one; m1 two contexts of one token. At least 2 × 12 + 2 × 1 = 26 tokens.
        let resolver = #"{"version": "2025.10", "modifiers": {"#
            + #""m0": {"default": "c0", "contexts": {"c0": [{"$ref": "big.tokens.json"}], "c1": [{"$ref": "m.tokens.json"}]}}, "#
            + #""m1": {"default": "c0", "contexts": {"c0": [{"$ref": "m.tokens.json"}], "c1": [{"$ref": "m.tokens.json"}]}}}, "#
            + ##""resolutionOrder": [{"$ref": "#/modifiers/m0"}, {"$ref": "#/modifiers/m1"}]}"##
        let source = MemoryTokenFileSource(["r.resolver.json": resolver, "big.tokens.json": Self.numbers(12),
                                            "m.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#])
        let (system, diagnostics) = Self.load(source, Self.limits(.tokens, 25))
        #expect(system == nil)
        #expect(diagnostics.map(\.path.description) == ["/modifiers/m0"], "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("at least 26 tokens (the contexts of modifier 'm0' give them 26 together)") == true,
                "\(diagnostics)")
        let (loaded, found) = Self.load(source, Self.limits(.tokens, 52))
        #expect(loaded?.permutations.count == 4, "\(found)")
    }

    @Test("a Tokens Studio export whose theme groups make too many permutations is refused at $themes")
    func tokensStudioThemes() throws {
        let themes = (0..<6).flatMap { group in
            (0..<10).map { theme in #"{"id": "\#(group)-\#(theme)", "name": "t\#(theme)", "group": "g\#(group)", "selectedTokenSets": {"core": "enabled"}}"# }
        }
        let export = #"{"core": {"x": {"value": "1", "type": "number"}}, "$themes": [\#(themes.joined(separator: ", "))]}"#
        let (system, diagnostics) = TokenSystem.load(resolver: "ts.json", source: MemoryTokenFileSource(["ts.json": export]),
                                                     strictness: .tolerant)
        #expect(system == nil)
        let refusal = try #require(diagnostics.first { $0.rule == .limitExceeded }, "\(diagnostics)")
        #expect(refusal.file == "ts.json" && refusal.path.description == "/$themes", "\(refusal)")
        #expect(refusal.message.contains("make 1,000,000 permutations"), "\(refusal.message)")
    }
}
