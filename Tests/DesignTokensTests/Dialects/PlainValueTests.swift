import Testing
@testable import DesignTokens

/// Style Dictionary's plain values: leaves of a classic file that are no token (`"baseline": "16"`),
/// which other tokens refer to and interpolate, as its `referencing_aliasing` example does.
@Suite("Dialects: Style Dictionary's plain values")
struct PlainValueTests {
    /// A classic file's globals: plain values, one of them nested, one a number.
    static let globals = ##"{"globals": {"baseline": "16", "unit": "px", "scale": 2, "font": {"family": "Inter"}}}"##

    /// The same globals in a file of their own, then `token` under `category` in a second file.
    static func twoFiles(_ token: String, under category: String = "misc") -> [(file: String, text: String)] {
        [("globals.json", globals), ("tokens.json", ##"{"\##(category)": {"t": \##(token)}}"##)]
    }

    /// A classic token, what it resolves to (type and DTCG JSON of its value) and what the summary counts.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let token: String
        var category = "misc"
        let type: String
        let value: String
        let counted: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "two plain values interpolated in a typed token", token: ##"{"value": "{globals.baseline}{globals.unit}", "type": "fontSize"}"##,
             type: "dimension", value: ##"{"value":16,"unit":"px"}"##, counted: "typed values interpolated from text 1"),
        Case(name: "interpolated in a size category, untyped", token: ##"{"value": "{globals.baseline}{globals.unit}"}"##, category: "size",
             type: "dimension", value: ##"{"value":16,"unit":"px"}"##, counted: "plain values read as text 4"),
        Case(name: "a number and a nested value interpolated", token: ##"{"value": "{globals.scale}{globals.unit} {globals.font.family}"}"##,
             type: "string", value: ##""2px Inter""##, counted: "typed values interpolated from text 1"),
        Case(name: "an untyped alias to a plain value is its text", token: ##"{"value": "{globals.unit}"}"##,
             type: "string", value: ##""px""##, counted: "plain values read as text 4"),
        Case(name: "a typed alias to a plain value reads its text as the type", token: ##"{"value": "{globals.baseline.value}", "type": "dimension"}"##,
             type: "dimension", value: ##"{"value":16,"unit":"rem"}"##, counted: "1 alias"),
        Case(name: "a plain value and a token interpolated", token: ##"{"value": "{globals.baseline}{globals.unit}", "type": "dimension"}"##,
             category: "size", type: "dimension", value: ##"{"value":16,"unit":"px"}"##, counted: "typed values interpolated from text 1"),
    ]

    @Test("in one file: each token resolves, with one summary and no other diagnostic", arguments: cases)
    func oneFile(_ testCase: Case) throws {
        let document = String(Self.globals.dropLast()) + ##", "\##(testCase.category)": {"t": \##(testCase.token)}}"##
        try Self.expect(Rules.build(document, .tolerant), testCase, summaries: 1)
    }

    @Test("across files, as Style Dictionary's example splits them: a summary per file", arguments: cases)
    func acrossFiles(_ testCase: Case) throws {
        try Self.expect(Rules.build(Self.twoFiles(testCase.token, under: testCase.category), .tolerant), testCase, summaries: 2)
    }

    static func expect(_ built: RulesBuilt, _ testCase: Case, summaries: Int) throws {
        #expect(built.errors.isEmpty, built.report)
        let found = built.diagnostics.filter { $0.rule == .dialectConverted }
        #expect(found.count == summaries && built.diagnostics.count == summaries, built.report)
        #expect(found.contains { $0.message.contains(testCase.counted) }, built.report)
        let token = try #require(built.token("\(testCase.category).t"), built.report)
        #expect(token.type.rawValue == testCase.type)
        #expect(token.value.json == (try JSONParser.parse(testCase.value)), "got \(token.value.json)")
    }

    @Test("a plain value is a text token marked plain, referred to by what uses it")
    func plainToken() throws {
        let built = Rules.build(Self.twoFiles(##"{"value": "{globals.baseline}{globals.unit}", "type": "fontSize"}"##), .tolerant)
        let baseline = try #require(built.token("globals.baseline"), built.report)
        #expect(baseline.type.rawValue == "string" && baseline.value.json == "16")
        #expect(PlainValues.isPlain(baseline.extensions))
        #expect(built.set?.tokensReferring(to: Rules.path("globals.baseline")) == [Rules.path("misc.t")])
    }

    @Test("the migration writes the interpolated value and keeps plain values in their group's $extensions; strict reads it back")
    func migration() throws {
        let built = Rules.build(Self.twoFiles(##"{"value": "{globals.baseline}{globals.unit}", "type": "fontSize"}"##), .tolerant)
        let set = try #require(built.set, built.report)
        let dtcg = try TokenExport.render(set.tokens, from: set, as: .dtcg)
        let document = try JSONParser.parse(dtcg)
        #expect(document["misc"]?["t"]?["$value"] == ["value": 16, "unit": "px"], "\(dtcg)")
        #expect(document["globals"]?["$extensions"]?[DialectWalker.legacyExtension]?["tokens"]?["unit"]?["$value"] == "px", "\(dtcg)")
        let reread = Rules.build(dtcg, .strict)
        #expect(reread.errors.isEmpty, reread.report)
        let flat = try JSONParser.parse(try TokenExport.render(set.tokens, from: set, as: .flat))
        #expect(flat["misc.t"]?["$value"] == ["value": 16, "unit": "px"])
    }

    @Test("strict: plain values are refused", arguments: [
        // A classic file: its one summary is the error.
        (Self.globals, Diagnostic.Rule.dialectConverted),
        // A DTCG file: a leaf that is no token is no DTCG at all, tolerant or strict.
        (##"{"globals": {"baseline": "16"}, "size": {"$type": "number", "one": {"$value": 1}}}"##, nil),
    ] as [(String, Diagnostic.Rule?)])
    func strict(document: String, rule: Diagnostic.Rule?) {
        let built = Rules.build(document, .strict)
        #expect(built.set == nil, built.report)
        if let rule { #expect(built.errors.map(\.rule) == [rule], built.report) }
    }

    @Test("a DTCG file's plain leaf is refused even when tolerant, naming its path")
    func dtcgTolerant() {
        let built = Rules.build(##"{"globals": {"baseline": "16"}, "size": {"$type": "number", "one": {"$value": 1}}}"##, .tolerant)
        #expect(built.set == nil, built.report)
        #expect(built.errors.contains { $0.path.description == "/globals/baseline" }, built.report)
    }

    @Test("an interpolation whose text is no value of the type is the type-mismatch error")
    func mismatch() {
        let built = Rules.build(Self.twoFiles(##"{"value": "{globals.unit}{globals.baseline}", "type": "dimension"}"##), .tolerant)
        #expect(built.set == nil, built.report)
        #expect(built.errors.contains { $0.rule == .typeMismatch && $0.path.description == "/misc/t/$value" }, built.report)
    }
}

extension PlainValueTests {
    @Test("a chain of interpolations that doubles its text stops at the string limit, naming the setting")
    func doubling() {
        let steps = (1...40).map { ##""t\##($0)": {"value": "{misc.t\##($0 - 1)}{misc.t\##($0 - 1)}"}"## }.joined(separator: ", ")
        let built = Rules.build(##"{"globals": {"a": "xxxxxxxx"}, "misc": {"t0": {"value": "{globals.a}"}, \##(steps)}}"##, .tolerant)
        #expect(built.set == nil)
        #expect(built.errors.contains { $0.rule == .limitExceeded && $0.message.contains(#""stringBytes""#) }, built.report)
    }
}

extension PlainValueTests {
    @Test("a document of plain values alone is Style Dictionary's only when it is read as a token file (a styles file is not)")
    func detection() throws {
        let document = try JSONParser.parse(Self.globals)
        #expect(TokenDialect.of(document) == .dtcg2025)
        #expect(DialectDetection.dialect(of: document, isTokenFile: true) == .styleDictionary)
    }
}
