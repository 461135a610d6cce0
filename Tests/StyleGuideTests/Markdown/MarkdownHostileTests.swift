import DesignSystem
import Testing
@testable import StyleGuide

/// Inputs that make a naive markdown parser quadratic or worse (runs of brackets, delimiters,
/// backticks, `<`, and deep nesting), generated small enough for seconds but big enough that a
/// quadratic reading would take minutes: each must render, keep its text, and stay nested no deeper than the limit.
@Suite("Markdown: hostile input")
struct MarkdownHostileTests {
    /// How many times `part` occurs in `text`.
    private func count(_ part: String, in text: String) -> Int { text.split(separator: part, omittingEmptySubsequences: false).count - 1 }

    @Test("runs of brackets, delimiters and backslashes are text, every character kept", arguments: [
        (String(repeating: "[", count: 50_000), "[", 50_000),
        (String(repeating: "![", count: 25_000), "![", 25_000),
        (String(repeating: "]", count: 50_000), "]", 50_000),
        (String(repeating: "[a](", count: 20_000), "[a](", 20_000),
        (String(repeating: "[a](b ", count: 10_000), "[a](b", 10_000),
        (String(repeating: "[", count: 25_000) + String(repeating: "]", count: 25_000) + "\n\n[a]: /u", "[", 25_000),
        ("a" + String(repeating: "*", count: 50_000) + "b", "*", 50_000),
        (String(repeating: "a* ", count: 20_000), "*", 20_000),
        (String(repeating: "_a *b ", count: 10_000), "_a", 10_000),
        (String(repeating: "\\", count: 50_001), "\\", 25_001),
    ])
    func runs(markdown: String, part: String, expected: Int) {
        #expect(count(part, in: markdownHTML(markdown)) == expected)
    }

    @Test("emphasis that opens everywhere and closes nowhere, or the reverse, keeps its letters", arguments: [
        String(repeating: "*a ", count: 20_000), String(repeating: "**a*", count: 10_000), String(repeating: "*a_", count: 20_000),
    ])
    func emphasisRuns(markdown: String) {
        #expect(count("a", in: markdownHTML(markdown)) == count("a", in: markdown))
    }

    @Test("backtick runs of every length up to 400 that never close are text")
    func backticks() {
        let markdown = (1...400).map { String(repeating: "`", count: $0) + "a" }.joined()
        let html = markdownHTML(markdown)
        #expect(count("`", in: html) == 400 * 401 / 2)
        #expect(!html.contains("<code>"))
    }

    @Test("`<` soup: tags, comments and declarations that never end are text", arguments: [
        (String(repeating: "<", count: 50_000), 50_000),
        (String(repeating: "<a ", count: 20_000), 20_000),
        (String(repeating: "<a x=\"", count: 10_000), 10_000),
        (String(repeating: "<a x='y' ", count: 10_000), 10_000),
        (String(repeating: "a <!--", count: 20_000), 20_000),
        (String(repeating: "a <?", count: 20_000), 20_000),
        (String(repeating: "a <!x", count: 20_000), 20_000),
        (String(repeating: "a <![CDATA[", count: 10_000), 10_000),
        (String(repeating: "a <x:", count: 20_000), 20_000),
    ])
    func angleSoup(markdown: String, expected: Int) {
        #expect(count("&lt;", in: markdownHTML(markdown)) == expected)
    }

    @Test("10,000 nested quotes or list markers on one line stop at the limit, and the lines after are read at that depth", arguments: [
        String(repeating: ">", count: 10_000) + " a" + String(repeating: "\nlazy", count: 10_000),
        String(repeating: "- ", count: 10_000) + "a" + String(repeating: "\n  b", count: 10_000),
        String(repeating: "1. ", count: 10_000) + "a",
        String(repeating: "> - ", count: 5_000) + "a",
    ])
    func deepNesting(markdown: String) {
        let (nodes, exceeded) = DocsLibrary.markdownNodes(markdown, maximumNesting: 32)
        #expect(exceeded == 1)
        #expect((nodes.map(depth).max() ?? 0) <= 2 * 32 + 2)
    }

    @Test("10,000 list items and 10,000 quoted lines are one list and one quote")
    func long() {
        #expect(count("<li>", in: markdownHTML(String(repeating: "- a\n", count: 10_000))) == 10_000)
        #expect(count("<blockquote>", in: markdownHTML(String(repeating: "> a\n", count: 10_000))) == 1)
    }

    @Test("emphasis nested past the limit keeps its text and says so")
    func deepEmphasis() {
        let markdown = String(repeating: "*", count: 100) + "a" + String(repeating: "*", count: 100)
        let (nodes, exceeded) = DocsLibrary.markdownNodes(markdown, maximumNesting: 8)
        #expect(exceeded == 1)
        #expect((nodes.map(depth).max() ?? 0) <= 9)
        #expect(HTMLRenderer.render(.fragment(nodes)).contains("a"))
    }

    @Test("a docs page nested past markdownNesting is refused naming the file, the line and the setting")
    func refusal() {
        var limits = FrontMatterLimits()
        limits.markdownNesting = 4
        let markdown = "---\ntitle: Deep\n---\nIntro.\n\n" + String(repeating: "> ", count: 5) + "deep\n"
        let (_, problems) = DocsLibrary.render([(path: "deep", file: "docs/deep.md", markdown: markdown)], strictness: .tolerant, limits: limits)
        #expect(problems.map(\.description) == [
            "docs/deep.md:6: error: block quotes, list items, emphasis or links nest more than 4 deep; "
                + "the limit is 4 levels (\"limits\": {\"markdownNesting\": …} in swatchbook.json) [limit-exceeded]",
        ])
    }

    /// How deep `node`'s elements nest.
    private func depth(_ node: Node) -> Int {
        switch node {
        case .element(_, _, let children): 1 + (children.map(depth).max() ?? 0)
        case .fragment(let children): children.map(depth).max() ?? 0
        case .text, .raw, .comment, .doctype: 0
        }
    }
}
