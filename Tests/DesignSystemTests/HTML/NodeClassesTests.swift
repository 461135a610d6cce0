import Testing
@testable import DesignSystem

/// The classes of an element, read by bytes when they are ASCII and by characters otherwise, the same either way.
@Suite("Node classes")
struct NodeClassesTests {
    /// A `class` attribute's value and the classes it holds.
    static let cases: [(String?, [String])] = [
        (nil, []), ("", []), ("a", ["a"]), ("a b", ["a", "b"]), ("  a \t b\n", ["a", "b"]), ("a\r\nb\u{0B}c\u{0C}d", ["a", "b", "c", "d"]),
        ("a\u{1F}b", ["a\u{1F}b"]), ("é\u{00A0}b", ["é", "b"]), ("a\u{2003}b c", ["a", "b", "c"]), ("sb-padding--x sb-margin--y", ["sb-padding--x", "sb-margin--y"]),
    ]

    @Test(arguments: cases)
    func classesAreSplitAtWhitespace(_ example: (String?, [String])) {
        let attributes = [Attribute(name: "id", value: "x")] + (example.0.map { [Attribute(name: "class", value: $0)] } ?? [])
        let classes: [String] = Node.classes(in: attributes).map { String($0) }
        let byCharacters: [String] = (example.0 ?? "").split(whereSeparator: { $0.isWhitespace }).map { String($0) }
        #expect(classes == example.1)
        #expect(classes == byCharacters)
    }

    @Test(arguments: [("sb-padding--", true), ("sb-margin", true), ("sb-back", false), ("b", false), ("é", false), ("", true)])
    func aClassStartingWithAPrefixIsFound(_ example: (String, Bool)) {
        let attributes = [Attribute(name: "class", value: "card sb-padding--space__4\tsb-margin--space__2")]
        #expect(Node.hasClass(startingWith: example.0, in: attributes) == example.1)
    }

    /// Whether a class starts with `prefix`, by the definition: the value split into Characters at whitespace.
    /// (U+0600 joins the space after it into one Character that is not whitespace; a combining mark
    /// on a space leaves it whitespace.)
    static func byCharacters(_ value: String, _ prefix: String) -> Bool {
        value.split(whereSeparator: { $0.isWhitespace }).contains { $0.hasPrefix(prefix) }
    }

    @Test("a class starting with a prefix is found as the Character definition finds it, ASCII or not", arguments: [
        ("sb-padding--x", "sb-padding--", true), ("xsb-padding--x", "sb-padding--", false), ("a sb-pad", "sb-padding--", false),
        ("a\tsb-padding--x", "sb-padding--", true), ("sb-paddingsb-padding--", "sb-padding--", false), ("  ", "sb", false),
        ("sb-padding--x\u{301}", "sb-padding--", true), ("\u{0600} sb-padding--", "sb-padding--", false), ("\u{0600}sb-p", "sb-p", false),
        ("a \u{301}sb-p", "sb-p", true), ("sb-p", "sb p", false), ("a b", " ", false), ("a", "", true), ("", "", false),
        ("sb-padding--\u{301}", "sb-padding--", false), ("a\u{1F}sb-p", "sb-p", false), ("a\u{0C}sb-p", "sb-p", true),
    ])
    func prefixesAsCharactersFindThem(_ example: (String, String, Bool)) {
        let attributes = [Attribute(name: "class", value: example.0)]
        #expect(Node.hasClass(startingWith: example.1, in: attributes) == example.2)
        #expect(Self.byCharacters(example.0, example.1) == example.2)
    }

    @Test("an ASCII value is answered by the byte scan itself; a byte beyond ASCII, an empty prefix or one with whitespace leaves it to the Characters",
          arguments: [("card sb-padding--x", "sb-padding--", true as Bool?), ("card", "sb-", false), ("a\u{0B}b", "b", true),
                      ("é sb-p", "sb-p", nil), ("sb-p", "é", nil), ("a", "", nil), ("a b", "a b", nil)])
    func theByteScanAnswersASCII(_ example: (String, String, Bool?)) {
        #expect(Node.asciiClass(startingWith: example.1, in: example.0) == example.2)
    }

    @Test("random class values: found exactly when the Character definition finds it")
    func randomValuesAgree() {
        let pieces = ["sb-", "padding", "--", "x", "-", " ", "  ", "\t", "\n", "\u{0B}", "\u{1F}", "é", "\u{301}", "\u{00A0}", "\u{2003}", "\u{0600}", "p"]
        let prefixes = ["sb-padding--", "sb-", "p", "x-", "-", "é", "sb p", ""]
        var state: UInt64 = 0x5EED_C1A5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var disagreements: [String] = []
        for _ in 0..<3_000 {
            let value = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
            let prefix = prefixes[next(prefixes.count)]
            if Node.hasClass(startingWith: prefix, in: [Attribute(name: "class", value: value)]) != Self.byCharacters(value, prefix) {
                disagreements.append("\(Array(value.unicodeScalars)) / \(prefix)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func classesBeyondASCIIAreReadAsCharacters() {
        let attributes = [Attribute(name: "class", value: "é\u{00A0}sb-padding--x")]
        #expect(Node.hasClass(startingWith: "sb-padding", in: attributes))
        #expect(Node.hasClass(startingWith: "e\u{301}", in: attributes))
        #expect(!Node.hasClass(startingWith: "x", in: [Attribute(name: "id", value: "x")]))
    }
}
