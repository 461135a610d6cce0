import Testing
@testable import DesignTokens

@Suite("Valid documents: $extends, $deprecated, $extensions, $description, empty groups (strict)")
struct ValidGroupTests {
    static func px(_ value: Int) -> String { ##"{"value": \##(value), "unit": "px"}"## }

    static let extendsCases: [ResolvesCase] = {
        let base = ##""base": {"$type": "dimension", "small": {"$value": \##(px(8))}, "large": {"$value": \##(px(16)), "$description": "big"}, "inner": {"x": {"$value": \##(px(1))}, "y": {"$value": \##(px(2))}}}"##
        let derived = ##"{\##(base), "derived": {"$extends": "{base}", "large": {"$value": \##(px(20))}, "inner": {"y": {"$value": \##(px(3))}}, "extra": {"$value": \##(px(5))}}}"##
        let chain = ##"{"a": {"$type": "number", "one": {"$value": 1}}, "b": {"$extends": "{a}", "two": {"$value": 2}}, "c": {"$extends": "{b}", "three": {"$value": 3}, "one": {"$value": 10}}}"##
        let pointer = ##"{"theme": {"base": {"$type": "number", "one": {"$value": 1}}}, "copy": {"$extends": "#/theme/base"}}"##
        let siblings = ##"{"input": {"$type": "dimension", "field": {"width": {"$value": \##(px(100))}, "background": {"$value": \##(px(1))}}}, "input-amount": {"$extends": "{input}", "field": {"width": {"$value": \##(px(200))}}}, "input-search": {"$extends": "{input}"}}"##
        return [
            ResolvesCase(name: "inherited token", document: derived, path: "derived.small", type: .dimension, value: .dimension(Rules.px(8))),
            ResolvesCase(name: "local token overrides", document: derived, path: "derived.large", type: .dimension, value: .dimension(Rules.px(20))),
            ResolvesCase(name: "deep merge keeps inherited sibling", document: derived, path: "derived.inner.x", type: .dimension, value: .dimension(Rules.px(1))),
            ResolvesCase(name: "deep merge overrides nested token", document: derived, path: "derived.inner.y", type: .dimension, value: .dimension(Rules.px(3))),
            ResolvesCase(name: "local addition", document: derived, path: "derived.extra", type: .dimension, value: .dimension(Rules.px(5))),
            ResolvesCase(name: "the target is unchanged", document: derived, path: "base.large", type: .dimension, value: .dimension(Rules.px(16))),
            ResolvesCase(name: "chain c→b→a: from a", document: chain, path: "c.two", type: .number, value: .number(2)),
            ResolvesCase(name: "chain c→b→a: from b", document: chain, path: "c.three", type: .number, value: .number(3)),
            ResolvesCase(name: "chain c→b→a: c overrides a", document: chain, path: "c.one", type: .number, value: .number(10)),
            ResolvesCase(name: "chain c→b→a: b keeps a's", document: chain, path: "b.one", type: .number, value: .number(1)),
            ResolvesCase(name: "$extends as a JSON Pointer", document: pointer, path: "copy.one", type: .number, value: .number(1)),
            ResolvesCase(name: "spec example: input-amount overrides width", document: siblings, path: "input-amount.field.width", type: .dimension, value: .dimension(Rules.px(200))),
            ResolvesCase(name: "spec example: input-amount inherits background", document: siblings, path: "input-amount.field.background", type: .dimension, value: .dimension(Rules.px(1))),
            ResolvesCase(name: "spec example: siblings may extend the same group", document: siblings, path: "input-search.field.width", type: .dimension, value: .dimension(Rules.px(100))),
        ]
    }()

    @Test("$extends: deep merge, overrides, additions, chains", arguments: extendsCases)
    func extends(_ testCase: ResolvesCase) { Rules.expectResolves(Rules.build(testCase.document), testCase) }

    @Test("$extends replaces an overridden token whole, $description included")
    func overrideReplacesWhole() throws {
        let built = Rules.build(##"{"base": {"$type": "number", "t": {"$value": 1, "$description": "base", "$extensions": {"x.y": 1}}}, "d": {"$extends": "{base}", "t": {"$value": 2}}}"##)
        #expect(built.diagnostics.isEmpty, built.report)
        let token = try #require(built.token("d.t"))
        #expect(token.value == .number(2))
        #expect(token.description == nil)
        #expect(token.extensions == nil)
        #expect(built.token("base.t")?.description == "base")
        #expect(built.set?.tokens.map(\.path.description).sorted() == ["base.t", "d.t"])
    }

    @Test("$deprecated: bool, reason, group cascade, false overriding", arguments: [
        ("true on a token", ##"{"t": {"$type": "number", "$value": 1, "$deprecated": true}}"##, "t", Deprecation.deprecated),
        ("a reason on a token", ##"{"t": {"$type": "number", "$value": 1, "$deprecated": "use u"}}"##, "t", .deprecatedBecause("use u")),
        ("false on a token", ##"{"t": {"$type": "number", "$value": 1, "$deprecated": false}}"##, "t", .current),
        ("a group's reason cascades", ##"{"g": {"$deprecated": "old", "$type": "number", "h": {"t": {"$value": 1}}}}"##, "g.h.t", .deprecatedBecause("old")),
        ("a token's false overrides its group", ##"{"g": {"$deprecated": true, "t": {"$type": "number", "$value": 1, "$deprecated": false}}}"##, "g.t", .current),
        ("a subgroup's false overrides its parent", ##"{"g": {"$deprecated": true, "h": {"$deprecated": false, "t": {"$type": "number", "$value": 1}}}}"##, "g.h.t", .current),
        ("the nearest group wins", ##"{"g": {"$deprecated": "outer", "h": {"$deprecated": "inner", "t": {"$type": "number", "$value": 1}}}}"##, "g.h.t", .deprecatedBecause("inner")),
    ] as [(String, String, String, Deprecation)])
    func deprecation(name: String, document: String, path: String, expected: Deprecation) {
        let built = Rules.build(document)
        #expect(built.diagnostics.isEmpty, built.report)
        #expect(built.token(path)?.deprecation == expected, "\(name)")
        #expect(built.token(path)?.deprecation?.isDeprecated == (expected != .current))
    }

    @Test("a token with no $deprecated anywhere is not deprecated")
    func notDeprecated() {
        let built = Rules.build(Rules.single("number", "1"))
        #expect(built.token("t")?.deprecation == nil)
    }

    @Test("a reference to a deprecated token is only a warning, even when strict")
    func referenceToDeprecated() {
        let built = Rules.build(##"{"old": {"$type": "number", "$value": 1, "$deprecated": "use new"}, "t": {"$value": "{old}"}}"##)
        #expect(built.errors.isEmpty, built.report)
        #expect(built.token("t")?.value == .number(1))
        let warning = built.diagnostics(.deprecatedReference, at: "/t/$value").first
        #expect(warning?.severity == .warning)
        #expect(warning?.message.contains("use new") == true, built.report)
    }

    @Test("$extensions are kept untouched on tokens and groups; $description is read")
    func extensionsAndDescriptions() throws {
        let document = ##"""
        {"g": {"$description": "a group", "$extensions": {"org.example": {"keep": [1, "two", null]}},
               "t": {"$type": "number", "$value": 1, "$description": "a token",
                     "$extensions": {"com.figma": {"id": "12:34", "nested": {"deep": true}}, "org.other": 42}}}}
        """##
        let built = Rules.build(document)
        #expect(built.diagnostics.isEmpty, built.report)
        let token = try #require(built.token("g.t"))
        #expect(token.description == "a token")
        #expect(token.extensions == (try JSONParser.parse(##"{"com.figma": {"id": "12:34", "nested": {"deep": true}}, "org.other": 42}"##)))
        let group = try #require(built.set?.group(at: Rules.path("g")))
        #expect(group.description == "a group")
        #expect(group.extensions == (try JSONParser.parse(##"{"org.example": {"keep": [1, "two", null]}}"##)))
    }

    @Test("empty groups are valid and listed")
    func emptyGroups() throws {
        let built = Rules.build(##"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "empty": {}, "described": {"$description": "later"}, "outer": {"inner": {}}, "t": {"$type": "number", "$value": 1}}"##)
        #expect(built.diagnostics.isEmpty, built.report)
        let set = try #require(built.set)
        #expect(set.tokens.count == 1)
        #expect(set.group(at: Rules.path("empty")) != nil)
        #expect(set.group(at: Rules.path("outer.inner")) != nil)
        #expect(set.group(at: Rules.path("described"))?.description == "later")
    }

    @Test("a group with only $type is an empty group with a warning, never a token")
    func typedEmptyGroup() throws {
        let built = Rules.build(##"{"color": {"black": {"50": {"$type": "color"}}}, "t": {"$type": "number", "$value": 1}}"##)
        #expect(built.errors.isEmpty, built.report)
        #expect(built.token("color.black.50") == nil)
        #expect(built.diagnostics(.incompleteToken, at: "/color/black/50").first?.severity == .warning, built.report)
        #expect(built.set?.tokens.count == 1)
    }

    @Test("a later source deep-merges groups and replaces tokens whole")
    func sourcesMerge() {
        let built = Rules.build([
            (file: "a.json", text: ##"{"c": {"$type": "number", "one": {"$value": 1, "$description": "first"}, "two": {"$value": 2}}}"##),
            (file: "b.json", text: ##"{"c": {"one": {"$value": 10}, "three": {"$value": 3}}}"##),
        ])
        #expect(built.diagnostics.isEmpty, built.report)
        #expect(built.token("c.one")?.value == .number(10))
        #expect(built.token("c.one")?.description == nil)
        #expect(built.token("c.one")?.origin.file == "b.json")
        #expect(built.token("c.two")?.value == .number(2))
        #expect(built.token("c.three")?.type == .number)
    }
}
