import DesignSystem
import Testing
@testable import StyleGuide

/// Relative links between markdown pages: resolved against the linking page's folder to the
/// guide's URL, fragments kept; everything else left as written; a link to no page reported.
@Suite("Docs: relative links")
struct DocLinkTests {
    /// The pages links are resolved among.
    static let pages: Set<String> = ["intro", "tokens", "guides/spacing", "guides/type", "components/button", "my page"]

    @Test("a link is resolved against the folder of the page it is written in", arguments: [
        ("intro.md", "tokens", "/docs/intro"),
        ("guides/spacing.md", "intro", "/docs/guides/spacing"),
        ("../tokens.md#spacing", "guides/spacing", "/docs/tokens#spacing"),
        ("../intro.md#welcome", "guides/spacing", "/docs/intro#welcome"),
        ("type.md", "guides/spacing", "/docs/guides/type"),
        ("./type.md#scale", "guides/spacing", "/docs/guides/type#scale"),
        ("components/button.md", "intro", "/docs/components/button"),
        ("../components/button.md#usage", "guides/spacing", "/docs/components/button#usage"),
        ("../guides/spacing.md", "components/button", "/docs/guides/spacing"),
        ("guides//spacing.md", "intro", "/docs/guides/spacing"),
        ("my%20page.md", "intro", "/docs/my%20page"),
        ("  intro.md  ", "tokens", "/docs/intro"),
    ])
    func resolved(href: String, page: String, url: String) {
        let link = DocLink.resolve(href, from: page, pages: Self.pages)
        #expect(link.url == url, "\(link)")
    }

    @Test("absolute URLs, paths from the root, fragments alone and links to other files are left alone", arguments: [
        "https://example.com/readme.md", "http://example.com/intro.md#x", "//cdn.example.com/intro.md", "mailto:team@example.com",
        "/docs/intro.md", "/docs/intro", "#welcome", "#", "", "image.png", "guides/", "intro.md?raw=1", "intro", "intro.markdown",
        "javascript:alert('x.md')",
    ])
    func leftAlone(href: String) {
        #expect(DocLink.resolve(href, from: "guides/spacing", pages: Self.pages) == .unchanged)
    }

    @Test("a markdown file that is no page, or that is outside docs/, is missing", arguments: [
        ("missing.md", "intro", "missing" as String?),
        ("intro.md", "guides/spacing", "guides/intro"),
        ("../button.md", "components/button", "button"),
        ("../../outside.md", "guides/spacing", nil),
        ("../intro.md", "intro", nil),
    ])
    func missing(href: String, page: String, target: String?) {
        #expect(DocLink.resolve(href, from: page, pages: Self.pages) == .missing(path: target))
    }

    /// Renders `markdown` as the page `guides/spacing` among pages `intro`, `tokens` and itself.
    private func render(_ markdown: String, strictness: Strictness = .strict) -> (page: DocsLibrary.Page, problems: [Diagnostic]) {
        let (library, problems) = DocsLibrary.render([
            (path: "intro", file: "docs/intro.md", markdown: "# Intro\n\n## Welcome\n"),
            (path: "tokens", file: "docs/tokens.md", markdown: "# Tokens\n"),
            (path: "guides/spacing", file: "docs/guides/spacing.md", markdown: markdown),
        ], strictness: strictness)
        return (library.page(at: "guides/spacing")!, problems)
    }

    @Test("in a rendered page, links in paragraphs, lists, headings, quotes and by reference lead to their pages")
    func rendered() {
        let (page, problems) = render("""
        ---
        title: Spacing
        ---
        # Spacing and [tokens](../tokens.md)

        See [the intro](../intro.md#welcome), [the site](https://example.com/a.md) and [above](#top).

        - [Tokens](../tokens.md#space)

        > Quoted [intro](../intro.md).

        By reference: [intro][start].

        [start]: ../intro.md
        """)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(page.html.contains(#"<h1 id="spacing-and-tokens">Spacing and <a href="/docs/tokens">tokens</a></h1>"#))
        #expect(page.html.contains(##"See <a href="/docs/intro#welcome">the intro</a>, <a href="https://example.com/a.md">the site</a> and <a href="#top">above</a>."##))
        #expect(page.html.contains(#"<li><a href="/docs/tokens#space">Tokens</a></li>"#))
        #expect(page.html.contains(#"<blockquote><p>Quoted <a href="/docs/intro">intro</a>.</p></blockquote>"#))
        #expect(page.html.contains(#"By reference: <a href="/docs/intro">intro</a>."#))
        #expect(!page.html.contains("../"), "no relative link to a markdown file is left")
    }

    @Test("link text and fragments stay escaped")
    func escaped() {
        let (page, _) = render("Read [a < b & \"c\"](../intro.md#a<b>'x').\n")
        #expect(page.html.contains(#"<a href="/docs/intro#a&lt;b&gt;&#39;x&#39;">a &lt; b &amp; &quot;c&quot;</a>"#), "\(page.html)")
    }

    @Test("a link to no page is a warning with file, line and rule, and shows as its text without a link", arguments: [
        Strictness.strict, .tolerant,
    ])
    func brokenLink(strictness: Strictness) throws {
        let (page, problems) = render("---\ntitle: Spacing\n---\nFirst line.\n\nSee [the intro](intro.md) and\n[outside](../../x.md#y).\n",
                                      strictness: strictness)
        #expect(problems.map(\.description) == [
            "docs/guides/spacing.md:6: warning: the link to 'intro.md' leads to docs/guides/intro.md, which is not a page "
                + "(did you mean docs/intro.md?); it is shown as text, without a link [broken-link]",
            "docs/guides/spacing.md:7: warning: the link to '../../x.md#y' leads outside docs/; it is shown as text, without a link [broken-link]",
        ])
        #expect(page.html.contains("See the intro and\noutside."), "\(page.html)")
        #expect(!page.html.contains("<a"))
    }

    @Test("a link written inside code is code: neither rewritten nor reported")
    func onlyMarkdownLinks() {
        let (page, problems) = render("`[x](nowhere.md)`\n\n```\n[y](nowhere.md)\n```\n")
        #expect(problems.isEmpty)
        #expect(page.html.contains("<code>[x](nowhere.md)</code>"))
        #expect(page.html.contains("[y](nowhere.md)"))
    }
}
