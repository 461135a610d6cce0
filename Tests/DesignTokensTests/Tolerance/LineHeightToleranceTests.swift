import Testing
@testable import DesignTokens

/// A typography `lineHeight` written as a dimension (Apple's HIG: `{"value": 41, "unit": "px"}`):
/// kept as that absolute line height when tolerant, an error when strict; every export writes it.
@Suite("Tolerance: a dimension as a line height")
struct LineHeightToleranceTests {
    static func typography(lineHeight: String, fontSize: String = Rules.dimensionJSON(34)) -> String {
        Rules.single("typography", ##"{"fontFamily": "Inter", "fontSize": \##(fontSize), "fontWeight": 400, "letterSpacing": \##(Rules.dimensionJSON(0)), "lineHeight": \##(lineHeight)}"##)
    }

    static func value(_ lineHeight: LineHeightValue, fontSize: DimensionValue = Rules.px(34)) -> TokenValue {
        .typography(TypographyValue(fontFamily: ["Inter"], fontSize: fontSize, fontWeight: FontWeightValue(weight: 400),
                                    letterSpacing: Rules.px(0), lineHeight: lineHeight))
    }

    static let cases: [ToleranceCase] = [
        ToleranceCase(name: "41px", document: typography(lineHeight: Rules.dimensionJSON(41)), rule: .dimensionLineHeight,
                      path: "/t/$value/lineHeight", type: .typography, value: value(.length(Rules.px(41)))),
        ToleranceCase(name: "1.5rem", document: typography(lineHeight: Rules.dimensionJSON(1.5, "rem")), rule: .dimensionLineHeight,
                      path: "/t/$value/lineHeight", type: .typography, value: value(.length(Rules.rem(1.5)))),
        ToleranceCase(name: "41px beside a rem size", document: typography(lineHeight: Rules.dimensionJSON(41), fontSize: Rules.dimensionJSON(2, "rem")),
                      rule: .dimensionLineHeight, path: "/t/$value/lineHeight", type: .typography,
                      value: value(.length(Rules.px(41)), fontSize: Rules.rem(2))),
    ]

    @Test("tolerant: the absolute line height is kept, with one warning", arguments: cases)
    func tolerant(_ testCase: ToleranceCase) { testCase.expectTolerated() }

    @Test("strict: an error", arguments: cases)
    func strict(_ testCase: ToleranceCase) { testCase.expectRefusedWhenStrict() }

    @Test("a number stays a multiple, with no diagnostic")
    func multiple() {
        let built = Rules.build(Self.typography(lineHeight: "1.2"), .strict)
        #expect(built.diagnostics.isEmpty, built.report)
        #expect(built.token("t")?.value == Self.value(.multiple(1.2)))
    }

    @Test("the warning names the line height kept")
    func message() {
        let built = Rules.build(Self.typography(lineHeight: Rules.dimensionJSON(41)), .tolerant)
        #expect(built.warnings.map(\.message) == [
            "lineHeight is a number (a multiple of the font size) in DTCG 2025.10, not a dimension; the absolute line height 41px is kept",
        ], built.report)
    }

    @Test("each export writes the absolute line height its own way", arguments: [
        (TokenExportFormat.css, "--t: 400 34px/41px Inter;"),
        (.scss, "$t: 400 34px/#{41px} Inter;"),
        (.js, #"lineHeight: "41px""#),
        (.swift, "lineHeight: 1.205882"),
        (.dtcg, #""lineHeight": {"#),
    ])
    func exports(format: TokenExportFormat, expected: String) throws {
        let set = try #require(Rules.build(Self.typography(lineHeight: Rules.dimensionJSON(41)), .tolerant).set)
        let text = try TokenExport.render(set.tokens, from: set, as: format)
        #expect(text.contains(expected), "\(text)")
    }

    @Test("as a multiple of the font size", arguments: [
        (LineHeightValue.multiple(1.5), Rules.px(16), 1.5),
        (.length(Rules.px(24)), Rules.px(16), 1.5),
        (.length(Rules.rem(1.5)), Rules.px(16), 1.5),
        (.length(Rules.px(32)), Rules.rem(1), 2),
    ] as [(LineHeightValue, DimensionValue, Double)])
    func multipleOfSize(lineHeight: LineHeightValue, fontSize: DimensionValue, expected: Double) {
        #expect(lineHeight.multiple(of: fontSize) == expected)
    }

    @Test("a line height in a unit the size cannot be compared with has no multiple")
    func incomparable() {
        #expect(LineHeightValue.length(DimensionValue(value: 2, unit: "em")).multiple(of: Rules.px(16)) == nil)
        #expect(LineHeightValue.length(Rules.px(16)).multiple(of: Rules.px(0)) == nil)
    }

    @Test("the JSON of a line height", arguments: [
        (LineHeightValue.multiple(1.25), JSON.number(1.25)),
        (.length(Rules.px(41)), Rules.px(41).json),
    ])
    func json(lineHeight: LineHeightValue, expected: JSON) {
        #expect(lineHeight.json == expected)
    }
}
