import Testing
@testable import DesignTokens

/// Pointer text and the tokens it must parse to.
struct PointerCase: Sendable, CustomTestStringConvertible {
    let text: String
    let tokens: [String]
    var testDescription: String { text.isEmpty ? "(empty)" : text }
}

/// Pointer text and what it must resolve to in the RFC 6901 example document.
struct ResolutionCase: Sendable, CustomTestStringConvertible {
    let pointer: String
    let value: JSON?
    var testDescription: String { pointer.isEmpty ? "(empty)" : pointer }
}

@Suite("JSONPointer (RFC 6901)")
struct JSONPointerTests {
    static let parses: [PointerCase] = [
        PointerCase(text: "", tokens: []),
        PointerCase(text: "/", tokens: [""]),
        PointerCase(text: "//", tokens: ["", ""]),
        PointerCase(text: "/a/", tokens: ["a", ""]),
        PointerCase(text: "/a/b", tokens: ["a", "b"]),
        PointerCase(text: "/a~1b", tokens: ["a/b"]),
        PointerCase(text: "/m~0n", tokens: ["m~n"]),
        PointerCase(text: "/~01", tokens: ["~1"]),
        PointerCase(text: "/~10", tokens: ["/0"]),
        PointerCase(text: "/a%20b", tokens: ["a%20b"]),
        PointerCase(text: "/é/✓", tokens: ["é", "✓"]),
        PointerCase(text: "#", tokens: []),
        PointerCase(text: "#/a%20b", tokens: ["a b"]),
        PointerCase(text: "#/c%25d", tokens: ["c%d"]),
        PointerCase(text: "#/%C3%A9", tokens: ["é"]),
        PointerCase(text: "#/a~1b/%7E0", tokens: ["a/b", "~"]),
        PointerCase(text: "#/color/brand", tokens: ["color", "brand"]),
    ]

    @Test(arguments: parses)
    func parsesPointerText(_ testCase: PointerCase) throws {
        let pointer = try #require(JSONPointer(testCase.text))
        #expect(pointer.tokens == testCase.tokens)
    }

    @Test(arguments: ["a", "#a", "a/b", "/~2", "/~", "/a~", "#/%2", "#/%zz", "#/%G0", "#/%FF", "#/%C3", "#/~2"])
    func rejectsMalformedPointers(_ text: String) {
        #expect(JSONPointer(text) == nil)
    }

    @Test func describesTokensWithEscapes() {
        #expect(JSONPointer(tokens: ["color", "brand/primary", "500"]).description == "/color/brand~1primary/500")
        #expect(JSONPointer(tokens: ["a~b", "~1"]).description == "/a~0b/~01")
        #expect(JSONPointer(tokens: [""]).description == "/")
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer(tokens: ["é b"]).description == "/é b")
    }

    @Test(arguments: [["color", "brand/primary", "500"], ["~", "/", "~1", "/~0"], [""], [], ["a", "", "b"]])
    func descriptionParsesBackToTheSameTokens(_ tokens: [String]) throws {
        let pointer = JSONPointer(tokens: tokens)
        #expect(JSONPointer(pointer.description) == pointer)
    }

    @Test func appendsMemberNamesAndIndices() {
        let pointer = JSONPointer.root.appending("color").appending("a/b").appending(0)
        #expect(pointer.tokens == ["color", "a/b", "0"])
        #expect(pointer.description == "/color/a~1b/0")
        #expect(JSONPointer.root.appending(12).description == "/12")
    }

    static let document: JSON = [
        "foo": ["bar", "baz"],
        "": 0,
        "a/b": 1,
        "c%d": 2,
        "e^f": 3,
        "g|h": 4,
        "i\\j": 5,
        "k\"l": 6,
        " ": 7,
        "m~n": 8,
    ]

    static let resolutions: [ResolutionCase] = [
        ResolutionCase(pointer: "", value: document),
        ResolutionCase(pointer: "/foo", value: ["bar", "baz"]),
        ResolutionCase(pointer: "/foo/0", value: "bar"),
        ResolutionCase(pointer: "/foo/1", value: "baz"),
        ResolutionCase(pointer: "/", value: 0),
        ResolutionCase(pointer: "/a~1b", value: 1),
        ResolutionCase(pointer: "/c%d", value: 2),
        ResolutionCase(pointer: "/e^f", value: 3),
        ResolutionCase(pointer: "/g|h", value: 4),
        ResolutionCase(pointer: "/i\\j", value: 5),
        ResolutionCase(pointer: "/k\"l", value: 6),
        ResolutionCase(pointer: "/ ", value: 7),
        ResolutionCase(pointer: "/m~0n", value: 8),
        ResolutionCase(pointer: "#", value: document),
        ResolutionCase(pointer: "#/foo/0", value: "bar"),
        ResolutionCase(pointer: "#/c%25d", value: 2),
        ResolutionCase(pointer: "#/%20", value: 7),
        ResolutionCase(pointer: "#/k%22l", value: 6),
        ResolutionCase(pointer: "/foo/2", value: nil),
        ResolutionCase(pointer: "/foo/-", value: nil),
        ResolutionCase(pointer: "/foo/01", value: nil),
        ResolutionCase(pointer: "/foo/+1", value: nil),
        ResolutionCase(pointer: "/foo/-1", value: nil),
        ResolutionCase(pointer: "/foo/ 1", value: nil),
        ResolutionCase(pointer: "/foo/99999999999999999999999", value: nil),
        ResolutionCase(pointer: "/foo/0/x", value: nil),
        ResolutionCase(pointer: "/missing", value: nil),
        ResolutionCase(pointer: "/ /x", value: nil),
    ]

    @Test(arguments: resolutions)
    func resolvesAgainstTheRFCExample(_ testCase: ResolutionCase) throws {
        let pointer = try #require(JSONPointer(testCase.pointer))
        #expect(pointer.resolve(in: Self.document) == testCase.value)
    }

    @Test func resolvesIntoParsedTokenFiles() throws {
        let tokens = try JSONParser.parse(##"{"color": {"brand/primary": {"500": {"$value": "#3366ff"}}}, "list": [[0, 10]]}"##)
        let pointer = JSONPointer(tokens: ["color", "brand/primary", "500", "$value"])
        #expect(pointer.resolve(in: tokens) == "#3366ff")
        #expect(JSONPointer("/list/0/1")?.resolve(in: tokens) == 10)
    }
}
