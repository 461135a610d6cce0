import Testing
@testable import DesignTokens

/// A document that bends a recoverable rule: refused when strict, served as written when tolerant.
struct BentCase: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    let rule: Diagnostic.Rule
    let path: String
    let type: TokenType
    let value: TokenValue

    var testDescription: String { name }
}

@Suite("Strict and tolerant reading")
struct StrictnessTests {
    static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##
    static let onePx = ##"{"value": 1, "unit": "px"}"##

    static func bent(_ name: String, _ type: String, _ json: String, _ rule: Diagnostic.Rule, _ below: String, _ value: TokenValue) -> BentCase {
        BentCase(name: name, document: Rules.single(type, json), rule: rule, path: "/t/$value" + below, type: TokenType(type), value: value)
    }

    static let bentCases: [BentCase] = [
        bent("dimension in em", "dimension", ##"{"value": 0.5, "unit": "em"}"##, .unknownUnit, "/unit", .dimension(DimensionValue(value: 0.5, unit: "em"))),
        bent("dimension in %", "dimension", ##"{"value": 50, "unit": "%"}"##, .unknownUnit, "/unit", .dimension(DimensionValue(value: 50, unit: "%"))),
        // Values in the forms of the DTCG drafts: the file is converted, with one dialect-converted summary.
        bent("colour as #ff0000", "color", ##""#ff0000""##, .dialectConverted, "", .color(Rules.srgb(1, 0, 0, hex: "#ff0000"))),
        bent("colour as #f00", "color", ##""#f00""##, .dialectConverted, "", .color(Rules.srgb(1, 0, 0, hex: "#ff0000"))),
        bent("colour as #FF000080", "color", ##""#FF000080""##, .dialectConverted, "",
             .color(Rules.srgb(1, 0, 0, alpha: 128.0 / 255, hex: "#ff0000"))),
        bent("hex fallback of 8 digits", "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000ff"}"##, .invalidTokenValue, "/hex",
             .color(Rules.srgb(1, 0, 0, hex: "#ff0000ff"))),
        bent("dimension as \"16px\"", "dimension", ##""16px""##, .dialectConverted, "", .dimension(Rules.px(16))),
        bent("duration as \"200ms\"", "duration", ##""200ms""##, .dialectConverted, "", .duration(Rules.ms(200))),
        bent("number as \"1.5\"", "number", ##""1.5""##, .dialectConverted, "", .number(1.5)),
        bent("fontWeight \"Bold\"", "fontWeight", ##""Bold""##, .dialectConverted, "", .fontWeight(FontWeightValue(weight: 700))),
        bent("typography without letterSpacing", "typography",
             ##"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5}"##, .invalidTokenValue, "",
             .typography(TypographyValue(fontFamily: ["Inter"], fontSize: Rules.px(16), fontWeight: FontWeightValue(weight: 400), letterSpacing: nil, lineHeight: 1.5))),
        bent("typography letterSpacing in em", "typography",
             ##"{"fontFamily": ["inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 700, "letterSpacing": {"value": 0, "unit": "em"}, "lineHeight": 1}"##,
             .unknownUnit, "/letterSpacing/unit",
             .typography(TypographyValue(fontFamily: ["inter", "sans-serif"], fontSize: Rules.rem(1), fontWeight: FontWeightValue(weight: 700),
                                         letterSpacing: DimensionValue(value: 0, unit: "em"), lineHeight: 1))),
        bent("transition without delay", "transition", ##"{"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"##, .invalidTokenValue, "",
             .transition(TransitionValue(duration: Rules.ms(200), delay: Rules.ms(0), timingFunction: CubicBezierValue([0, 0, 1, 1])))),
        bent("shadow without spread", "shadow", ##"{"color": \##(red), "offsetX": \##(onePx), "offsetY": \##(onePx), "blur": \##(onePx)}"##, .invalidTokenValue, "",
             .shadow([ShadowValue(color: Rules.srgb(1, 0, 0), offsetX: Rules.px(1), offsetY: Rules.px(1), blur: Rules.px(1), spread: Rules.px(0), inset: false)], isList: false)),
        bent("border with an extra member", "border", ##"{"color": \##(red), "width": \##(onePx), "style": "solid", "radius": 4}"##, .unknownProperty, "/radius",
             .border(BorderValue(color: Rules.srgb(1, 0, 0), width: Rules.px(1), style: .keyword("solid")))),
        bent("strokeStyle wavy", "strokeStyle", ##""wavy""##, .invalidTokenValue, "", .strokeStyle(.keyword("wavy"))),
        bent("red above 1", "color", ##"{"colorSpace": "srgb", "components": [1.2, 0, 0]}"##, .valueOutOfRange, "/components/0",
             .color(Rules.srgb(1.2, 0, 0))),
        bent("hue 360", "color", ##"{"colorSpace": "hsl", "components": [360, 50, 50]}"##, .valueOutOfRange, "/components/0",
             .color(Rules.color(.hsl, [.number(360), .number(50), .number(50)]))),
        bent("alpha 1.5", "color", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5}"##, .valueOutOfRange, "/alpha",
             .color(Rules.srgb(0, 0, 0, alpha: 1.5))),
        bent("cubicBezier x 1.5", "cubicBezier", "[0, 0, 1.5, 1]", .valueOutOfRange, "/2", .cubicBezier(CubicBezierValue([0, 0, 1.5, 1]))),
        BentCase(name: "unknown $foo on a token", document: ##"{"t": {"$type": "number", "$value": 1, "$foo": true}}"##,
                 rule: .unknownProperty, path: "/t/$foo", type: .number, value: .number(1)),
        BentCase(name: "unknown $type string", document: ##"{"t": {"$type": "string", "$value": "hello"}}"##,
                 rule: .unknownType, path: "/t/$type", type: TokenType("string"), value: .raw(.string("hello"))),
        BentCase(name: "unknown $bar on a group", document: ##"{"g": {"$type": "number", "t": {"$value": 2}, "$bar": {}}, "t": {"$type": "number", "$value": 3}}"##,
                 rule: .unknownProperty, path: "/g/$bar", type: .number, value: .number(3)),
    ]

    @Test("strict: a bent rule is an error and the document is refused", arguments: bentCases)
    func strictRefuses(_ testCase: BentCase) {
        let built = Rules.build(testCase.document, .strict)
        #expect(built.set == nil, "accepted: \(built.report.rawValue)")
        #expect(built.diagnostics(testCase.rule, at: testCase.path).contains { $0.severity == .error }, built.report)
    }

    @Test("tolerant: the same document loads with a warning and the value as written", arguments: bentCases)
    func tolerantServes(_ testCase: BentCase) {
        let built = Rules.build(testCase.document, .tolerant)
        #expect(built.errors.isEmpty, built.report)
        let bent = built.diagnostics(testCase.rule, at: testCase.path)
        #expect(!bent.isEmpty && bent.allSatisfy { $0.severity == .warning }, built.report)
        #expect(built.token("t")?.type == testCase.type)
        #expect(built.token("t")?.value == testCase.value)
    }

    @Test("tolerant: one warning per token that bends a rule, in a composed document")
    func warningPerToken() {
        let document = ##"{"space": {"$type": "dimension", "a": {"$value": {"value": 1, "unit": "em"}}, "b": {"$value": {"value": 2, "unit": "em"}}, "c": {"$value": "{space.a}"}}}"##
        let built = Rules.build(document, .tolerant)
        #expect(built.errors.isEmpty, built.report)
        #expect(built.warnings.map(\.path.description) == ["/space/a/$value/unit", "/space/b/$value/unit"], built.report)
        #expect(built.token("space.c")?.value == .dimension(DimensionValue(value: 1, unit: "em")))
    }

    @Test("a token and a group at one path in two sources: strict refuses, tolerant keeps the later",
          arguments: [(Strictness.strict, Diagnostic.Severity.error), (.tolerant, .warning)])
    func tokenGroupConflict(strictness: Strictness, severity: Diagnostic.Severity) {
        let built = Rules.build([
            (file: "a.json", text: ##"{"a": {"$type": "number", "$value": 1}}"##),
            (file: "b.json", text: ##"{"a": {"b": {"$type": "number", "$value": 2}}}"##),
        ], strictness)
        let conflict = built.diagnostics.filter { $0.rule == .tokenGroupConflict }
        #expect(conflict.map(\.severity) == [severity], built.report)
        #expect(conflict.first?.file == "b.json")
        #expect(conflict.first?.path.description == "/a")
        #expect((built.set == nil) == (strictness == .strict))
        #expect(built.token("a.b")?.value == (strictness == .strict ? nil : .number(2)))
    }

    static let alwaysErrors: [RefusedCase] = [
        RefusedCase(name: "a dangling alias", document: ##"{"n": {"$type": "number", "a": {"$value": "{n.b}"}}}"##,
                    rule: .unresolvedReference, path: "/n/a/$value", message: "{n.b} does not exist"),
        RefusedCase(name: "a cycle", document: ##"{"n": {"$type": "number", "a": {"$value": "{n.b}"}, "b": {"$value": "{n.a}"}}}"##,
                    rule: .circularReference, path: "/n/a/$value", message: "circular reference"),
        RefusedCase(name: "a type mismatch through an alias", document: ##"{"n": {"$type": "number", "$value": 1}, "d": {"$type": "dimension", "$value": "{n}"}}"##,
                    rule: .typeMismatch, path: "/d/$value", message: "{n} is a number token, but this token is a dimension"),
        RefusedCase(name: "a type mismatch inside a composite", document: ##"{"n": {"$type": "number", "$value": 1}, "b": {"$type": "border", "$value": {"color": "{n}", "width": \##(onePx), "style": "solid"}}}"##,
                    rule: .typeMismatch, path: "/b/$value/color", message: "needs a color"),
        RefusedCase(name: "an alias to a group", document: ##"{"g": {"x": {"$type": "number", "$value": 1}}, "t": {"$type": "number", "$value": "{g}"}}"##,
                    rule: .referenceToGroup, path: "/t/$value", message: "names a group"),
        RefusedCase(name: "no type", document: ##"{"t": {"$value": 1}}"##, rule: .missingType, path: "/t", message: "cannot be determined"),
        RefusedCase(name: "$value with children", document: ##"{"t": {"$type": "number", "$value": 1, "x": {"$value": 2}}}"##,
                    rule: .tokenWithChildren, path: "/t/x", message: "cannot also contain 'x'"),
        RefusedCase(name: "a name with '.'", document: ##"{"a.b": {"$type": "number", "$value": 1}}"##, rule: .invalidName, path: "/a.b", message: "must not contain '.'"),
        RefusedCase(name: "an unknown colour space", document: Rules.single("color", ##"{"colorSpace": "cmyk", "components": [0, 0, 0]}"##),
                    rule: .invalidTokenValue, path: "/t/$value/colorSpace", message: "'cmyk' is not a colour space"),
        RefusedCase(name: "a colour string no dialect reads", document: Rules.single("color", ##""rgb(255, 0)""##),
                    rule: .invalidTokenValue, path: "/t/$value", message: "found the string 'rgb(255, 0)'"),
        RefusedCase(name: "a dimension string that is no measure", document: Rules.single("dimension", ##""large""##),
                    rule: .invalidTokenValue, path: "/t/$value", message: "found the string 'large'"),
        RefusedCase(name: "an unknown fontWeight keyword", document: Rules.single("fontWeight", ##""heavyish""##),
                    rule: .invalidTokenValue, path: "/t/$value", message: "not a font weight keyword"),
        RefusedCase(name: "$extends to a token", document: ##"{"t": {"$type": "number", "$value": 1}, "g": {"$extends": "{t}"}}"##,
                    rule: .invalidExtends, path: "/g/$extends", message: "which is a token"),
    ]

    @Test("tolerant: what makes resolution impossible is still an error", arguments: alwaysErrors)
    func tolerantStillRefuses(_ testCase: RefusedCase) {
        Rules.expectRefused(Rules.build(testCase.document, .tolerant), testCase)
    }

    @Test("bad JSON is an error naming the file and line, whatever the strictness")
    func badJSON() throws {
        let bytes = Array("{\n  \"a\": {\"$type\": \"number\", \"$value\": 1},\n  \"b\": \n}".utf8)
        guard case .failure(let diagnostic) = TokenSource.parse(bytes, file: "bad.tokens.json") else {
            Issue.record("bad JSON was parsed")
            return
        }
        #expect(diagnostic.rule == .jsonSyntax)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == "bad.tokens.json")
        #expect(diagnostic.line == 4)
        #expect(diagnostic.description.hasPrefix("bad.tokens.json:4: error: column 1: "), "\(diagnostic)")
    }

    @Test("advice is a warning in both modes and the value is used",
          arguments: [Strictness.strict, .tolerant])
    func advice(strictness: Strictness) {
        let document = ##"""
        {"g": {"$type": "gradient", "$value": [{"color": \##(Self.red), "position": -0.5}, {"color": \##(Self.red), "position": 42}]},
         "h": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}},
         "x": {"$type": "color", "$value": {"colorSpace": "xyz-d65", "components": [0.9505, 1, 1.0891]}}}
        """##
        let built = Rules.build(document, strictness)
        #expect(built.errors.isEmpty, built.report)
        #expect(Set(built.warnings.map(\.path.description)) == ["/g/$value/0/position", "/g/$value/1/position", "/h/$value/hex", "/x/$value/components/2"],
                built.report)
        #expect(built.token("g")?.value == .gradient([GradientStop(color: Rules.srgb(1, 0, 0), position: 0), GradientStop(color: Rules.srgb(1, 0, 0), position: 1)]))
        #expect(built.token("h")?.value == .color(Rules.srgb(1, 0, 0, hex: "#00ff00")))
    }
}
