import Testing
@testable import DesignTokens

@Suite("Valid documents: types, $root, aliases and JSON Pointers (strict, no diagnostics)")
struct ValidReferenceTests {
    static let blue = Rules.srgbJSON(0.2, 0.4, 0.6)
    static let blueValue = Rules.srgb(0.2, 0.4, 0.6)
    static let base = ##""base": {"$type": "color", "blue": {"$value": \##(blue)}, "space": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}}}"##

    static let types: [ResolvesCase] = [
        ResolvesCase(name: "group $type reaches tokens in nested groups",
                     document: ##"{"color": {"$type": "color", "brand": {"light": {"primary": {"$value": \##(blue)}}}}}"##,
                     path: "color.brand.light.primary", type: .color, value: .color(blueValue)),
        ResolvesCase(name: "the nearest group's $type wins",
                     document: ##"{"a": {"$type": "color", "b": {"$type": "dimension", "t": {"$value": {"value": 4, "unit": "px"}}}}}"##,
                     path: "a.b.t", type: .dimension, value: .dimension(Rules.px(4))),
        ResolvesCase(name: "a token's own $type beats its group's",
                     document: ##"{"a": {"$type": "color", "n": {"$type": "number", "$value": 3}}}"##,
                     path: "a.n", type: .number, value: .number(3)),
        ResolvesCase(name: "an alias takes the referenced token's type before its group's",
                     document: ##"{"size": {"$type": "dimension", "m": {"$value": {"value": 16, "unit": "px"}}}, "color": {"$type": "color", "odd": {"$value": "{size.m}"}}}"##,
                     path: "color.odd", type: .dimension, value: .dimension(Rules.px(16)), chain: ["size.m"]),
        ResolvesCase(name: "an untyped alias chain takes the type at its end",
                     document: ##"{"a": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}}, "b": {"$value": "{a}"}, "c": {"$value": "{b}"}}"##,
                     path: "c", type: .duration, value: .duration(Rules.ms(200)), chain: ["b", "a"]),
        ResolvesCase(name: "$root inherits its group's $type",
                     document: ##"{"spacing": {"$type": "dimension", "$root": {"$value": {"value": 16, "unit": "px"}}, "small": {"$value": {"value": 8, "unit": "px"}}}}"##,
                     path: "spacing.$root", type: .dimension, value: .dimension(Rules.px(16))),
        ResolvesCase(name: "{group.$root} refers to the group's own token",
                     document: ##"{"spacing": {"$type": "dimension", "$root": {"$value": {"value": 16, "unit": "px"}}}, "gap": {"$value": "{spacing.$root}"}}"##,
                     path: "gap", type: .dimension, value: .dimension(Rules.px(16)), chain: ["spacing.$root"]),
        ResolvesCase(name: "a $root may itself be an alias",
                     document: ##"{\##(base), "accent": {"$root": {"$value": "{base.blue}"}, "light": {"$type": "number", "$value": 1}}}"##,
                     path: "accent.$root", type: .color, value: .color(blueValue), chain: ["base.blue"]),
        ResolvesCase(name: "an alias chain is listed nearest first",
                     document: ##"{"n": {"$type": "number", "d": {"$value": 8}, "c": {"$value": "{n.d}"}, "b": {"$value": "{n.c}"}, "a": {"$value": "{n.b}"}}}"##,
                     path: "n.a", type: .number, value: .number(8), chain: ["n.b", "n.c", "n.d"]),
        ResolvesCase(name: "names may hold spaces and slashes",
                     document: ##"{"brand colors": {"$type": "number", "my/primary": {"$value": 5}}, "t": {"$value": "{brand colors.my/primary}"}}"##,
                     path: "t", type: .number, value: .number(5), chain: ["brand colors.my/primary"]),
        ResolvesCase(name: "names are case-sensitive",
                     document: ##"{"n": {"$type": "number", "size": {"$value": 1}, "SIZE": {"$value": 2}}, "t": {"$value": "{n.SIZE}"}}"##,
                     path: "t", type: .number, value: .number(2), chain: ["n.SIZE"]),
        ResolvesCase(name: "a group named like an array index",
                     document: ##"{"ambiguous": {"$type": "number", "metadata": {"0": {"$value": 5}}}, "t": {"$value": "{ambiguous.metadata.0}"}}"##,
                     path: "t", type: .number, value: .number(5), chain: ["ambiguous.metadata.0"]),
    ]

