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
