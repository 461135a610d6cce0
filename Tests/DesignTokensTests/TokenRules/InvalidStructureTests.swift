import Testing
@testable import DesignTokens

@Suite("Invalid documents, strict: names, token structure and $ properties")
struct InvalidStructureTests {
    static let number = ##""$type": "number", "$value": 1"##

    static let cases: [RefusedCase] = [
        RefusedCase(name: "a name with '.'", document: ##"{"a.b": {\##(number)}}"##,
                    rule: .invalidName, path: "/a.b", message: "must not contain '.'"),
        RefusedCase(name: "a name with '{'", document: ##"{"g": {"a{": {\##(number)}}}"##,
                    rule: .invalidName, path: "/g/a{", message: "must not contain '{'"),
        RefusedCase(name: "a name with '}'", document: ##"{"a}": {"b": {\##(number)}}}"##,
                    rule: .invalidName, path: "/a}", message: "must not contain '}'"),
        RefusedCase(name: "an empty name", document: ##"{"g": {"": {\##(number)}}}"##,
                    rule: .invalidName, path: "/g/", message: "must not be empty"),
        RefusedCase(name: "a token name with a leading '$'", document: ##"{"g": {"$primary": {\##(number)}}}"##,
                    rule: .unknownProperty, path: "/g/$primary", message: "unknown group property '$primary'"),
        RefusedCase(name: "$root that is not a token", document: ##"{"g": {"$root": {"a": {\##(number)}}}}"##,
                    rule: .invalidName, path: "/g/$root", message: "'$root' is reserved"),
        RefusedCase(name: "an unknown $ property on a token", document: ##"{"t": {\##(number), "$customProp": "x"}}"##,
                    rule: .unknownProperty, path: "/t/$customProp", message: "unknown token property '$customProp'"),
        RefusedCase(name: "an unknown $ property on a group", document: ##"{"g": {"$kind": "colors", "t": {\##(number)}}}"##,
                    rule: .unknownProperty, path: "/g/$kind", message: "unknown group property '$kind'"),
        RefusedCase(name: "$value and a child token", document: ##"{"t": {\##(number), "child": {\##(number)}}}"##,
                    rule: .tokenWithChildren, path: "/t/child", message: "cannot also contain 'child'"),
        RefusedCase(name: "$value and a plain member", document: ##"{"t": {\##(number), "note": "x"}}"##,
                    rule: .tokenWithChildren, path: "/t/note", message: "cannot also contain 'note'"),
        RefusedCase(name: "$value at the document root", document: ##"{"$value": 1, "$type": "number"}"##,
                    rule: .tokenWithChildren, path: "", message: "the root of a token document is a group"),
        RefusedCase(name: "both $value and $ref", document: ##"{"a": {\##(number)}, "t": {\##(number), "$ref": "#/a/$value"}}"##,
                    rule: .invalidTokenValue, path: "/t/$ref", message: "either $value or $ref, not both"),
        RefusedCase(name: "an unknown $type, with a suggestion", document: ##"{"t": {"$type": "colour", "$value": 1}}"##,
                    rule: .unknownType, path: "/t/$type", message: "'colour' is not a DTCG type (did you mean 'color'?)"),
        RefusedCase(name: "a $type differing only in case", document: ##"{"t": {"$type": "Color", "$value": 1}}"##,
                    rule: .unknownType, path: "/t/$type", message: "'Color' is not a DTCG type"),
        RefusedCase(name: "an unknown group $type", document: ##"{"g": {"$type": "string", "t": {"$value": "x"}}}"##,
                    rule: .unknownType, path: "/g/$type", message: "'string' is not a DTCG type"),
        RefusedCase(name: "$type not a string", document: ##"{"t": {"$type": 5, "$value": 1}}"##,
                    rule: .unknownType, path: "/t/$type", message: "$type must be a string, found number"),
        RefusedCase(name: "no type anywhere", document: ##"{"g": {"t": {"$value": 1}}}"##,
                    rule: .missingType, path: "/g/t", message: "the type of g.t cannot be determined"),
        RefusedCase(name: "no type: the value is never used to guess", document: ##"{"t": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"##,
                    rule: .missingType, path: "/t", message: "cannot be determined"),
        RefusedCase(name: "$description not a string", document: ##"{"t": {\##(number), "$description": 5}}"##,
                    rule: .invalidTokenValue, path: "/t/$description", message: "must be a string, found number"),
        RefusedCase(name: "group $description not a string", document: ##"{"g": {"$description": ["x"], "t": {\##(number)}}}"##,
                    rule: .invalidTokenValue, path: "/g/$description", message: "must be a string, found array"),
        RefusedCase(name: "$deprecated a number", document: ##"{"t": {\##(number), "$deprecated": 1}}"##,
                    rule: .invalidTokenValue, path: "/t/$deprecated", message: "$deprecated must be true, false or a reason, found number"),
        RefusedCase(name: "$deprecated an object", document: ##"{"g": {"$deprecated": {}, "t": {\##(number)}}}"##,
                    rule: .invalidTokenValue, path: "/g/$deprecated", message: "found object"),
        RefusedCase(name: "$extensions not an object", document: ##"{"t": {\##(number), "$extensions": "x"}}"##,
                    rule: .invalidTokenValue, path: "/t/$extensions", message: "$extensions must be an object, found string"),
        RefusedCase(name: "group $extensions an array", document: ##"{"g": {"$extensions": [], "t": {\##(number)}}}"##,
                    rule: .invalidTokenValue, path: "/g/$extensions", message: "$extensions must be an object, found array"),
        // Beside a DTCG token: a file of bare leaves alone is Style Dictionary's classic dialect (its plain values).
        RefusedCase(name: "a member that is neither token nor group", document: ##"{"g": {"t": 5, "u": {\##(number)}}}"##,
                    rule: .invalidTokenValue, path: "/g/t", message: "must be a token (an object with $value) or a group"),
        RefusedCase(name: "a document that is not an object", document: ##"[1, 2]"##,
                    rule: .invalidTokenValue, path: "", message: "a token document must be a JSON object, found array"),
        RefusedCase(name: "$extends not a string", document: ##"{"a": {"t": {\##(number)}}, "b": {"$extends": {"$ref": "#/a"}}}"##,
                    rule: .invalidExtends, path: "/b/$extends", message: "$extends must be a string"),
    ]

