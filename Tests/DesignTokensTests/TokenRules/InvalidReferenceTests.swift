import Testing
@testable import DesignTokens

@Suite("Invalid documents, strict: references, cycles, type mismatches and $extends")
struct InvalidReferenceTests {
    static let base = ##""base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}}}, "size": {"$type": "dimension", "m": {"$value": {"value": 16, "unit": "px"}}}"##
    static let red = ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##
    static let onePx = ##"{"value": 1, "unit": "px"}"##

    static let references: [RefusedCase] = [
        RefusedCase(name: "a curly reference as a colour component",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["{base.blue}", 0, 0]}}}"##,
                    rule: .invalidReference, path: "/t/$value/components/0", message: "here only a JSON Pointer reference"),
        RefusedCase(name: "a curly reference as a dimension's value",
                    document: ##"{"n": {"$type": "number", "$value": 4}, "t": {"$type": "dimension", "$value": {"value": "{n}", "unit": "px"}}}"##,
                    rule: .invalidReference, path: "/t/$value/value", message: "a curly-brace reference stands for a whole token"),
        RefusedCase(name: "a curly reference as a cubicBezier point",
                    document: ##"{"n": {"$type": "number", "$value": 0.5}, "t": {"$type": "cubicBezier", "$value": ["{n}", 0, 1, 1]}}"##,
                    rule: .invalidReference, path: "/t/$value/0", message: "a curly-brace reference stands for a whole token"),
        RefusedCase(name: "a reference with spaces names nothing",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": "{ base . blue }"}}"##,
                    rule: .unresolvedReference, path: "/t/$value", message: "{ base . blue } does not exist"),
        RefusedCase(name: "text mixed with a reference",
                    document: ##"{\##(base), "t": {"$type": "dimension", "$value": "{size.m}px"}}"##,
                    rule: .invalidReference, path: "/t/$value", message: "mixes text and a reference"),
        RefusedCase(name: "an empty reference segment",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": "{base..blue}"}}"##,
                    rule: .invalidReference, path: "/t/$value", message: "a name must not be empty"),
        RefusedCase(name: "a dangling alias with a suggestion",
                    document: ##"{"color": {"$type": "color", "brand": {"500": {"$value": \##(red)}}}, "t": {"$type": "color", "$value": "{color.brand.50}"}}"##,
                    rule: .unresolvedReference, path: "/t/$value", message: "{color.brand.50} does not exist (did you mean {color.brand.500}?)"),
        RefusedCase(name: "a dangling alias in a composite",
                    document: ##"{"t": {"$type": "border", "$value": {"color": "{nope}", "width": \##(onePx), "style": "solid"}}}"##,
                    rule: .unresolvedReference, path: "/t/$value/color", message: "{nope} does not exist"),
        RefusedCase(name: "an alias to a group",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": "{base}"}}"##,
                    rule: .referenceToGroup, path: "/t/$value", message: "a group's own value is written {base.$root}"),
        RefusedCase(name: "an alias with array index syntax",
                    document: ##"{"g": {"$type": "cubicBezier", "curve": {"$value": [0, 0, 1, 1]}}, "t": {"$type": "number", "$value": "{g.curve.0}"}}"##,
                    rule: .unresolvedReference, path: "/t/$value", message: "{g.curve.0} does not exist"),
        RefusedCase(name: "a self-reference",
                    document: ##"{"t": {"$type": "number", "$value": "{t}"}}"##,
                    rule: .circularReference, path: "/t/$value", message: "circular reference: {t} → {t}"),
        RefusedCase(name: "a dimension token aliasing a colour",
                    document: ##"{\##(base), "t": {"$type": "dimension", "$value": "{base.blue}"}}"##,
                    rule: .typeMismatch, path: "/t/$value", message: "{base.blue} is a color token, but this token is a dimension"),
        RefusedCase(name: "a border colour aliasing a dimension",
                    document: ##"{\##(base), "t": {"$type": "border", "$value": {"color": "{size.m}", "width": \##(onePx), "style": "solid"}}}"##,
                    rule: .typeMismatch, path: "/t/$value/color", message: "{size.m} is a dimension token, but this place needs a color"),
        RefusedCase(name: "a typography fontSize aliasing a number",
                    document: ##"{"n": {"$type": "number", "$value": 16}, "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{n}", "fontWeight": 400, "letterSpacing": \##(onePx), "lineHeight": 1}}}"##,
                    rule: .typeMismatch, path: "/t/$value/fontSize", message: "{n} is a number token, but this place needs a dimension"),
        RefusedCase(name: "a shadow list element aliasing a colour",
                    document: ##"{\##(base), "t": {"$type": "shadow", "$value": ["{base.blue}"]}}"##,
                    rule: .typeMismatch, path: "/t/$value/0", message: "needs a shadow"),
        RefusedCase(name: "a whole-token $ref to a token of another type",
                    document: ##"{\##(base), "t": {"$type": "dimension", "$value": {"$ref": "#/base/blue/$value"}}}"##,
                    rule: .typeMismatch, path: "/t/$value", message: "is a color token, but this token is a dimension"),
        RefusedCase(name: "a JSON Pointer part that is not of the token's type",
                    document: ##"{\##(base), "t": {"$type": "dimension", "$value": {"$ref": "#/base/blue/$value/components/0"}}}"##,
                    rule: .typeMismatch, path: "/t/$value", message: "with its references followed, the value is not a valid dimension"),
        RefusedCase(name: "a JSON Pointer to a group",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": {"$ref": "#/base"}}}"##,
                    rule: .referenceToGroup, path: "/t/$value", message: "#/base points to a group"),
        RefusedCase(name: "a JSON Pointer to $type",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": {"$ref": "#/base/blue/$type"}}}"##,
                    rule: .invalidReference, path: "/t/$value", message: "points into '$type' of a token; only its $value can be referenced"),
        RefusedCase(name: "a JSON Pointer past the end of a value",
                    document: ##"{\##(base), "t": {"$type": "number", "$value": {"$ref": "#/base/blue/$value/components/5"}}}"##,
                    rule: .unresolvedReference, path: "/t/$value", message: "leads past the end of {base.blue}'s value"),
        RefusedCase(name: "a JSON Pointer to nothing",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": {"$ref": "#/base/green/$value"}}}"##,
                    rule: .unresolvedReference, path: "/t/$value", message: "'green' does not exist"),
        RefusedCase(name: "a JSON Pointer without '#/'",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": {"$ref": "base/blue/$value"}}}"##,
                    rule: .invalidReference, path: "/t/$value", message: "must be a JSON Pointer into this document"),
        RefusedCase(name: "a JSON Pointer with a double slash",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": {"$ref": "#/base//blue/$value"}}}"##,
                    rule: .invalidReference, path: "/t/$value", message: "must be a JSON Pointer into this document"),
        RefusedCase(name: "a reference object with other members",
                    document: ##"{\##(base), "t": {"$type": "color", "$value": {"$ref": "#/base/blue/$value", "alpha": 0.5}}}"##,
                    rule: .invalidReference, path: "/t/$value", message: "must have no other members"),
    ]

    static let extendsCases: [RefusedCase] = [
        RefusedCase(name: "$extends naming a token",
                    document: ##"{\##(base), "g": {"$extends": "{base.blue}"}}"##,
                    rule: .invalidExtends, path: "/g/$extends", message: "$extends names 'base.blue', which is a token; it must name a group"),
        RefusedCase(name: "$extends naming a missing group",
                    document: ##"{\##(base), "g": {"$extends": "{nothere}"}}"##,
                    rule: .invalidExtends, path: "/g/$extends", message: "$extends names 'nothere', which does not exist"),
        RefusedCase(name: "$extends pointing at a missing group",
                    document: ##"{\##(base), "g": {"$extends": "#/base/nothere"}}"##,
                    rule: .invalidExtends, path: "/g/$extends", message: "which does not exist"),
        RefusedCase(name: "$extends with a malformed reference",
                    document: ##"{\##(base), "g": {"$extends": "{base.}"}}"##,
                    rule: .invalidExtends, path: "/g/$extends", message: "a name must not be empty"),
        RefusedCase(name: "$extends circular a→b→a",
                    document: ##"{"a": {"$extends": "{b}", "x": {"$type": "number", "$value": 1}}, "b": {"$extends": "{a}"}}"##,
                    rule: .circularReference, path: "/b/$extends", message: "$extends is circular: {a} → {b} → {a}"),
        RefusedCase(name: "$extends extending itself",
                    document: ##"{"a": {"$extends": "{a}", "x": {"$type": "number", "$value": 1}}}"##,
                    rule: .circularReference, path: "/a/$extends", message: "$extends is circular"),
        RefusedCase(name: "$extends extending its own ancestor",
                    document: ##"{"button": {"$type": "number", "x": {"$value": 1}, "secondary": {"$extends": "{button}"}}}"##,
                    rule: .circularReference, path: "/button/secondary/$extends", message: "$extends is circular: {button.secondary} → {button}"),
    ]

    @Test("reference syntax, dangling aliases, references to groups, type mismatches, JSON Pointers", arguments: references)
    func reference(_ testCase: RefusedCase) { Rules.expectRefused(Rules.build(testCase.document), testCase) }

    @Test("$extends targets and cycles", arguments: extendsCases)
    func extends(_ testCase: RefusedCase) { Rules.expectRefused(Rules.build(testCase.document), testCase) }

    @Test("a→b→c→a: the cycle is reported once, naming every token on it, and nothing else is",
          arguments: [
            ##"{"n": {"$type": "number", "a": {"$value": "{n.b}"}, "b": {"$value": "{n.c}"}, "c": {"$value": "{n.a}"}, "ok": {"$value": 1}}}"##,
            ##"{"n": {"$type": "number", "a": {"$value": {"$ref": "#/n/b/$value"}}, "b": {"$value": {"$ref": "#/n/c/$value"}}, "c": {"$value": {"$ref": "#/n/a/$value"}}, "ok": {"$value": 1}}}"##,
            ##"{"n": {"$type": "number", "c": {"$value": "{n.a}"}, "ok": {"$value": 1}, "b": {"$value": "{n.c}"}, "a": {"$value": "{n.b}"}}}"##,
          ])
    func cycleOfThree(document: String) {
        let built = Rules.build(document)
        #expect(built.set == nil)
        let circular = built.errors.filter { $0.rule == .circularReference }
        #expect(circular.count == 1, built.report)
        #expect(["/n/a/$value", "/n/b/$value", "/n/c/$value"].contains(circular.first?.path.description ?? ""), built.report)
        #expect(circular.allSatisfy { $0.message.contains("{n.a}") && $0.message.contains("{n.b}") && $0.message.contains("{n.c}")
            && $0.message.contains("through 3 tokens") })
        #expect(built.diagnostics.allSatisfy { !$0.path.description.hasPrefix("/n/ok") }, built.report)
    }

    @Test("a cycle through a composite's JSON Pointer is found")
    func cycleThroughAPart() {
        let built = Rules.build(##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value/0"}}, "b": {"$type": "cubicBezier", "$value": [{"$ref": "#/a/$value"}, 0, 1, 1]}}"##)
        #expect(built.set == nil)
        let paths = built.errors.filter { $0.rule == .circularReference }.map(\.path.description)
        #expect(paths.count == 1 && ["/a/$value", "/b/$value"].contains(paths[0]), built.report)
    }

    @Test("two independent cycles are both reported")
    func twoCycles() {
        let built = Rules.build(##"{"n": {"$type": "number", "a": {"$value": "{n.b}"}, "b": {"$value": "{n.a}"}, "x": {"$value": "{n.x}"}}}"##)
        let paths = Set(built.errors.filter { $0.rule == .circularReference }.map(\.path.description))
        #expect(paths == ["/n/a/$value", "/n/x/$value"], built.report)
    }

    /// A token written `{"$ref": …}` has no `$value` member in its file, so its diagnostics should
    /// point at `$ref`, where the reference is written (issue: "each error names the JSON path").
    @Test("problems with a whole-token $ref are reported at /…/$ref", arguments: [
        (##"{\##(base), "t": {"$type": "color", "$ref": "#/base"}}"##, Diagnostic.Rule.referenceToGroup),
        (##"{\##(base), "t": {"$type": "color", "$ref": "#/base/green/$value"}}"##, .unresolvedReference),
        (##"{\##(base), "t": {"$type": "dimension", "$ref": "#/base/blue/$value"}}"##, .typeMismatch),
    ])
    func wholeTokenRefPath(document: String, rule: Diagnostic.Rule) {
        let built = Rules.build(document)
        #expect(built.set == nil)
        #expect(built.errors.map(\.rule) == [rule], built.report)
        #expect(built.errors.map(\.path.description) == ["/t/$ref"], built.report)
    }

    /// DTCG 2025.10 §7.4.5: tools MUST report unresolvable paths, curly references to non-tokens and
    /// circular references. An alias usually has no `$type` of its own, so these must not be hidden
    /// behind "the type cannot be determined".
    @Test("reference errors are reported even when the alias has no $type", arguments: [
        RefusedCase(name: "an untyped dangling alias", document: ##"{"color": {"$type": "color", "brand": {"500": {"$value": \##(red)}}}, "t": {"$value": "{color.brand.50}"}}"##,
                    rule: .unresolvedReference, path: "/t/$value", message: "(did you mean {color.brand.500}?)"),
        RefusedCase(name: "an untyped alias to a group", document: ##"{"accent": {"$type": "number", "$root": {"$value": 1}}, "t": {"$value": "{accent}"}}"##,
                    rule: .referenceToGroup, path: "/t/$value", message: "{accent.$root}"),
        RefusedCase(name: "an untyped JSON Pointer to nothing", document: ##"{"n": {"$type": "number", "a": {"$value": 1}}, "t": {"$value": {"$ref": "#/n/b/$value"}}}"##,
                    rule: .unresolvedReference, path: "/t/$value", message: "'b' does not exist"),
        RefusedCase(name: "an untyped cycle", document: ##"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"##,
                    rule: .circularReference, path: "/a/$value", message: "circular reference through 2 tokens: {a} → {b} → {a}"),
    ])
    func untypedReferences(_ testCase: RefusedCase) { Rules.expectRefused(Rules.build(testCase.document), testCase) }

    @Test("a near miss in a group name gets a suggestion too")
    func groupNearMiss() {
        let built = Rules.build(##"{"color": {"$type": "number", "brand": {"500": {"$value": 1}}}, "t": {"$type": "number", "$value": "{colour.brand.500}"}}"##)
        #expect(built.set == nil)
        #expect(built.diagnostics(.unresolvedReference, at: "/t/$value").contains { $0.message.contains("did you mean {color.brand.500}?") }, built.report)
    }

    @Test("tokens that use a broken token fail without extra noise; the broken one is named")
    func downstreamOfABrokenToken() {
        let built = Rules.build(##"{"n": {"$type": "number", "bad": {"$value": "{n.missing}"}, "user": {"$value": "{n.bad}"}}}"##)
        #expect(built.set == nil)
        #expect(built.errors.map(\.path.description) == ["/n/bad/$value"], built.report)
    }
}
