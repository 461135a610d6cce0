import Testing
@testable import DesignTokens

@Suite("Valid values of the six composite types (strict, no diagnostics)")
struct ValidCompositeValueTests {
    static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##
    static let black = ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25}"##
    static let redValue = Rules.srgb(1, 0, 0)
    static let blackValue = Rules.srgb(0, 0, 0, alpha: 0.25)

    static func shadow(x: Double, y: Double, blur: Double, spread: Double, inset: Bool = false) -> ShadowValue {
        ShadowValue(color: blackValue, offsetX: Rules.px(x), offsetY: Rules.px(y), blur: Rules.px(blur),
                    spread: Rules.px(spread), inset: inset)
    }

    static let strokeKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    static let cases: [ValueCase] = [
        ValueCase("strokeStyle", ##"{"dashArray": [{"value": 0.5, "unit": "rem"}, {"value": 0.25, "unit": "rem"}], "lineCap": "round"}"##,
                  .strokeStyle(.pattern(dashArray: [Rules.rem(0.5), Rules.rem(0.25)], lineCap: "round"))),
        ValueCase("strokeStyle", ##"{"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "butt"}"##,
                  .strokeStyle(.pattern(dashArray: [Rules.px(2)], lineCap: "butt"))),
        ValueCase("strokeStyle", ##"{"dashArray": [{"value": 1, "unit": "px"}, {"value": 2, "unit": "px"}, {"value": 3, "unit": "px"}], "lineCap": "square"}"##,
                  .strokeStyle(.pattern(dashArray: [Rules.px(1), Rules.px(2), Rules.px(3)], lineCap: "square"))),
        ValueCase("border", ##"{"color": \##(red), "width": {"value": 1, "unit": "px"}, "style": "solid"}"##,
                  .border(BorderValue(color: redValue, width: Rules.px(1), style: .keyword("solid")))),
        ValueCase("border", ##"{"color": \##(red), "width": {"value": 0.125, "unit": "rem"}, "style": {"dashArray": [{"value": 4, "unit": "px"}], "lineCap": "round"}}"##,
                  .border(BorderValue(color: redValue, width: Rules.rem(0.125), style: .pattern(dashArray: [Rules.px(4)], lineCap: "round")))),
        ValueCase("transition", ##"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]}"##,
                  .transition(TransitionValue(duration: Rules.ms(200), delay: Rules.ms(0), timingFunction: CubicBezierValue([0.5, 0, 1, 1])))),
        ValueCase("transition", ##"{"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0.5, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}"##,
                  .transition(TransitionValue(duration: DurationValue(value: 1, unit: "s"), delay: DurationValue(value: 0.5, unit: "s"),
                                              timingFunction: CubicBezierValue([0, 0, 1, 1])))),
        ValueCase("shadow", ##"{"color": \##(black), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": -2, "unit": "px"}}"##,
                  .shadow([shadow(x: 0, y: 4, blur: 8, spread: -2)], isList: false)),
        ValueCase("shadow", ##"{"color": \##(black), "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}"##,
                  .shadow([shadow(x: 1, y: 1, blur: 2, spread: 0, inset: true)], isList: false)),
        ValueCase("shadow", ##"{"color": \##(black), "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": false}"##,
                  .shadow([shadow(x: 1, y: 1, blur: 2, spread: 0)], isList: false)),
        ValueCase("shadow", ##"""
            [{"color": \##(black), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
             {"color": \##(black), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 8, "unit": "px"}, "blur": {"value": 16, "unit": "px"}, "spread": {"value": 4, "unit": "px"}, "inset": true}]
            """##, .shadow([shadow(x: 0, y: 1, blur: 2, spread: 0), shadow(x: 0, y: 8, blur: 16, spread: 4, inset: true)], isList: true)),
        ValueCase("shadow", ##"[{"color": \##(black), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]"##,
                  .shadow([shadow(x: 0, y: 1, blur: 2, spread: 0)], isList: true)),
        ValueCase("gradient", ##"[{"color": \##(red), "position": 0}, {"color": \##(black), "position": 1}]"##,
                  .gradient([GradientStop(color: redValue, position: 0), GradientStop(color: blackValue, position: 1)])),
        ValueCase("gradient", ##"[{"color": \##(red), "position": 0.5}]"##, .gradient([GradientStop(color: redValue, position: 0.5)])),
        ValueCase("gradient", ##"[{"color": \##(red), "position": 0.25}, {"color": \##(red), "position": 0.25}, {"color": \##(black), "position": 0.75}]"##,
                  .gradient([GradientStop(color: redValue, position: 0.25), GradientStop(color: redValue, position: 0.25),
                             GradientStop(color: blackValue, position: 0.75)])),
        ValueCase("typography", ##"{"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1.5, "unit": "rem"}, "fontWeight": 700, "letterSpacing": {"value": -0.5, "unit": "px"}, "lineHeight": 1.2}"##,
                  .typography(TypographyValue(fontFamily: ["Inter", "sans-serif"], fontSize: Rules.rem(1.5), fontWeight: FontWeightValue(weight: 700),
                                              letterSpacing: Rules.px(-0.5), lineHeight: 1.2))),
        ValueCase("typography", ##"{"fontFamily": "Georgia", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "semi-bold", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}"##,
                  .typography(TypographyValue(fontFamily: ["Georgia"], fontSize: Rules.px(16), fontWeight: FontWeightValue(weight: 600, keyword: "semi-bold"),
                                              letterSpacing: Rules.px(0), lineHeight: 1))),
    ]

    @Test("strokeStyle object, border, transition, shadow (single, list, inset), gradient, typography", arguments: cases)
    func composite(_ testCase: ValueCase) {
        let built = Rules.build(Rules.single(testCase.type, testCase.json))
        #expect(built.diagnostics.isEmpty, built.report)
        let token = built.token("t")
        #expect(token?.type == TokenType(testCase.type))
        #expect(token?.value == testCase.expected)
    }

    @Test("every strokeStyle keyword", arguments: strokeKeywords)
    func strokeKeyword(_ keyword: String) {
        let built = Rules.build(Rules.single("strokeStyle", "\"\(keyword)\""))
        #expect(built.diagnostics.isEmpty, built.report)
        #expect(built.token("t")?.value == .strokeStyle(.keyword(keyword)))
    }

    @Test("a border can use any strokeStyle keyword", arguments: strokeKeywords)
    func borderStyle(_ keyword: String) {
        let built = Rules.build(Rules.single("border", ##"{"color": \##(Self.red), "width": {"value": 2, "unit": "px"}, "style": "\##(keyword)"}"##))
        #expect(built.diagnostics.isEmpty, built.report)
        #expect(built.token("t")?.value == .border(BorderValue(color: Self.redValue, width: Rules.px(2), style: .keyword(keyword))))
    }

    @Test("all 13 types side by side in one document, each typed by its group")
    func everyTypeByGroup() {
        let document = """
        {
          "c": {"$type": "color", "t": {"$value": \(Self.red)}},
          "d": {"$type": "dimension", "t": {"$value": {"value": 1, "unit": "px"}}},
          "ff": {"$type": "fontFamily", "t": {"$value": "Inter"}},
          "fw": {"$type": "fontWeight", "t": {"$value": "bold"}},
          "du": {"$type": "duration", "t": {"$value": {"value": 1, "unit": "ms"}}},
          "cb": {"$type": "cubicBezier", "t": {"$value": [0, 0, 1, 1]}},
          "n": {"$type": "number", "t": {"$value": 1}},
          "ss": {"$type": "strokeStyle", "t": {"$value": "dotted"}},
          "b": {"$type": "border", "t": {"$value": {"color": \(Self.red), "width": {"value": 1, "unit": "px"}, "style": "solid"}}},
          "tr": {"$type": "transition", "t": {"$value": {"duration": {"value": 1, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}},
          "sh": {"$type": "shadow", "t": {"$value": {"color": \(Self.red), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
          "g": {"$type": "gradient", "t": {"$value": [{"color": \(Self.red), "position": 0}]}},
          "ty": {"$type": "typography", "t": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
        }
        """
        let built = Rules.build(document)
        #expect(built.diagnostics.isEmpty, built.report)
        let types = ["c", "d", "ff", "fw", "du", "cb", "n", "ss", "b", "tr", "sh", "g", "ty"].map { built.token("\($0).t")?.type }
        let names = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                     "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]
        #expect(types == names.map { Optional(TokenType($0)) })
        #expect(built.set?.tokens.count == 13)
    }
}
