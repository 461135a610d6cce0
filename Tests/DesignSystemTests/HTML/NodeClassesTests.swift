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

    @Test func classesBeyondASCIIAreReadAsCharacters() {
        let attributes = [Attribute(name: "class", value: "é\u{00A0}sb-padding--x")]
        #expect(Node.hasClass(startingWith: "sb-padding", in: attributes))
        #expect(Node.hasClass(startingWith: "e\u{301}", in: attributes))
        #expect(!Node.hasClass(startingWith: "x", in: [Attribute(name: "id", value: "x")]))
    }
}
