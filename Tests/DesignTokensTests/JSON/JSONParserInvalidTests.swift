import Testing
@testable import DesignTokens

/// An invalid document with where the error must point and part of what it must say.
struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    let input: [UInt8]
    let line: Int
    let column: Int
    let fragment: String

    init(_ input: String, _ line: Int, _ column: Int, _ fragment: String) {
        self.init(bytes: Array(input.utf8), line, column, fragment)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ fragment: String) {
        self.input = bytes
        self.line = line
        self.column = column
        self.fragment = fragment
    }

    var testDescription: String { String(decoding: input, as: UTF8.self) }
}

@Suite("JSONParser rejects invalid documents with a position and a clear message")
struct JSONParserInvalidTests {
    static let cases: [SyntaxErrorCase] = [
        SyntaxErrorCase("", 1, 1, "the document is empty"),
        SyntaxErrorCase("   \n  ", 2, 3, "the document is empty"),
        SyntaxErrorCase(#"{"a":1,}"#, 1, 7, "trailing comma before '}'"),
        SyntaxErrorCase("[1,2,]", 1, 5, "trailing comma before ']'"),
        SyntaxErrorCase("[\r\n1,\r\n]", 2, 2, "trailing comma before ']'"),
        SyntaxErrorCase("[\r1 2]", 2, 3, "expected ',' or ']' after array element, found '2'"),
        SyntaxErrorCase("{'a':1}", 1, 2, "expected a member name in double quotes, found ''' (JSON strings use double quotes)"),
        SyntaxErrorCase("['a']", 1, 2, "(JSON strings use double quotes)"),
        SyntaxErrorCase("[1] // note", 1, 5, "expected end of file after the JSON value, found '/' (comments are not allowed in JSON)"),
        SyntaxErrorCase("/* c */ 1", 1, 1, "comments are not allowed in JSON"),
        SyntaxErrorCase("NaN", 1, 1, "NaN is not a valid JSON number"),
        SyntaxErrorCase("[Infinity]", 1, 2, "Infinity is not a valid JSON number"),
        SyntaxErrorCase("[-Infinity]", 1, 2, "-Infinity is not a valid JSON number"),
        SyntaxErrorCase("01", 1, 1, "numbers must not have leading zeros, found '01'"),
        SyntaxErrorCase("[-012]", 1, 2, "found '-012'"),
        SyntaxErrorCase("+1", 1, 1, "a number must not start with '+'"),
        SyntaxErrorCase(".5", 1, 1, "a number must have a digit before '.'"),
        SyntaxErrorCase("1.", 1, 3, "expected a digit after the decimal point, found end of file"),
        SyntaxErrorCase("1.e5", 1, 3, "expected a digit after the decimal point, found 'e5'"),
        SyntaxErrorCase("1e", 1, 3, "expected a digit in the exponent, found end of file"),
        SyntaxErrorCase("1e+", 1, 4, "expected a digit in the exponent"),
        SyntaxErrorCase("-", 1, 2, "expected a digit after '-', found end of file"),
        SyntaxErrorCase("1e999", 1, 1, "number 1e999 is too large for a 64-bit float"),
        SyntaxErrorCase("[0, -1e400]", 1, 5, "number -1e400 is too large"),
        SyntaxErrorCase("[1 2]", 1, 4, "expected ',' or ']' after array element, found '2'"),
        SyntaxErrorCase("1 2", 1, 3, "expected end of file after the JSON value, found '2'"),
        SyntaxErrorCase("[1]]", 1, 4, "expected end of file after the JSON value, found ']'"),
        SyntaxErrorCase(#"{"a" 1}"#, 1, 6, #"expected ':' after key "a", found '1'"#),
        SyntaxErrorCase("{\n  \"name\": \"x\"\n  \"other\": 1\n}", 3, 3, "expected ',' or '}' after object member, found '\"'"),
        SyntaxErrorCase(#"{"a":1,"a":2}"#, 1, 8, #"duplicate key "a" (first defined on line 1)"#),
        SyntaxErrorCase(#"{"a":}"#, 1, 6, "expected a value (object, array, string, number, true, false or null), found '}'"),
        SyntaxErrorCase("[", 1, 2, "expected a value (object, array, string, number, true, false or null), found end of file"),
        SyntaxErrorCase("{", 1, 2, "expected a member name in double quotes, found end of file"),
        SyntaxErrorCase("{1:2}", 1, 2, "expected a member name in double quotes, found '1'"),
        SyntaxErrorCase("tru", 1, 1, "found 'tru'"),
        SyntaxErrorCase("[truex]", 1, 2, "found 'truex'"),
        SyntaxErrorCase("True", 1, 1, "found 'True'"),
        SyntaxErrorCase("nul", 1, 1, "found 'nul'"),
        SyntaxErrorCase("\u{1}", 1, 1, "found control character U+0001"),
        SyntaxErrorCase("\"é\" x", 1, 5, "expected end of file after the JSON value, found 'x'"),
        SyntaxErrorCase("[\"✓✓\", ü]", 1, 8, "found 'ü'"),
        SyntaxErrorCase("\"abc", 1, 1, "unterminated string: the closing '\"' is missing"),
        SyntaxErrorCase("{\"a\": \"b\n}", 1, 9, "unterminated string: line break before the closing '\"'"),
        SyntaxErrorCase("\"a\tb\"", 1, 3, "tab character inside a string"),
        SyntaxErrorCase("\"a\u{1F}\"", 1, 3, "control character U+001F inside a string (write \\u001F instead)"),
        SyntaxErrorCase(#""\x""#, 1, 2, "invalid escape in string: '\\' followed by 'x'"),
        SyntaxErrorCase(#""\'""#, 1, 2, "invalid escape in string: '\\' followed by '''"),
        SyntaxErrorCase(#""\"#, 1, 2, "invalid escape in string: '\\' followed by end of file"),
        SyntaxErrorCase(#""\u12""#, 1, 6, "expected four hexadecimal digits after \\u, found '\"'"),
        SyntaxErrorCase(#""\u12G4""#, 1, 6, "expected four hexadecimal digits after \\u, found 'G4'"),
        SyntaxErrorCase(#""\uD800""#, 1, 2, "unpaired surrogate \\uD800 in string: a high surrogate must be followed by a low surrogate"),
        SyntaxErrorCase(#""\udc00x""#, 1, 2, "unpaired surrogate \\udc00 in string: a low surrogate must follow a high surrogate"),
        SyntaxErrorCase(#""\uD800\u0041""#, 1, 2, "found \\u0041"),
        SyntaxErrorCase(bytes: [0x22, 0xFF, 0x22], 1, 2, "invalid UTF-8 byte 0xFF in string"),
        SyntaxErrorCase(bytes: [0x22, 0x61, 0xC0, 0x80, 0x22], 1, 3, "invalid UTF-8 byte 0xC0 in string"),
        SyntaxErrorCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xED in string"),
        SyntaxErrorCase(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xF4 in string"),
        SyntaxErrorCase(bytes: [0x22, 0xE2, 0x9C], 1, 2, "invalid UTF-8 byte 0xE2 in string"),
        SyntaxErrorCase(bytes: [0x22, 0xE2, 0x9C, 0x22], 1, 2, "invalid UTF-8 byte 0xE2 in string"),
        SyntaxErrorCase(bytes: [0x5B, 0xFF, 0x5D], 1, 2, "found invalid UTF-8 byte 0xFF"),
        SyntaxErrorCase(bytes: [0xEF, 0xBB, 0xBF, 0x78], 1, 1, "found 'x'"),
        SyntaxErrorCase(bytes: [0x5B, 0x31, 0x2C, 0xEF, 0xBB, 0xBF, 0x32, 0x5D], 1, 4, "found '\u{FEFF}'"),
        SyntaxErrorCase(bytes: [0x5B, 0x31, 0x00, 0x5D], 1, 3, "found control character U+0000"),
    ]

    @Test(arguments: cases)
    func reportsPositionAndMessage(_ testCase: SyntaxErrorCase) {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(testCase.input)
        }
        #expect(error?.line == testCase.line)
        #expect(error?.column == testCase.column)
        #expect(error?.message.contains(testCase.fragment) == true, "message was: \(error?.message ?? "none")")
    }

    @Test func describesTheErrorWithLineAndColumn() throws {
        let text = "{\n  \"size\": 16,\n  \"color\": \"red\" \"blue\"\n}"
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(text)
        }
        #expect(error?.description == "line 3, column 18: expected ',' or '}' after object member, found '\"'")
    }

    @Test func reportsDuplicateKeysWithTheFirstLine() throws {
        let members = (0..<20).map { "\"key\($0)\": \($0)" }.joined(separator: ",\n")
        let text = "{\n\(members),\n\"key3\": 0\n}"
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(text)
        }
        #expect(error?.line == 22)
        #expect(error?.column == 1)
        #expect(error?.message == #"duplicate key "key3" (first defined on line 5)"#)
    }
}
