@testable import DesignTokens
import Testing

/// The Android resources export of the fixture.
@Suite struct AndroidExportTests {
    @Test func writesResources() throws {
        expectGolden(try ExportFixture.render(.android), golden: "fixture.xml")
    }

    @Test func alwaysResolvesReferences() throws {
        expectGolden(try ExportFixture.render(.android, resolveAliases: false), golden: "fixture.xml")
    }

    /// The `<dimen>` lines of `document`'s Android resources.
    private func dimensions(_ document: String) throws -> [String] {
        let source = TokenSource(file: "t.tokens.json", document: try JSONParser.parse(Array(document.utf8)))
        let (built, diagnostics) = TokenSetBuilder.build([source], strictness: .strict)
        let set = try #require(built, "\(diagnostics)")
        return try TokenExport.render(set.tokens, from: set, as: .android, options: TokenExportOptions(resolveAliases: true))
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("<dimen") }
    }

    @Test("text sizes are sp, by name or by a typography's fontSize; other dimensions dp", arguments: [
        (#"{"font": {"size": {"body": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}}}"#,
         [#"<dimen name="font_size_body">16sp</dimen>"#]),
        (#"{"fontSize": {"lg": {"$type": "dimension", "$value": {"value": 1.25, "unit": "rem"}}}}"#,
         [#"<dimen name="font_size_lg">20sp</dimen>"#]),
        (#"{"typography": {"size": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}}}, "text-size": {"$type": "dimension", "$value": {"value": 14, "unit": "px"}}}"#,
         [#"<dimen name="text_size">14sp</dimen>"#, #"<dimen name="typography_size">12sp</dimen>"#]),
        (#"{"space": {"size": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}}, "icon": {"font": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}}}}"#,
         [#"<dimen name="space_size">8dp</dimen>"#, #"<dimen name="icon_font">24dp</dimen>"#]),
        (#"{"scale": {"$type": "dimension", "m": {"$value": {"value": 15, "unit": "px"}}, "l": {"$value": {"value": 40, "unit": "px"}}},"#
            + #""body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{scale.m}", "fontWeight": 400,"#
            + #""letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}"#,
         [#"<dimen name="scale_m">15sp</dimen>"#, #"<dimen name="scale_l">40dp</dimen>"#]),
    ])
    func textSizes(document: String, expected: [String]) throws {
        #expect(try dimensions(document) == expected)
    }
}
