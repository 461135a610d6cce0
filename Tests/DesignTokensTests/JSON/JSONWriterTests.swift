import Testing
@testable import DesignTokens

/// A number and the text the writer must produce for it.
struct NumberCase: Sendable, CustomTestStringConvertible {
    let value: Double
    let text: String
    var testDescription: String { text }
}

/// A string and its JSON literal.
struct EscapeCase: Sendable, CustomTestStringConvertible {
    let string: String
    let literal: String
    var testDescription: String { literal }
}

@Suite("JSON serialization")
struct JSONWriterTests {
    static let numbers: [NumberCase] = [
        NumberCase(value: 16, text: "16"),
        NumberCase(value: -3, text: "-3"),
        NumberCase(value: 0, text: "0"),
        NumberCase(value: -0.0, text: "-0"),
        NumberCase(value: 1.5, text: "1.5"),
        NumberCase(value: 0.1, text: "0.1"),
        NumberCase(value: -0.25, text: "-0.25"),
        NumberCase(value: 1e30, text: "1e+30"),
        NumberCase(value: 1e-7, text: "1e-07"),
        NumberCase(value: 9_007_199_254_740_991, text: "9007199254740991"),
        NumberCase(value: -9_007_199_254_740_991, text: "-9007199254740991"),
        NumberCase(value: 9_007_199_254_740_992, text: "9007199254740992.0"),
        NumberCase(value: 1e16, text: "1e+16"),
        NumberCase(value: .leastNonzeroMagnitude, text: "5e-324"),
        NumberCase(value: .greatestFiniteMagnitude, text: "1.7976931348623157e+308"),
    ]

    @Test(arguments: numbers)
    func formatsNumbers(_ testCase: NumberCase) throws {
        let text = JSON.number(testCase.value).serialized()
        #expect(text == testCase.text)
        let reparsed = try JSONParser.parse(text)
        #expect(reparsed.doubleValue == testCase.value)
        #expect(reparsed.doubleValue?.sign == testCase.value.sign)
    }

    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func writesNonFiniteNumbersAsNull(_ value: Double) {
        #expect(JSON.array([.number(value)]).serialized() == "[null]")
    }

    static let escapes: [EscapeCase] = [
        EscapeCase(string: "plain", literal: #""plain""#),
        EscapeCase(string: "", literal: #""""#),
        EscapeCase(string: "say \"hi\"", literal: #""say \"hi\"""#),
        EscapeCase(string: #"C:\path"#, literal: #""C:\\path""#),
        EscapeCase(string: "a/b", literal: #""a/b""#),
        EscapeCase(string: "line\nnext\r\ttab", literal: #""line\nnext\r\ttab""#),
        EscapeCase(string: "\u{8}\u{C}", literal: #""\b\f""#),
        EscapeCase(string: "\u{0}\u{1}\u{1F}", literal: #""\u0000\u0001\u001f""#),
        EscapeCase(string: "\u{7F}", literal: "\"\u{7F}\""),
        EscapeCase(string: "héllo ✓ 😀", literal: "\"héllo ✓ 😀\""),
    ]

    @Test(arguments: escapes)
    func escapesStrings(_ testCase: EscapeCase) throws {
        #expect(JSON.string(testCase.string).serialized() == testCase.literal)
        #expect(try JSONParser.parse(testCase.literal) == .string(testCase.string))
    }

    @Test func escapesKeys() {
        let value: JSON = ["a\"b": 1]
        #expect(value.serialized() == #"{"a\"b":1}"#)
    }

    @Test func writesCompactFormWithoutWhitespace() {
        let value: JSON = ["a": 1, "b": [1, 2], "c": [:], "d": [], "e": nil, "f": true]
        #expect(value.serialized() == #"{"a":1,"b":[1,2],"c":{},"d":[],"e":null,"f":true}"#)
        #expect(value.description == value.serialized())
    }

    @Test func writesPrettyFormWithTwoSpaceIndentation() {
        let value: JSON = ["name": "x", "list": [1, 2], "empty": [:], "none": [], "nested": ["a": nil, "b": [[]]]]
        let expected = """
            {
              "name": "x",
              "list": [
                1,
                2
              ],
              "empty": {},
              "none": [],
              "nested": {
                "a": null,
                "b": [
                  []
                ]
              }
            }
            """
        #expect(value.serialized(pretty: true) == expected)
        #expect(JSON.array([]).serialized(pretty: true) == "[]")
        #expect(JSON.string("x").serialized(pretty: true) == #""x""#)
    }

    @Test func sortsKeysWhenAsked() {
        let value: JSON = ["b": 1, "a": ["d": 1, "c": 2], "B": 0]
        #expect(value.serialized(sortedKeys: true) == #"{"B":0,"a":{"c":2,"d":1},"b":1}"#)
        #expect(value.serialized() == #"{"b":1,"a":{"d":1,"c":2},"B":0}"#)
    }

    @Test func serializedBytesAreTheUTF8OfTheText() {
        let value: JSON = ["ü": [1.5, "✓"]]
        #expect(value.serializedBytes() == Array(value.serialized().utf8))
        #expect(value.serializedBytes(pretty: true, sortedKeys: true) == Array(value.serialized(pretty: true, sortedKeys: true).utf8))
    }

    @Test func prettyOutputParsesBackToTheSameValue() throws {
        let text = ##"{"color": {"brand": {"$type": "color", "500": {"$value": "#3366ff", "$extensions": {"x": [1, 2.5, -0, null]}}}}}"##
        let value = try JSONParser.parse(text)
        #expect(try JSONParser.parse(value.serialized(pretty: true)) == value)
        #expect(try JSONParser.parse(value.serializedBytes()) == value)
    }
}
