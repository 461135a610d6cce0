import Testing
@testable import DesignTokens

/// Members without `$` beside a token's `$value` that are no child tokens (GitHub Primer's
/// `"alpha": 0.2`): kept as data on the token when tolerant, with a warning; the existing
/// token-with-children error when strict; exported under `$extensions` so the DTCG output is strict.
@Suite("Tolerance: extra members beside $value")
struct ExtraMemberTests {
    static let red = Rules.srgbJSON(1, 0, 0)

    static func member(_ name: String, _ json: String) -> ToleranceCase {
        ToleranceCase(name: name, document: ##"{"t": {"$type": "color", "$value": \##(Self.red), "\##(name)": \##(json)}}"##,
                      rule: .extraTokenMember, path: "/t/\(name)", type: .color, value: .color(Rules.srgb(1, 0, 0)),
                      strictRule: .tokenWithChildren)
    }

    static let cases: [ToleranceCase] = [
        member("alpha", "0.2"),
        member("note", #""brand red""#),
        member("flags", "[true, false]"),
        member("meta", ##"{"figma": {"id": 4}}"##),
    ]

    @Test("tolerant: the token loads with one warning", arguments: cases)
    func tolerant(_ testCase: ToleranceCase) { testCase.expectTolerated() }

    @Test("strict: token-with-children, as before", arguments: cases)
    func strict(_ testCase: ToleranceCase) { testCase.expectRefusedWhenStrict() }

    @Test("the members are kept on the token, in file order")
    func kept() throws {
        let built = Rules.build(##"{"t": {"alpha": 0.2, "$type": "color", "$value": \##(Self.red), "note": "x"}}"##, .tolerant)
        let token = try #require(built.token("t"), built.report)
        #expect(token.extraMembers == JSONObject([("alpha", .number(0.2)), ("note", .string("x"))]))
        #expect(built.warnings.map(\.message) == [
            "a token (an object with $value) has no member 'alpha'; it is kept as data on the token (not a child token, and not part of its value)",
            "a token (an object with $value) has no member 'note'; it is kept as data on the token (not a child token, and not part of its value)",
        ])
    }

    @Test("a member written as a token or group is still token-with-children, even tolerant", arguments: [
        ##"{"$value": 2}"##, ##"{"$type": "number"}"##, ##"{"inner": {"$value": 2}}"##,
    ])
    func childToken(json: String) {
        Rules.expectRefused(Rules.build(##"{"t": {"$type": "number", "$value": 1, "x": \##(json)}}"##, .tolerant),
                            RefusedCase(name: "", document: "", rule: .tokenWithChildren, path: "/t/x", message: "cannot also contain 'x'"))
    }

    @Test("the DTCG export moves them under $extensions, beside the token's own")
    func dtcgExport() throws {
        let document = ##"{"t": {"$type": "color", "$value": \##(Self.red), "alpha": 0.2, "$extensions": {"org.example": true}}, "u": {"$type": "color", "$value": "{t}", "alpha": 1}}"##
        let set = try #require(Rules.build(document, .tolerant).set)
        let exported = try JSONParser.parse(TokenExport.render(set.tokens, from: set, as: .dtcg))
        #expect(exported["t"]?["$extensions"] == .object(JSONObject([("org.example", true), ("com.swatchbook.members", ["alpha": 0.2])])))
        #expect(exported["u"]?["$extensions"] == ["com.swatchbook.members": ["alpha": 1]])
        #expect(exported["t"]?["alpha"] == nil)
        let strict = TokenSetBuilder.build([TokenSource(file: "out.tokens.json", document: exported)], strictness: .strict)
        #expect(strict.0 != nil, Rules.report(strict.1))
    }
}
