import Testing
@testable import DesignTokens

/// A token with no `$type`, no group type and no alias to follow, whose value has a shape only
/// one type has (Apple's HIG colours): tolerant reading takes that type with a warning naming it;
/// strict reading keeps the missing-type error. Shapes several types share stay an error.
@Suite("Tolerance: types read from unmistakable value shapes")
struct TypeInferenceTests {
    static let red = Rules.srgbJSON(1, 0, 0)
    static let onePx = Rules.dimensionJSON(1)
    static let ms = ##"{"value": 200, "unit": "ms"}"##
    static let shadowJSON = ##"{"color": \##(Self.red), "offsetX": \##(onePx), "offsetY": \##(onePx), "blur": \##(onePx), "spread": \##(onePx)}"##
    static let shadowValue = ShadowValue(color: Rules.srgb(1, 0, 0), offsetX: Rules.px(1), offsetY: Rules.px(1), blur: Rules.px(1),
                                         spread: Rules.px(1), inset: false)

    static func untyped(_ name: String, _ json: String, _ type: TokenType, _ value: TokenValue) -> ToleranceCase {
        ToleranceCase(name: name, document: ##"{"t": {"$value": \##(json)}}"##, rule: .inferredType, path: "/t", type: type, value: value,
                      strictRule: .missingType)
    }

    static let cases: [ToleranceCase] = [
        untyped("a colour object", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1, "hex": "#ff0000"}"##, .color,
                .color(Rules.srgb(1, 0, 0, hex: "#ff0000"))),
        untyped("a dimension in px", onePx, .dimension, .dimension(Rules.px(1))),
        untyped("a dimension in rem", Rules.dimensionJSON(2, "rem"), .dimension, .dimension(Rules.rem(2))),
        untyped("a duration in ms", ms, .duration, .duration(Rules.ms(200))),
        untyped("a duration in s", ##"{"value": 0.5, "unit": "s"}"##, .duration, .duration(DurationValue(value: 0.5, unit: "s"))),
        untyped("a typography object", ##"{"fontFamily": "Inter", "fontSize": \##(onePx), "fontWeight": 400, "letterSpacing": \##(onePx), "lineHeight": 1}"##,
                .typography, .typography(TypographyValue(fontFamily: ["Inter"], fontSize: Rules.px(1), fontWeight: FontWeightValue(weight: 400),
                                                         letterSpacing: Rules.px(1), lineHeight: 1))),
        untyped("a shadow object", shadowJSON, .shadow, .shadow([shadowValue], isList: false)),
        untyped("a list of shadows", "[\(shadowJSON), \(shadowJSON)]", .shadow, .shadow([shadowValue, shadowValue], isList: true)),
        untyped("a border object", ##"{"color": \##(Self.red), "width": \##(onePx), "style": "solid"}"##, .border,
                .border(BorderValue(color: Rules.srgb(1, 0, 0), width: Rules.px(1), style: .keyword("solid")))),
        untyped("a transition object", ##"{"duration": \##(ms), "delay": \##(ms), "timingFunction": [0, 0, 1, 1]}"##, .transition,
                .transition(TransitionValue(duration: Rules.ms(200), delay: Rules.ms(200), timingFunction: CubicBezierValue([0, 0, 1, 1])))),
        untyped("a gradient", ##"[{"color": \##(Self.red), "position": 0}, {"color": \##(Self.red), "position": 1}]"##, .gradient,
                .gradient([GradientStop(color: Rules.srgb(1, 0, 0), position: 0), GradientStop(color: Rules.srgb(1, 0, 0), position: 1)])),
        untyped("a dash pattern", ##"{"dashArray": [\##(onePx)], "lineCap": "butt"}"##, .strokeStyle,
                .strokeStyle(.pattern(dashArray: [Rules.px(1)], lineCap: "butt"))),
    ]

    @Test("tolerant: the type is inferred with one warning", arguments: cases)
    func tolerant(_ testCase: ToleranceCase) { testCase.expectTolerated() }

    @Test("strict: the existing missing-type error", arguments: cases)
    func strict(_ testCase: ToleranceCase) { testCase.expectRefusedWhenStrict() }

    @Test("the warning names the type inferred; the strict error says what the value reads as")
    func messages() {
        let document = ##"{"c": {"red": {"$value": \##(Self.red)}}}"##
        #expect(Rules.build(document, .tolerant).warnings.map(\.message) == [
            #"c.red has no $type and no group gives it one; its value can only be a color, so it is read as one (add "$type": "color")"#,
        ])
        #expect(Rules.build(document, .strict).errors.map(\.message) == [
            "the type of c.red cannot be determined: give it a $type, or put it in a group with one (its value reads as a color)",
        ])
    }

    @Test("an alias of an inferred token takes its type, with no warning of its own")
    func aliasOfInferred() {
        let built = Rules.build(##"{"a": {"$value": \##(Self.red)}, "b": {"$value": "{a}"}}"##, .tolerant)
        #expect(built.errors.isEmpty, built.report)
        #expect(built.warnings.map(\.path.description) == ["/a"], built.report)
        #expect(built.token("b")?.type == .color)
        #expect(built.token("b")?.value == .color(Rules.srgb(1, 0, 0)))
    }

    @Test("a group type wins over the shape: nothing is inferred")
    func groupTypeWins() {
        let built = Rules.build(##"{"g": {"$type": "color", "t": {"$value": \##(Self.red)}}}"##, .tolerant)
        #expect(built.diagnostics.isEmpty, built.report)
    }

    @Test("tolerant: an ambiguous shape is still the missing-type error", arguments: [
        ("a bare number", "4"),
        ("a string", #""Inter""#),
        ("a list of four numbers", "[0, 0, 1, 1]"),
        ("a measure in em", ##"{"value": 1, "unit": "em"}"##),
        ("a colour with a stray member", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "name": "red"}"##),
        ("an empty list", "[]"),
        ("a list mixing shapes", ##"[\##(Self.shadowJSON), {"color": \##(Self.red), "position": 0}]"##),
        ("a boolean", "true"),
    ])
    func ambiguous(name: String, json: String) {
        Rules.expectRefused(Rules.build(##"{"t": {"$value": \##(json)}}"##, .tolerant),
                            RefusedCase(name: name, document: "", rule: .missingType, path: "/t", message: "cannot be determined"))
    }

    @Test("the shapes, one by one", arguments: [
        (##"{"value": 1, "unit": "px"}"##, TokenType.dimension),
        (##"{"value": 1, "unit": "ms"}"##, .duration),
        (##"{"value": 1, "unit": 5}"##, nil),
        (##"{"value": 1}"##, nil),
        (##"{"fontFamily": "A"}"##, nil),
        (##"{"fontFamily": "A", "fontSize": 1}"##, .typography),
        (##"{"color": 1, "offsetX": 1}"##, nil),
        (##"{"color": 1, "width": 1, "style": 1}"##, .border),
        (##"{"duration": 1, "timingFunction": 1}"##, .transition),
    ] as [(String, TokenType?)])
    func shapes(json: String, expected: TokenType?) throws {
        #expect(TokenTypeInference.type(of: try JSONParser.parse(json)) == expected)
    }
}
