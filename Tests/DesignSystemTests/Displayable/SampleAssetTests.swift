import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Image paths checked against the public folder, through the parser's `assetExists`.
@Suite("Sample images in the public folder")
struct SampleAssetTests {
    static let document = """
    {"items": [
      {"primaryText": "Ada", "image": "images/ada.svg"},
      {"primaryText": "Nobody", "image": "/assets/images/nobody.png"},
      {"primaryText": "Remote", "image": "https://example.com/a.png"}
    ]}
    """

    @Test("a path that names no file is an error at its item; remote images are not checked")
    func missing() throws {
        let (set, diagnostics) = SampleParser.parse(Array(Self.document.utf8), name: "people", file: "samples/people.json",
                                                    assetExists: { $0 == "images/ada.svg" })
        #expect(set == nil)
        #expect(diagnostics.count == 1)
        let problem = try #require(diagnostics.first)
        #expect(problem.rule == .missingImage)
        #expect(problem.path.description == "/items/1/image")
        #expect(problem.line == 3)
        #expect(problem.message.contains("'images/nobody.png'"))
    }

    @Test("without a check every path is accepted")
    func unchecked() {
        let (set, diagnostics) = SampleParser.parse(Array(Self.document.utf8), name: "people", file: "samples/people.json")
        #expect(set != nil && diagnostics.isEmpty)
    }
}
