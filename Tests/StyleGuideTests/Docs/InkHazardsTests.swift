import Testing
@testable import StyleGuide

/// What Ink cannot read in linear time or at all (found by fuzzing: Tests/Fuzz/Regressions/docs/unclosed-*)
/// reaches it as character references: brackets that cannot start a link, which it would read again and
/// again, and a `<p` with no `>` after it, on which it loops for ever. The page shows them as the text
/// they are, and pages without them reach Ink unchanged.
@Suite("Docs: what Ink cannot read")
struct InkHazardsTests {
    /// Pages that took Ink from minutes to years (30 and more brackets that cannot start a link).
    static let hostile: [String] = [
        String(repeating: "[", count: 40) + "d\n",
        "Intro " + String(repeating: "![a", count: 40) + "\n",
        String(repeating: "[a](", count: 2_000) + "\n",
        String(repeating: "[a][", count: 100) + "\n",
        String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40) + "\n",
        (0..<40).map { _ in "- [a\n" }.joined() + "\n" + String(repeating: "]", count: 40) + "\n",
    ]

    @Test("a page of brackets that cannot start a link renders, each bracket as text", .timeLimit(.minutes(1)), arguments: hostile)
    func hostilePage(markdown: String) throws {
        let html = renderedDocsPage(markdown)
        #expect(html.filter { $0 == "[" }.count == markdown.filter { $0 == "[" }.count, "\(html.prefix(300))")
        #expect(!html.contains("&#91;") && !html.contains("<a "))
    }

    /// Markdown that any docs page may hold, which must reach Ink as written.
    static let ordinary: [String] = [
        "A [link](other.md), an ![image](a.png \"title\"), a [linked ![image](i.png)](x.md) and a [reference][ref].\n\n[ref]: https://example.com\n",
        "Some [brackets] in prose, [a note (with parentheses)], and [three] [separate] [ones].\n",
        "Arrays in code: `[[[[[[[[[[`, and a [link](a.md) after them.\n",
        "```json\n[[[[[[[[[[[[\n[[[[[[[[[[[[\n```\n\nText.\n",
        "Four open ones: [a [b [c [d, then nothing.\n",
        "A link [across\nlines](x.md), and [one](with (nested) parentheses).\n",
        "<p>Raw HTML</p>, a <pre>block</pre>, `x<p` in code, and `<P` before a > later.\n",
        "```\nif a<pivot\n```\n",
    ]

    /// Pages with a `<p` (or `<P`) that no `>` follows, on which Ink looped for ever.
    static let openTags: [String] = ["x<p", "<p", "Use the <pre element", "A path: x <P\n\nand more text", "x<path d=\"M0 0\""]

    @Test("a page with a <p that no > follows renders, the < as text", .timeLimit(.minutes(1)), arguments: openTags)
    func openTag(markdown: String) {
        let html = renderedDocsPage(markdown)
        #expect(html.contains("&lt;p") || html.contains("&lt;P"), "\(html)")
    }

    @Test("a page with links, images and a few loose brackets reaches Ink as written", arguments: ordinary)
    func ordinaryPage(markdown: String) {
        #expect(InkHazards.defused(markdown) == markdown)
    }

    @Test("only the brackets that cannot start a link are rewritten, and code is left alone")
    func whatIsRewritten() {
        let loose = String(repeating: "[", count: 6)
        let markdown = "A [link](https://example.com/) \(loose) and `\(loose)` code.\n\n```\n\(loose)\n```\n"
        let rewritten = String(repeating: "&#91;", count: 6)
        #expect(InkHazards.defused(markdown) == "A [link](https://example.com/) \(rewritten) and `\(loose)` code.\n\n```\n\(loose)\n```\n")
        let html = renderedDocsPage(markdown)
        #expect(html.contains("<a ") && html.contains(" \(loose) and <code>\(loose)</code>"), "\(html)")
    }
}
