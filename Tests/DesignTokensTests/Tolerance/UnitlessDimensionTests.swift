import Testing
@testable import DesignTokens

/// A bare JSON number where a dimension is needed (IBM Carbon's and Microsoft Fluent's
/// `"letterSpacing": 0`): read as pixels when tolerant, an error when strict.
@Suite("Tolerance: bare numbers as dimensions")
struct UnitlessDimensionTests {
    static let red = Rules.srgbJSON(1, 0, 0)
    static let onePx = Rules.dimensionJSON(1)

    static func typography(letterSpacing: String = Rules.dimensionJSON(0), fontSize: String = Rules.dimensionJSON(16)) -> String {
        ##"{"fontFamily": "Inter", "fontSize": \##(fontSize), "fontWeight": 400, "letterSpacing": \##(letterSpacing), "lineHeight": 1.5}"##
    }

    static func typographyValue(letterSpacing: DimensionValue = Rules.px(0), fontSize: DimensionValue = Rules.px(16)) -> TokenValue {
        .typography(TypographyValue(fontFamily: ["Inter"], fontSize: fontSize, fontWeight: FontWeightValue(weight: 400),
                                    letterSpacing: letterSpacing, lineHeight: 1.5))
    }

    static func shadow(offsetX: DimensionValue = Rules.px(1), blur: DimensionValue = Rules.px(1)) -> TokenValue {
        .shadow([ShadowValue(color: Rules.srgb(1, 0, 0), offsetX: offsetX, offsetY: Rules.px(1), blur: blur, spread: Rules.px(1), inset: false)],
                isList: false)
    }

    static func bare(_ name: String, _ type: String, _ json: String, _ below: String, _ value: TokenValue) -> ToleranceCase {
        ToleranceCase(name: name, document: Rules.single(type, json), rule: .unitlessDimension, path: "/t/$value" + below,
                      type: TokenType(type), value: value)
    }

    /// A bare 0: the same length in every unit, read without a word when tolerant.
    static let zeroCases: [ToleranceCase] = [
        bare("a dimension token of 0", "dimension", "0", "", .dimension(Rules.px(0))),
        bare("typography letterSpacing 0", "typography", typography(letterSpacing: "0"), "/letterSpacing", typographyValue()),
        bare("shadow offsetX 0", "shadow", ##"{"color": \##(Self.red), "offsetX": 0, "offsetY": \##(onePx), "blur": \##(onePx), "spread": \##(onePx)}"##,
             "/offsetX", shadow(offsetX: Rules.px(0))),
    ]

    static let cases: [ToleranceCase] = [
        bare("a dimension token of 16", "dimension", "16", "", .dimension(Rules.px(16))),
        bare("a negative dimension token", "dimension", "-2.5", "", .dimension(Rules.px(-2.5))),
        bare("typography letterSpacing 0.5", "typography", typography(letterSpacing: "0.5"), "/letterSpacing",
             typographyValue(letterSpacing: Rules.px(0.5))),
        bare("typography fontSize 14", "typography", typography(fontSize: "14"), "/fontSize", typographyValue(fontSize: Rules.px(14))),
        bare("shadow blur 4 in a list", "shadow", ##"[{"color": \##(Self.red), "offsetX": \##(onePx), "offsetY": \##(onePx), "blur": 4, "spread": \##(onePx)}]"##,
             "/0/blur", {
                 guard case .shadow(let layers, _) = shadow(blur: Rules.px(4)) else { return .number(0) }
                 return .shadow(layers, isList: true)
             }()),
        bare("border width 2", "border", ##"{"color": \##(Self.red), "width": 2, "style": "solid"}"##, "/width",
             .border(BorderValue(color: Rules.srgb(1, 0, 0), width: Rules.px(2), style: .keyword("solid")))),
        bare("a dash of a stroke style", "strokeStyle", ##"{"dashArray": [\##(onePx), 3], "lineCap": "round"}"##, "/dashArray/1",
             .strokeStyle(.pattern(dashArray: [Rules.px(1), Rules.px(3)], lineCap: "round"))),
    ]

    @Test("tolerant: read as px with one warning", arguments: cases)
    func tolerant(_ testCase: ToleranceCase) { testCase.expectTolerated() }

    @Test("strict: an error", arguments: cases + zeroCases)
    func strict(_ testCase: ToleranceCase) { testCase.expectRefusedWhenStrict() }

    @Test("tolerant: a bare 0 is 0px with no warning", arguments: zeroCases)
    func zero(_ testCase: ToleranceCase) {
        let built = Rules.build(testCase.document, .tolerant)
        #expect(built.diagnostics.isEmpty, built.report)
        #expect(built.token("t")?.value == testCase.value, built.report)
    }

    @Test("the warning says what the number is read as", arguments: [("12", "12px"), ("0.25", "0.25px"), ("-3", "-3px")])
    func message(written: String, readAs: String) {
        let built = Rules.build(Rules.single("dimension", written), .tolerant)
        #expect(built.warnings.map(\.message) == [
            "a dimension is an object like {\"value\": \(written), \"unit\": \"px\"} in DTCG 2025.10, not the bare number \(written); it is read as \(readAs); run `swatchbook fix \(Rules.file)` to rewrite it in place",
        ], built.report)
    }

    @Test("a bare number where a duration or a number's place is stays what it was", arguments: [
        ("duration", "200", Diagnostic.Rule.invalidTokenValue),
    ])
    func notADimension(type: String, json: String, rule: Diagnostic.Rule) {
        let built = Rules.build(Rules.single(type, json), .tolerant)
        #expect(built.set == nil)
        #expect(!built.diagnostics(rule, at: "/t/$value").isEmpty, built.report)
    }

    @Test("a number reached through a JSON Pointer into another value is no dimension, even tolerant")
    func pointerToNumber() {
        let document = ##"{"c": {"$type": "color", "$value": \##(Self.red)}, "t": {"$type": "dimension", "$value": {"$ref": "#/c/$value/components/0"}}}"##
        Rules.expectRefused(Rules.build(document, .tolerant),
                            RefusedCase(name: "", document: "", rule: .typeMismatch, path: "/t/$value",
                                        message: "#/c/$value/components/0 leads to the number 1, not a dimension"))
    }

    @Test("exports write the dimension in px")
    func export() throws {
        let set = try #require(Rules.build(Rules.single("dimension", "0"), .tolerant).set)
        #expect(try TokenExport.render(set.tokens, from: set, as: .css).contains("--t: 0px;"))
        let flat = try JSONParser.parse(TokenExport.render(set.tokens, from: set, as: .flat))
        #expect(flat["t"]?["$value"] == Rules.px(0).json)
    }
}
