import DesignSystem
import Testing
@testable import StyleGuide

/// Raw HTML void elements in markdown: each renders as an element, and the page after it is
/// still rendered as markdown (Ink, used before Swatchbook's own reader, took everything after `<hr>` as that element's text).
@Suite("Docs: raw HTML void elements")
struct VoidElementTests {
    /// Renders one page of `markdown`.
    private func render(_ markdown: String) -> DocsLibrary.Page {
        DocsLibrary.render([(path: "page", file: "docs/page.md", markdown: markdown)], strictness: .strict).library.pages[0]
    }

    /// (The page is written again by the renderer, so every tag comes out in one form: `<hr>`,
    /// `<img src="a.png" alt="A">`, names in lower case, values double-quoted.)
    @Test("each void element is an element, and the text after it is still markdown", arguments: [
        ("Text<hr>Read *this* next.\n\n## After\n\nThe end.", "<hr>"),
        ("Text<HR>Read *this* next.\n\n## After\n\nThe end.", "<hr>"),
        ("Line one<br>Read *this* next.\n\n## After\n\nThe end.", "<br>"),
        ("<br>\n\nRead *this* next.\n\n## After\n\nThe end.", "<br>"),
        (#"A picture <img src="a.png" alt="A">Read *this* next."# + "\n\n## After\n\nThe end.", #"<img src="a.png" alt="A">"#),
        ("<img src=a.png alt=A>\n\nRead *this* next.\n\n## After\n\nThe end.", #"<img src="a.png" alt="A">"#),
        ("<img\n  src=\"a.png\"\n  alt=\"A\">\n\nRead *this* next.\n\n## After\n\nThe end.", #"<img src="a.png" alt="A">"#),
        (#"<img alt="a &gt; b" src="a.png">Read *this* next."# + "\n\n## After\n\nThe end.", #"<img alt="a &gt; b" src="a.png">"#),
        ("Extra<wbr>ordinary. Read *this* next.\n\n## After\n\nThe end.", "<wbr>"),
        ("Already closed<br/>Read *this* next.\n\n## After\n\nThe end.", "<br>"),
        ("Already closed<hr />Read *this* next.\n\n## After\n\nThe end.", "<hr>"),
    ])
    func rendered(markdown: String, element: String) {
        let page = render(markdown)
        #expect(page.html.contains(element), "\(page.html)")
        #expect(page.html.contains("Read <em>this</em> next."), "\(page.html)")
        #expect(page.html.contains(#"<h2 id="after">After</h2>"#), "\(page.html)")
        #expect(page.html.contains("<p>The end.</p>"), "\(page.html)")
        #expect(page.sections.map(\.id) == ["after"])
    }

    @Test("the first heading after a void element is still the page's title")
    func titleAfterVoidElement() {
        #expect(render("Above<br>\n\n# The title\n\nText.").title == "The title")
    }

    @Test("several void elements on one page, and links after them")
    func several() {
        let page = render("A<br>B<wbr>C<hr>[D](https://example.com)\n\n<img src=\"x.png\" alt=\"x\">\n\n**E**")
        #expect(page.html.contains("A<br>B<wbr>C<hr><a href=\"https://example.com\">D</a>"), "\(page.html)")
        #expect(page.html.contains("<img src=\"x.png\" alt=\"x\">"))
        #expect(page.html.contains("<strong>E</strong>"))
    }

    @Test("void tags written in code are shown as code, untouched", arguments: [
        ("Use `<br>` to break a line, then *go on*.", "<code>&lt;br&gt;</code>"),
        ("```html\n<hr>\n<img src=x>\n```\n\nThen *go on*.", "<pre><code class=\"language-html\">&lt;hr&gt;\n&lt;img src=x&gt;\n</code></pre>"),
        ("````\n```\n<br>\n```\n````\n\nThen *go on*.", "&lt;br&gt;"),
    ])
    func code(markdown: String, expected: String) {
        let page = render(markdown)
        #expect(page.html.contains(expected), "\(page.html)")
        #expect(page.html.contains("<em>go on</em>"), "\(page.html)")
    }
}