    @Test("each structural rule is an error naming file, path and rule", arguments: cases)
    func refused(_ testCase: RefusedCase) {
        Rules.expectRefused(Rules.build(testCase.document), testCase)
    }

    @Test("every problem is reported, not only the first")
    func collectsEverything() {
        let built = Rules.build(##"{"a.b": {\##(Self.number)}, "t": {\##(Self.number), "$foo": 1}, "u": {"$type": "colour", "$value": 1}, "v": {"$value": 1}}"##)
        #expect(built.set == nil)
        let rules = Set(built.errors.map(\.rule.name))
        #expect(rules == ["invalid-name", "unknown-property", "unknown-type", "missing-type"], built.report)
    }

    @Test("diagnostics carry the line of the member they are about")
    func lines() throws {
        let document = "{\n  \"ok\": {\"$type\": \"number\", \"$value\": 1},\n  \"bad\": {\n    \"$type\": \"number\",\n    \"$value\": \"x\"\n  }\n}"
        let built = Rules.build(document)
        let diagnostic = try #require(built.errors.first, built.report)
        #expect(diagnostic.path.description == "/bad/$value")
        #expect(diagnostic.line == 3)
        #expect(diagnostic.description.hasPrefix("test.tokens.json:3: error: at /bad/$value: "), "\(diagnostic)")
        #expect(diagnostic.description.hasSuffix("[invalid-value]"))
    }
}