    static let pointers: [ResolvesCase] = [
        ResolvesCase(name: "a whole token $ref to a $value",
                     document: ##"{\##(base), "t": {"$type": "color", "$ref": "#/base/blue/$value"}}"##,
                     path: "t", type: .color, value: .color(blueValue), chain: ["base.blue"]),
        ResolvesCase(name: "a whole token $ref without $type takes the target's type",
                     document: ##"{\##(base), "t": {"$ref": "#/base/blue/$value"}}"##,
                     path: "t", type: .color, value: .color(blueValue), chain: ["base.blue"]),
        ResolvesCase(name: "a {\"$ref\"} object as the $value",
                     document: ##"{\##(base), "t": {"$type": "color", "$value": {"$ref": "#/base/blue/$value"}}}"##,
                     path: "t", type: .color, value: .color(blueValue), chain: ["base.blue"]),
        ResolvesCase(name: "a $ref into a colour component, typed number",
                     document: ##"{\##(base), "t": {"$type": "number", "$ref": "#/base/blue/$value/components/0"}}"##,
                     path: "t", type: .number, value: .number(0.2)),
        ResolvesCase(name: "a {\"$ref\"} value into a colour component",
                     document: ##"{\##(base), "t": {"$type": "number", "$value": {"$ref": "#/base/blue/$value/components/1"}}}"##,
                     path: "t", type: .number, value: .number(0.4)),
        ResolvesCase(name: "JSON Pointers as colour components",
                     document: ##"{\##(base), "t": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/base/blue/$value/components/0"}, {"$ref": "#/base/blue/$value/components/1"}, 0.7]}}}"##,
                     path: "t", type: .color, value: .color(Rules.srgb(0.2, 0.4, 0.7))),
        ResolvesCase(name: "a JSON Pointer as a dimension's value",
                     document: ##"{\##(base), "t": {"$type": "dimension", "$value": {"value": {"$ref": "#/base/space/$value/value"}, "unit": "px"}}}"##,
                     path: "t", type: .dimension, value: .dimension(Rules.px(2))),
        ResolvesCase(name: "a JSON Pointer into an alias's resolved value",
                     document: ##"{\##(base), "alias": {"$value": "{base.blue}"}, "t": {"$type": "number", "$ref": "#/alias/$value/components/2"}}"##,
                     path: "t", type: .number, value: .number(0.6)),
        ResolvesCase(name: "a JSON Pointer with an escaped '/'",
                     document: ##"{"my/group": {"token": {"$type": "number", "$value": 7}}, "t": {"$ref": "#/my~1group/token/$value"}}"##,
                     path: "t", type: .number, value: .number(7), chain: ["my/group.token"]),
        ResolvesCase(name: "a JSON Pointer to a $root",
                     document: ##"{"g": {"$type": "number", "$root": {"$value": 3}}, "t": {"$ref": "#/g/$root/$value"}}"##,
                     path: "t", type: .number, value: .number(3), chain: ["g.$root"]),
        ResolvesCase(name: "a JSON Pointer into a typography's fontFamily",
                     document: ##"{"text": {"$type": "typography", "$value": {"fontFamily": ["Inter", "serif"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}, "t": {"$type": "fontFamily", "$ref": "#/text/$value/fontFamily"}}"##,
                     path: "t", type: .fontFamily, value: .fontFamily(["Inter", "serif"], isList: true)),
    ]

    @Test("types: own, from the referenced token, from the nearest group; $root; chains", arguments: types)
    func typesAndAliases(_ testCase: ResolvesCase) { Rules.expectResolves(Rules.build(testCase.document), testCase) }

    @Test("JSON Pointer references: whole tokens and parts of values", arguments: pointers)
    func jsonPointers(_ testCase: ResolvesCase) { Rules.expectResolves(Rules.build(testCase.document), testCase) }

