import Testing
@testable import DesignTokens

/// A font family list whose element is a whole CSS font stack (`["Inter, 'Segoe UI', sans-serif"]`), as
/// GitHub Primer writes it: read as the list of names. (A stack written as the whole string value is a
/// DTCG draft form, converted with the file; see DraftConversionTests.)
@Suite("Tolerance: a CSS font stack where one family name belongs")
struct FontStackTests {
    static let stack: [String] = ["-apple-system", "Segoe UI", "Noto Sans", "sans-serif"]

    static let cases: [ToleranceCase] = [
        ToleranceCase(name: "the one element of a list", document: ##"{"t": {"$type": "fontFamily", "$value": ["-apple-system, 'Segoe UI', Noto Sans, sans-serif"]}}"##,
                      rule: .fontFamilyStack, path: "/t/$value/0", type: .fontFamily, value: .fontFamily(stack, isList: true)),
        ToleranceCase(name: "an element among names", document: ##"{"t": {"$type": "fontFamily", "$value": ["-apple-system", "'Segoe UI', Noto Sans", "sans-serif"]}}"##,
                      rule: .fontFamilyStack, path: "/t/$value/1", type: .fontFamily, value: .fontFamily(stack, isList: true)),
    ]

    @Test("tolerant: the names in order, one warning", arguments: cases)
    func tolerated(_ testCase: ToleranceCase) { testCase.expectTolerated() }

    @Test("strict: an error", arguments: cases)
    func strict(_ testCase: ToleranceCase) { testCase.expectRefusedWhenStrict() }

    @Test("the warning names the stack and the names it is read as")
    func message() {
        let built = Rules.build(##"{"t": {"$type": "fontFamily", "$value": ["Inter, sans-serif"]}}"##, .tolerant)
        #expect(built.warnings.map(\.message) == [
            "a font family is one name or a list of names in DTCG 2025.10, not a CSS font stack; \"Inter, sans-serif\" is read as the list 'Inter', 'sans-serif'",
        ])
    }

    @Test("one name with no comma is one name, with no warning", arguments: ["Inter", "Segoe UI", "Helvetica Neue"])
    func singleName(_ name: String) {
        let built = Rules.build(##"{"t": {"$type": "fontFamily", "$value": "\##(name)"}}"##, .strict)
        #expect(built.diagnostics.isEmpty, built.report)
        #expect(built.token("t")?.value == .fontFamily([name], isList: false))
    }
}

@Suite("Colour JSON: a three-digit hex fallback is written with six digits")
struct SixDigitHexTests {
    @Test("#abc becomes #aabbcc; other text is left alone", arguments: [
        ("#fff", "#ffffff"), ("#A0c", "#AA00cc"), ("#ffffff", "#ffffff"), ("#ffff", "#ffff"), ("#xyz", "#xyz"),
    ])
    func expands(_ written: String, _ expected: String) {
        #expect(ColorValue.sixDigitHex(written) == expected)
    }

    @Test("a colour read tolerantly with hex #803 is exported with #880033, which strict reading accepts")
    func exportIsStrict() throws {
        let built = Rules.build(##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.533333, 0, 0.2], "hex": "#803"}}}"##, .tolerant)
        let set = try #require(built.set)
        let exported = try TokenExport.render(set.tokens, from: set, as: .dtcg)
        #expect(exported.contains(##""hex": "#880033""##), "\(exported)")
        #expect(Rules.build(exported, .strict).diagnostics.isEmpty)
    }
}
