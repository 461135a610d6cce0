import Testing
@testable import DesignTokens

/// One token `t` of a type, written one allowed way, and the value it must have.
struct ValueCase: Sendable, CustomTestStringConvertible {
    let type: String
    let json: String
    let expected: TokenValue

    init(_ type: String, _ json: String, _ expected: TokenValue) {
        self.type = type
        self.json = json
        self.expected = expected
    }

    var testDescription: String { "\(type) \(json)" }
}

@Suite("Valid values of the seven simple types (strict, no diagnostics)")
struct ValidPrimitiveValueTests {
    static let colors: [ValueCase] = [
        ValueCase("color", ##"{"colorSpace": "srgb", "components": [1, 0, 1], "alpha": 1, "hex": "#ff00ff"}"##,
                  .color(Rules.srgb(1, 0, 1, hex: "#ff00ff"))),
        ValueCase("color", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}"##,
                  .color(Rules.srgb(0, 0, 0, alpha: 0.5, hex: "#000000"))),
        ValueCase("color", ##"{"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0}"##, .color(Rules.srgb(1, 1, 1, alpha: 0))),
        ValueCase("color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#FF0000"}"##, .color(Rules.srgb(1, 0, 0, hex: "#FF0000"))),
        ValueCase("color", ##"{"colorSpace": "srgb", "components": ["none", "none", "none"]}"##,
                  .color(Rules.color(.srgb, [.none, .none, .none]))),
        ValueCase("color", ##"{"colorSpace": "srgb-linear", "components": [0.2, 0.4, 0.6]}"##,
                  .color(Rules.color(.srgbLinear, [.number(0.2), .number(0.4), .number(0.6)]))),
        ValueCase("color", ##"{"colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 1, "hex": "#ffffff"}"##,
                  .color(Rules.color(.hsl, [.none, .number(0), .number(100)], hex: "#ffffff"))),
        ValueCase("color", ##"{"colorSpace": "hsl", "components": [300, 100, 50], "hex": "#ff00ff"}"##,
                  .color(Rules.color(.hsl, [.number(300), .number(100), .number(50)], hex: "#ff00ff"))),
        ValueCase("color", ##"{"colorSpace": "hsl", "components": [0, 0, 0]}"##,
                  .color(Rules.color(.hsl, [.number(0), .number(0), .number(0)]))),
        ValueCase("color", ##"{"colorSpace": "hwb", "components": [359.9, 20, 30]}"##,
                  .color(Rules.color(.hwb, [.number(359.9), .number(20), .number(30)]))),
        ValueCase("color", ##"{"colorSpace": "lab", "components": [50, -120.5, 140]}"##,
                  .color(Rules.color(.lab, [.number(50), .number(-120.5), .number(140)]))),
        ValueCase("color", ##"{"colorSpace": "lch", "components": [70, 200, 359.99]}"##,
                  .color(Rules.color(.lch, [.number(70), .number(200), .number(359.99)]))),
        ValueCase("color", ##"{"colorSpace": "oklab", "components": [0.7, -0.4, 0.4]}"##,
                  .color(Rules.color(.oklab, [.number(0.7), .number(-0.4), .number(0.4)]))),
        ValueCase("color", ##"{"colorSpace": "oklch", "components": [1, 0.15, "none"], "alpha": 0.25}"##,
                  .color(Rules.color(.oklch, [.number(1), .number(0.15), .none], alpha: 0.25))),
        ValueCase("color", ##"{"colorSpace": "display-p3", "components": [1, 0, 0]}"##,
                  .color(Rules.color(.displayP3, [.number(1), .number(0), .number(0)]))),
        ValueCase("color", ##"{"colorSpace": "a98-rgb", "components": [0.5, 0.5, 0.5]}"##,
                  .color(Rules.color(.a98RGB, [.number(0.5), .number(0.5), .number(0.5)]))),
        ValueCase("color", ##"{"colorSpace": "prophoto-rgb", "components": [0, 0.5, 1]}"##,
                  .color(Rules.color(.prophotoRGB, [.number(0), .number(0.5), .number(1)]))),
        ValueCase("color", ##"{"colorSpace": "rec2020", "components": [0.1, 0.2, 0.3]}"##,
                  .color(Rules.color(.rec2020, [.number(0.1), .number(0.2), .number(0.3)]))),
        ValueCase("color", ##"{"colorSpace": "xyz-d65", "components": [0.2, 0.3, 0.4]}"##,
                  .color(Rules.color(.xyzD65, [.number(0.2), .number(0.3), .number(0.4)]))),
        ValueCase("color", ##"{"colorSpace": "xyz-d50", "components": [0.9643, 1, 0.8251]}"##,
                  .color(Rules.color(.xyzD50, [.number(0.9643), .number(1), .number(0.8251)]))),
    ]

