import Testing
@testable import DesignTokens

/// One document read leniently: the JSON it stands for, and the syntax it used beyond JSON.
struct LenientCase: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let equivalent: String
    let kinds: [JSONExtension]

    var testDescription: String { name }
}

@Suite("JSONParser.parseLenient: JSONC and JSON5 syntax, and repeated names")
struct JSONLenientParserTests {
    static let cases: [LenientCase] = [
        LenientCase(name: "plain JSON notes nothing", text: #"{"a": [1, 2.5e3, -0.5, "x"]}"#, equivalent: #"{"a": [1, 2.5e3, -0.5, "x"]}"#, kinds: []),
        LenientCase(name: "line comments", text: "// head\n{\"a\": 1 // trailing\n}", equivalent: #"{"a": 1}"#, kinds: [.comment]),
        LenientCase(name: "block comments", text: "{/* one\n two */\"a\": /* in */ 1}", equivalent: #"{"a": 1}"#, kinds: [.comment]),
        LenientCase(name: "trailing commas", text: #"{"a": [1, 2,], "b": {"c": 3,},}"#, equivalent: #"{"a": [1, 2], "b": {"c": 3}}"#, kinds: [.trailingComma]),
        LenientCase(name: "single-quoted strings and names", text: #"{'a': 'it\'s "x"'}"#, equivalent: #"{"a": "it's \"x\""}"#, kinds: [.singleQuotedString]),
        LenientCase(name: "unquoted names", text: #"{$type: "number", value_2: 1}"#, equivalent: #"{"$type": "number", "value_2": 1}"#, kinds: [.unquotedName]),
        LenientCase(name: "JSON5 numbers", text: "[0x1F, +1, .5, 5., -.25, 1.e2]", equivalent: "[31, 1, 0.5, 5, -0.25, 100]", kinds: [.numberForm]),
        LenientCase(name: "a URL inside a string is not a comment", text: #"{"u": "https://a.example/x"}"#, equivalent: #"{"u": "https://a.example/x"}"#, kinds: []),
    ]

    @Test("each form reads as the JSON it stands for, and is noted", arguments: cases)
    func readsExtendedSyntax(_ testCase: LenientCase) throws {
        let (value, notes) = try JSONParser.parseLenient(Array(testCase.text.utf8))
        #expect(value == (try JSONParser.parse(testCase.equivalent)))
        #expect(notes.extensions.map(\.kind) == testCase.kinds)
        #expect(notes.duplicates.isEmpty)
    }

    @Test("each use is counted, and the first one's line kept")
    func countsUses() throws {
        let text = "{\n  \"a\": 1, // one\n  \"b\": [2,],\n  /* two */ \"c\": 3,\n}"
        let (_, notes) = try JSONParser.parseLenient(Array(text.utf8))
        #expect(notes.extensions == [JSONExtensionUse(kind: .comment, firstLine: 2, count: 2),
                                     JSONExtensionUse(kind: .trailingComma, firstLine: 3, count: 2)])
    }

    @Test("lines after a multi-line comment stay right")
    func linesAfterComments() throws {
        let text = "{\n/* a\nb\nc */\n\"k\": 1}"
        let (value, _) = try JSONParser.parseLenient(Array(text.utf8))
        #expect(value.objectValue?.line(of: "k") == 5)
    }

    @Test("a repeated name: the last value wins in the first one's place, and both lines are noted with the object's path")
    func repeatedNames() throws {
        let text = "{\"g\": {\n \"a\": 1,\n \"b\": 2,\n \"a\": 3\n}, \"list\": [{\"x\": 1, \"x\": 2}]}"
        let (value, notes) = try JSONParser.parseLenient(Array(text.utf8))
        let group = try #require(value.objectValue?["g"]?.objectValue)
        #expect(group.keys == ["a", "b"])
        #expect(group["a"] == .number(3))
        #expect(group.line(of: "a") == 4)
        #expect(notes.duplicates == [DuplicateMember(key: "a", object: try #require(JSONPointer("/g")), firstLine: 2, line: 4),
                                     DuplicateMember(key: "x", object: try #require(JSONPointer("/list/0")), firstLine: 5, line: 5)])
        #expect(notes.duplicates.first?.path.description == "/g/a")
    }

    @Test("what JSON5 does not make a value stays an error", arguments: [
        ("NaN", "[NaN]"), ("Infinity", "[Infinity]"), ("-Infinity", "[-Infinity]"), ("two commas", "[1,,2]"),
        ("a comma alone", "{,}"), ("an unterminated block comment", "{\"a\": 1 /* open"), ("a name starting with a digit", "{1a: 2}"),
        ("a lone slash", "{\"a\": 1 / 2}"), ("two points", "[1.2.3]"), ("a bare word value", "{\"a\": red}"),
    ])
    func stillRefused(_ name: String, _ text: String) {
        #expect(throws: JSONSyntaxError.self, "\(name)") { try JSONParser.parseLenient(Array(text.utf8)) }
    }

    @Test("the strict parser still refuses every extension", arguments: cases.filter { !$0.kinds.isEmpty })
    func strictParserRefuses(_ testCase: LenientCase) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(testCase.text) }
    }
}
