import Testing
@testable import DesignTokens

/// A scale's steps are listed by value, wherever each step is defined; any other group keeps the
/// order of first definition (issue 28, item 5).
@Suite struct SiblingOrderTests {
    @Test("siblings whose names are all numbers are listed by value; others as defined", arguments: [
        (["200", "900", "50", "100", "500"], ["50", "100", "200", "500", "900"]),
        (["1.5", "0.5", "10", "1", "2"], ["0.5", "1", "1.5", "2", "10"]),
        (["05", "4", "5", "5.0"], ["4", "05", "5", "5.0"]),
        (["100000000000000000000001", "100000000000000000000000", "99"], ["99", "100000000000000000000000", "100000000000000000000001"]),
        (["strong", "50", "base", "10"], ["strong", "50", "base", "10"]),
        (["500", "100", "0.5x"], ["500", "100", "0.5x"]),
        (["900"], ["900"]),
    ])
    func order(names: [String], expected: [String]) {
        let members = names.enumerated().map { (name: $0.element, node: $0.offset) }
        #expect(SiblingOrder.ordered(members).map(\.name) == expected)
    }

    @Test("a number is digits with at most one dot between digits", arguments: [
        ("50", true), ("0", true), ("0.5", true), ("12.75", true), ("007", true),
        (".5", false), ("5.", false), ("1.2.3", false), ("-1", false), ("+1", false), ("1e3", false), ("", false), ("5 ", false), ("٣", false),
    ])
    func number(name: String, isNumber: Bool) {
        #expect(SiblingOrder.isNumber(name) == isNumber)
    }

    @Test("a scale split over sources is listed by value in the resolved set, its groups too")
    func resolvedSet() throws {
        let core = #"{"color": {"$type": "number", "brand": {"200": {"$value": 1}, "900": {"$value": 1}},"#
            + #" "accent": {"strong": {"$value": 1}, "50": {"$value": 1}}}}"#
        let theme = #"{"color": {"brand": {"50": {"$value": 1}, "500": {"$value": 1}, "100": {"$value": 1}},"#
            + #" "accent": {"base": {"$value": 1}}}, "space": {"$type": "number", "12": {"$value": 6}, "2": {"$value": 2}, "1": {"$value": 4}}}"#
        let sources = try [("core.tokens.json", core), ("theme.tokens.json", theme)].map { file, text in
            TokenSource(file: file, document: try JSONParser.parse(text))
        }
        let (set, diagnostics) = TokenSetBuilder.build(sources, strictness: .strict)
        let tokens = try #require(set, "\(diagnostics)").tokens.map(\.path.description)
        #expect(tokens == ["color.brand.50", "color.brand.100", "color.brand.200", "color.brand.500", "color.brand.900",
                           "color.accent.strong", "color.accent.50", "color.accent.base", "space.1", "space.2", "space.12"])
    }

    @Test("groups named by numbers are listed by value too")
    func numberedGroups() throws {
        let text = #"{"size": {"$type": "number", "20": {"a": {"$value": 1}}, "3": {"a": {"$value": 2}}, "100": {"a": {"$value": 3}}}}"#
        let (set, diagnostics) = TokenSetBuilder.build([TokenSource(file: "size.tokens.json", document: try JSONParser.parse(text))],
                                                       strictness: .strict)
        let resolved = try #require(set, "\(diagnostics)")
        #expect(resolved.tokens.map(\.path.description) == ["size.3.a", "size.20.a", "size.100.a"])
        #expect(resolved.groups.map(\.path.description).suffix(3) == ["size.3", "size.20", "size.100"])
    }
}