    static let measures: [ValueCase] = [
        ValueCase("dimension", ##"{"value": 16, "unit": "px"}"##, .dimension(Rules.px(16))),
        ValueCase("dimension", ##"{"value": 1.5, "unit": "rem"}"##, .dimension(Rules.rem(1.5))),
        ValueCase("dimension", ##"{"value": -4, "unit": "px"}"##, .dimension(Rules.px(-4))),
        ValueCase("dimension", ##"{"value": -0.0625, "unit": "rem"}"##, .dimension(Rules.rem(-0.0625))),
        ValueCase("dimension", ##"{"value": 0, "unit": "px"}"##, .dimension(Rules.px(0))),
        ValueCase("dimension", ##"{"value": 0, "unit": "rem"}"##, .dimension(Rules.rem(0))),
        ValueCase("dimension", ##"{"value": 624.9375, "unit": "rem"}"##, .dimension(Rules.rem(624.9375))),
        ValueCase("duration", ##"{"value": 200, "unit": "ms"}"##, .duration(Rules.ms(200))),
        ValueCase("duration", ##"{"value": 1.5, "unit": "s"}"##, .duration(DurationValue(value: 1.5, unit: "s"))),
        ValueCase("duration", ##"{"value": 0, "unit": "ms"}"##, .duration(Rules.ms(0))),
    ]

    static let others: [ValueCase] = [
        ValueCase("fontFamily", ##""Inter""##, .fontFamily(["Inter"], isList: false)),
        ValueCase("fontFamily", ##""Helvetica Neue""##, .fontFamily(["Helvetica Neue"], isList: false)),
        ValueCase("fontFamily", ##"["Helvetica Neue", "Arial", "sans-serif"]"##,
                  .fontFamily(["Helvetica Neue", "Arial", "sans-serif"], isList: true)),
        ValueCase("fontFamily", ##"["serif"]"##, .fontFamily(["serif"], isList: true)),
        ValueCase("fontWeight", "1", .fontWeight(FontWeightValue(weight: 1))),
        ValueCase("fontWeight", "350.5", .fontWeight(FontWeightValue(weight: 350.5))),
        ValueCase("fontWeight", "400", .fontWeight(FontWeightValue(weight: 400))),
        ValueCase("fontWeight", "1000", .fontWeight(FontWeightValue(weight: 1000))),
        ValueCase("cubicBezier", "[0.5, 0, 1, 1]", .cubicBezier(CubicBezierValue([0.5, 0, 1, 1]))),
        ValueCase("cubicBezier", "[0, -2.5, 1, 3]", .cubicBezier(CubicBezierValue([0, -2.5, 1, 3]))),
        ValueCase("cubicBezier", "[0.42, 0, 0.58, 1]", .cubicBezier(CubicBezierValue([0.42, 0, 0.58, 1]))),
        ValueCase("number", "0", .number(0)),
        ValueCase("number", "-1.5", .number(-1.5)),
        ValueCase("number", "42", .number(42)),
        ValueCase("number", "1e3", .number(1000)),
    ]

    @Test("colour in every colour space, with none, alpha and hex", arguments: colors)
    func color(_ testCase: ValueCase) { check(testCase) }

    @Test("dimension (px, rem, negative, zero) and duration (ms, s)", arguments: measures)
    func measure(_ testCase: ValueCase) { check(testCase) }

    @Test("fontFamily, fontWeight numbers, cubicBezier and number", arguments: others)
    func other(_ testCase: ValueCase) { check(testCase) }

    /// The keyword table of DTCG 2025.10 §8.4, written out here rather than read from the implementation.
    @Test("every fontWeight keyword has its weight", arguments: [
        ("thin", 100.0), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
        ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
        ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ])
    func fontWeightKeyword(keyword: String, weight: Double) {
        check(ValueCase("fontWeight", "\"\(keyword)\"", .fontWeight(FontWeightValue(weight: weight, keyword: keyword))))
    }

    @Test("a value round-trips to DTCG JSON as written", arguments: [
        ("color", ##"{"colorSpace": "oklch", "components": [0.5, 0.1, "none"], "alpha": 0.5}"##),
        ("dimension", ##"{"value": -2, "unit": "rem"}"##),
        ("duration", ##"{"value": 1.5, "unit": "s"}"##),
        ("fontFamily", ##"["Inter", "sans-serif"]"##),
        ("fontWeight", ##""semi-bold""##),
        ("cubicBezier", "[0.25, 0.1, 0.25, 1]"),
    ])
    func roundTrip(type: String, json: String) throws {
        let built = Rules.build(Rules.single(type, json))
        let token = try #require(built.token("t"), built.report)
        #expect(token.value.json == (try JSONParser.parse(json)))
        #expect(token.writtenValue == (try JSONParser.parse(json)))
    }

    private func check(_ testCase: ValueCase) {
        let built = Rules.build(Rules.single(testCase.type, testCase.json))
        #expect(built.diagnostics.isEmpty, built.report)
        let token = built.token("t")
        #expect(token?.type == TokenType(testCase.type))
        #expect(token?.value == testCase.expected)
        #expect(token?.isAlias == false)
    }
}
