import Testing
@testable import DesignTokens

@Suite("Diagnostics")
struct DiagnosticTests {
    @Test("suggestions catch likely typos only", arguments: [
        ("nmae", ["name", "port"], "name"), ("conections", ["connections", "bodyBytes"], "connections"),
        ("PORT", ["port"], "port"), ("colour", ["name", "port"], nil), ("x", ["y"], "y"), ("threads", [], nil),
    ] as [(String, [String], String?)])
    func suggestions(name: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: name, among: candidates) == expected)
    }

    @Test("the closest of several at the same distance is the first; a swap of neighbours is one edit", arguments: [
        ("bule", ["blue", "bile", "bulk"], "blue"), ("abcd", ["abdc", "abce"], "abdc"), ("abc", ["abd", "abe"], "abd"),
    ] as [(String, [String], String?)])
    func ties(name: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: name, among: candidates) == expected)
    }

    @Test("the bounded distance agrees with the full one where it answers", arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("ab", "ba", 1), ("flaw", "lawn", 2), ("same", "same", 0),
    ])
    func bounded(a: String, b: String, edits: Int) {
        #expect(Suggestion.distance(a, b) == edits)
        #expect(Suggestion.distance(Array(a), Array(b), atMost: edits) == edits)
        #expect(Suggestion.distance(Array(a), Array(b), atMost: edits - 1) == nil)
    }

    @Test("a name from a URL of kilobytes gets no suggestion, whatever the candidates")
    func longName() {
        let long = String(repeating: "a", count: Suggestion.longestName + 1)
        #expect(Suggestion.closest(to: long, among: [long, String(long.dropLast())]) == nil)
        let longest = String(repeating: "a", count: Suggestion.longestName)
        #expect(Suggestion.closest(to: longest + "b", among: [longest]) == nil)
        #expect(Suggestion.closest(to: String(longest.dropLast()) + "b", among: [longest]) == longest)
        let kilobytes = String(repeating: "x", count: 8_192)
        #expect(Suggestion.closest(to: kilobytes, among: Array(repeating: kilobytes, count: 10_000)) == nil)
    }

    @Test("the description names file, line, path, severity and rule")
    func description() {
        let diagnostic = Diagnostic(.outOfRange, file: "Config/swatchbook.json",
                                    path: JSONPointer(tokens: ["limits", "connections"]), line: 7, "must be positive")
        #expect(diagnostic.description == "Config/swatchbook.json:7: error: at /limits/connections: must be positive [out-of-range]")
        let warning = Diagnostic(.invalidValue, severity: .warning, file: "a.json", "odd")
        #expect(warning.description == "a.json: warning: odd [invalid-value]")
    }

    @Test("an object reader reports unknown members with the closest known name")
    func reader() {
        let document: JSON = ["name": "x", "prot": 80, "limits": ["conections": 1]]
        var reader = ObjectReader(document, file: "f.json")
        _ = reader.string("name")
        _ = reader.integer("port", in: 0...65_535)
        reader.object("limits") { limits in _ = limits.integer("connections", in: 1...10) }
        reader.finish()
        #expect(reader.diagnostics.map(\.message) == [
            "unknown member 'conections' (did you mean 'connections'?)",
            "unknown member 'prot' (did you mean 'port'?)",
        ])
        #expect(reader.diagnostics.map(\.path.description) == ["/limits/conections", "/prot"])
    }
}
