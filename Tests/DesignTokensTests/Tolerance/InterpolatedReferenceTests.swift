import Testing
@testable import DesignTokens

/// References inside the text of a string token whose type DTCG does not define (GitHub Primer's
/// `"$type": "string", "$value": "inset 0 0 0 {borderWidth.thin}"`): each replaced by its
/// token's value as CSS text when tolerant; an error when strict.
@Suite("Tolerance: references inside the text of a string token")
struct InterpolatedReferenceTests {
    static let base = ##""width": {"$type": "dimension", "thin": {"$value": {"value": 1, "unit": "px"}}, "thick": {"$value": {"value": 2, "unit": "px"}}}, "red": {"$type": "color", "$value": \##(Rules.srgbJSON(1, 0, 0))}, "label": {"$type": "string", "$value": "solid"}"##

    static func text(_ name: String, _ value: String, _ expected: String) -> ToleranceCase {
        ToleranceCase(name: name, document: ##"{\##(Self.base), "t": {"$type": "string", "$value": "\##(value)"}}"##, rule: .interpolatedReference,
                      path: "/t/$value", type: TokenType("string"), value: .raw(.string(expected)))
    }

    static let cases: [ToleranceCase] = [
        text("one dimension", "inset 0 0 0 {width.thin}", "inset 0 0 0 1px"),
        text("two references", "{width.thin} {label} {red}", "1px solid #ff0000"),
        text("the same twice", "{width.thick}/{width.thick}", "2px/2px"),
        text("a brace that is no reference stays text", "a {} b {width.thin}", "a {} b 1px"),
    ]

    @Test("tolerant: the text with each reference's CSS, one warning", arguments: cases)
    func tolerant(_ testCase: ToleranceCase) { testCase.expectTolerated() }

    @Test("strict: an error", arguments: cases)
    func strict(_ testCase: ToleranceCase) { testCase.expectRefusedWhenStrict() }

    @Test("the token refers to what it names: referrers and the CSS export")
    func referrers() throws {
        let built = Rules.build(##"{\##(Self.base), "t": {"$type": "string", "$value": "inset 0 0 0 {width.thin}"}}"##, .tolerant)
        let set = try #require(built.set, built.report)
        #expect(set.tokensReferring(to: Rules.path("width.thin")) == [Rules.path("t")])
        #expect(try TokenExport.render(set.tokens, from: set, as: .css).contains("--t: inset 0 0 0 1px;"))
    }

    @Test("in a DTCG type, text around a reference is still the invalid-reference error")
    func standardType() {
        Rules.expectRefused(Rules.build(##"{\##(Self.base), "t": {"$type": "dimension", "$value": "{width.thin}px"}}"##, .tolerant),
                            RefusedCase(name: "", document: "", rule: .invalidReference, path: "/t/$value", message: "mixes text and a reference"))
    }

    @Test("a reference to nothing inside the text is an error, even tolerant")
    func unresolved() {
        Rules.expectRefused(Rules.build(##"{\##(Self.base), "t": {"$type": "string", "$value": "inset {width.none}"}}"##, .tolerant),
                            RefusedCase(name: "", document: "", rule: .unresolvedReference, path: "/t/$value", message: "{width.none} does not exist"))
    }

    @Test("a string that is one whole reference is an ordinary alias")
    func wholeAlias() {
        let built = Rules.build(##"{\##(Self.base), "t": {"$type": "string", "$value": "{label}"}}"##, .tolerant)
        #expect(built.diagnostics.filter { $0.rule == .interpolatedReference }.isEmpty, built.report)
        #expect(built.token("t")?.value == .raw(.string("solid")))
    }

    @Test("finding references in text", arguments: [
        ("no braces", nil),
        ("{a.b}", nil),
        ("x {a.b}", ["{a.b}"]),
        ("{a} and {b.c}", ["{a}", "{b.c}"]),
        ("{} and {x{y}", ["{y}"]),
        ("{a..b} {c}", ["{c}"]),
    ] as [(String, [String]?)])
    func interpolations(text: String, expected: [String]?) {
        #expect(TokenReference.interpolations(in: text)?.map(\.reference.description) == expected)
    }
}
