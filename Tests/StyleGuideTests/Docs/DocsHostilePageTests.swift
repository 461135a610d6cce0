import Testing
@testable import StyleGuide

/// Pages that took Ink, the markdown package Swatchbook used before its own reader, from minutes to
/// years or into a loop (found by fuzzing: Tests/Fuzz/Regressions/docs/unclosed-*): each renders as the
/// text it is, its brackets and `<` kept as written. (Larger generated cases: ``MarkdownHostileTests``.)
@Suite("Docs: pages that hung Ink")
struct DocsHostilePageTests {
    /// Brackets that cannot start a link.
    static let brackets: [String] = [
        String(repeating: "[", count: 40) + "d\n",
        "Intro " + String(repeating: "![a", count: 40) + "\n",
        String(repeating: "[a](", count: 2_000) + "\n",
        String(repeating: "[a][", count: 100) + "\n",
        String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40) + "\n",
        (0..<40).map { _ in "- [a\n" }.joined() + "\n" + String(repeating: "]", count: 40) + "\n",
    ]

    @Test("a page of brackets that cannot start a link renders, each bracket as text", arguments: brackets)
    func hostilePage(markdown: String) throws {
        let html = renderedDocsPage(markdown)
        #expect(html.filter { $0 == "[" }.count == markdown.filter { $0 == "[" }.count, "\(html.prefix(300))")
        #expect(!html.contains("&#91;") && !html.contains("<a "))
    }

    /// A `<p` (or `<P`) inside a paragraph that no `>` follows: no tag, so text.
    static let openTags: [String] = ["x<p", "Use the <pre element", "A path: x <P\n\nand more text", "x<path d=\"M0 0\""]

    @Test("a page with a <p that no > follows renders, the < as text", arguments: openTags)
    func openTag(markdown: String) {
        let html = renderedDocsPage(markdown)
        #expect(html.contains("&lt;p") || html.contains("&lt;P"), "\(html)")
    }
}