    @Test("aliases inside composite values are followed")
    func subValueAliases() throws {
        let document = ##"""
        {
          "c": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}},
          "d": {"$type": "dimension", "one": {"$value": {"value": 1, "unit": "px"}}, "m": {"$value": {"value": 16, "unit": "px"}}},
          "font": {"sans": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]}, "bold": {"$type": "fontWeight", "$value": "bold"}},
          "n": {"$type": "number", "half": {"$value": 0.5}, "tall": {"$value": 1.4}},
          "ease": {"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]},
          "fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}},
          "dots": {"$type": "strokeStyle", "$value": "dotted"},
          "one": {"$type": "shadow", "$value": {"color": "{c.red}", "offsetX": "{d.one}", "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
          "x": {
            "border": {"$type": "border", "$value": {"color": "{c.red}", "width": "{d.one}", "style": "{dots}"}},
            "dashed": {"$type": "strokeStyle", "$value": {"dashArray": ["{d.one}", {"value": 2, "unit": "px"}], "lineCap": "round"}},
            "move": {"$type": "transition", "$value": {"duration": "{fast}", "delay": "{fast}", "timingFunction": "{ease}"}},
            "text": {"$type": "typography", "$value": {"fontFamily": "{font.sans}", "fontSize": "{d.m}", "fontWeight": "{font.bold}", "letterSpacing": "{d.one}", "lineHeight": "{n.tall}"}},
            "fade": {"$type": "gradient", "$value": [{"color": "{c.red}", "position": "{n.half}"}]},
            "layers": {"$type": "shadow", "$value": ["{one}", {"color": "{c.red}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 1, "unit": "px"}, "inset": true}]}
          }
        }
        """##
        let built = Rules.build(document)
        #expect(built.diagnostics.isEmpty, built.report)
        let red = Rules.srgb(1, 0, 0)
        #expect(built.token("x.border")?.value == .border(BorderValue(color: red, width: Rules.px(1), style: .keyword("dotted"))))
        #expect(built.token("x.border")?.aliasChain.isEmpty == true)
        #expect(built.token("x.dashed")?.value == .strokeStyle(.pattern(dashArray: [Rules.px(1), Rules.px(2)], lineCap: "round")))
        #expect(built.token("x.move")?.value == .transition(TransitionValue(duration: Rules.ms(100), delay: Rules.ms(100),
                                                                               timingFunction: CubicBezierValue([0.4, 0, 0.2, 1]))))
        #expect(built.token("x.text")?.value == .typography(TypographyValue(fontFamily: ["Inter", "sans-serif"], fontSize: Rules.px(16),
                                                                              fontWeight: FontWeightValue(weight: 700, keyword: "bold"),
                                                                              letterSpacing: Rules.px(1), lineHeight: 1.4)))
        #expect(built.token("x.fade")?.value == .gradient([GradientStop(color: red, position: 0.5)]))
        let first = ShadowValue(color: red, offsetX: Rules.px(1), offsetY: Rules.px(2), blur: Rules.px(0), spread: Rules.px(0), inset: false)
        let second = ShadowValue(color: red, offsetX: Rules.px(0), offsetY: Rules.px(0), blur: Rules.px(4), spread: Rules.px(1), inset: true)
        #expect(built.token("x.layers")?.value == .shadow([first, second], isList: true))
        let set = try #require(built.set)
        #expect(set.tokensReferring(to: Rules.path("c.red")) == ["one", "x.border", "x.fade", "x.layers"].map(Rules.path))
        #expect(set.tokensReferring(to: Rules.path("d.one")).count == 4)
        #expect(built.token("x.text")?.references.map(\.path) == [["fontFamily"], ["fontSize"], ["fontWeight"], ["letterSpacing"], ["lineHeight"]])
    }

    @Test("an alias keeps its value as written and its reference sites")
    func writtenValueIsKept() throws {
        let built = Rules.build(##"{\##(Self.base), "t": {"$value": "{base.blue}"}}"##)
        let token = try #require(built.token("t"), built.report)
        #expect(token.writtenValue == .string("{base.blue}"))
        #expect(token.isAlias)
        #expect(token.references == [ReferenceSite(path: [], reference: .alias(Rules.path("base.blue")), expectedType: .color)])
    }
}
