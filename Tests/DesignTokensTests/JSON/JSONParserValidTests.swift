import Testing
@testable import DesignTokens

/// A valid document and its compact serialization after parsing.
struct RoundTripCase: Sendable, CustomTestStringConvertible {
    let input: String
    let compact: String
    var testDescription: String { input }
}

@Suite("JSONParser accepts valid documents")
struct JSONParserValidTests {
    static let roundTrips: [RoundTripCase] = [
        RoundTripCase(input: "null", compact: "null"),
        RoundTripCase(input: " true ", compact: "true"),
        RoundTripCase(input: "false", compact: "false"),
        RoundTripCase(input: "0", compact: "0"),
        RoundTripCase(input: "-0", compact: "-0"),
        RoundTripCase(input: "1.5", compact: "1.5"),
        RoundTripCase(input: "1E2", compact: "100"),
        RoundTripCase(input: "1e-2", compact: "0.01"),
        RoundTripCase(input: "-12.5e+1", compact: "-125"),
        RoundTripCase(input: "0.1", compact: "0.1"),
        RoundTripCase(input: "123456789012345678", compact: "1.2345678901234568e+17"),
        RoundTripCase(input: "999999999999999", compact: "999999999999999"),
        RoundTripCase(input: "1e-400", compact: "0"),
        RoundTripCase(input: "[1e308]", compact: "[1e+308]"),
        RoundTripCase(input: "\t[ 1 ,\r\n 2 ]\n", compact: "[1,2]"),
        RoundTripCase(input: "[]", compact: "[]"),
        RoundTripCase(input: "{}", compact: "{}"),
        RoundTripCase(input: #"{"b": 1, "a": 2}"#, compact: #"{"b":1,"a":2}"#),
        RoundTripCase(input: #"{"z": {"y": [], "x": {}}, "w": [{}, [[]]]}"#, compact: #"{"z":{"y":[],"x":{}},"w":[{},[[]]]}"#),
        RoundTripCase(input: #""\u0041\n\/""#, compact: #""A\n/""#),
        RoundTripCase(input: #""\ud83d\ude00""#, compact: "\"😀\""),
        RoundTripCase(input: "\"héllo ✓\"", compact: "\"héllo ✓\""),
        RoundTripCase(input: #""\u0000""#, compact: #""\u0000""#),
        RoundTripCase(input: #""\u001F""#, compact: #""\u001f""#),
        RoundTripCase(input: #""\b\f\r\t""#, compact: #""\b\f\r\t""#),
        RoundTripCase(input: #""\"\\""#, compact: #""\"\\""#),
        RoundTripCase(input: #""a\u00e9b""#, compact: "\"aéb\""),
        RoundTripCase(input: ##"{"$type": "color", "$value": "#ff0000"}"##, compact: ##"{"$type":"color","$value":"#ff0000"}"##),
    ]

    @Test(arguments: roundTrips)
    func parsesAndSerializesCompactly(_ testCase: RoundTripCase) throws {
        let value = try JSONParser.parse(testCase.input)
        #expect(value.serialized() == testCase.compact)
        #expect(try JSONParser.parse(Array(testCase.input.utf8)) == value)
    }

    @Test func keepsMemberOrderOfTheFile() throws {
        let value = try JSONParser.parse(#"{"zeta": 1, "alpha": 2, "mid": {"2": 0, "10": 0, "1": 0}}"#)
        #expect(value.objectValue?.keys == ["zeta", "alpha", "mid"])
        #expect(value["mid"]?.objectValue?.keys == ["2", "10", "1"])
    }

    @Test func readsScalarsIntoTheirCases() throws {
        let value = try JSONParser.parse(#"{"s": "text", "n": -2.25, "b": false, "z": null, "a": [1, "x"]}"#)
        #expect(value["s"] == .string("text"))
        #expect(value["n"] == .number(-2.25))
        #expect(value["b"] == .bool(false))
        #expect(value["z"] == .null)
        #expect(value["a"] == .array([.number(1), .string("x")]))
    }

    @Test func recordsTheLineOfEachKey() throws {
        let text = "{\n  \"first\": 1,\r\n  \"second\": {\r    \"inner\": true\n  },\n\n  \"third\": [\n    1\n  ]\n}"
        let value = try JSONParser.parse(text)
        let object = try #require(value.objectValue)
        #expect(object.line(of: "first") == 2)
        #expect(object.line(of: "second") == 3)
        #expect(object["second"]?.objectValue?.line(of: "inner") == 4)
        #expect(object.line(of: "third") == 7)
        #expect(object.line(of: "missing") == nil)
    }

    @Test func skipsALeadingByteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": "b"}"#.utf8))
        #expect(value == ["a": "b"])
    }

    @Test func decodesStringsWithEscapesBetweenLongRuns() throws {
        let run = String(repeating: "abcdé", count: 100)
        let value = try JSONParser.parse("\"\(run)\\n\(run)\\u0021\(run)\"")
        #expect(value == .string(run + "\n" + run + "!" + run))
    }
}
