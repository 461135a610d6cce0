import MicroHTTP
import Testing
@testable import StyleGuide

/// The type a link to a file not rendered yet is guessed to have: the API's answers by their
/// format whatever their name ends with, other files by their extension.
@Suite struct ExportExpectedTypeTests {
    static func page(_ path: String, _ items: [QueryItems.Item] = []) -> ExportPage {
        ExportPage(kind: .file, path: path, items: items, choices: [])
    }

    @Test("the type guessed for a file", arguments: [
        (page("/api/tokens"), "application/json"),
        (page("/api/tokens/font.size.md", [.init(name: "theme", value: "dark")]), "application/json"),
        (page("/api/tokens/radius.sm"), "application/json"),
        (page("/api/tokens/color.brand.500"), "application/json"),
        (page("/api/openapi.json"), "application/json"),
        (page("/api/tokens", [.init(name: "format", value: "css")]), "text/css"),
        (page("/_swatchbook/css/guide.css"), "text/css"),
        (page("/llms.txt"), "text/plain"),
        (page("/index.json"), "application/json"),
    ])
    func guessed(page: ExportPage, essence: String) {
        #expect(ExportLinkResolver.expectedMediaType(of: page)?.essence == essence)
    }

    @Test("a file off the API without a known extension has no guessed type")
    func unknown() {
        #expect(ExportLinkResolver.expectedMediaType(of: Self.page("/assets/LICENSE")) == nil)
        #expect(ExportLinkResolver.expectedMediaType(of: Self.page("/api/tokens", [.init(name: "format", value: "nope")])) == nil)
    }
}
