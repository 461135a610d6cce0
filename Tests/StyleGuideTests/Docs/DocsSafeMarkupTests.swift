import DesignSystem
import Testing
@testable import StyleGuide

/// What a docs page may hold stays as written once the page is rebuilt from the allow-list:
/// ordinary links of every kind, titles, images, tables, code showing markup, inline HTML.
@Suite("Docs: safe markup stays")
struct DocsSafeMarkupTests {
    /// Renders one page of `markdown`.
    private func render(_ markdown: String) -> String {
        DocsLibrary.render([(path: "page", file: "docs/page.md", markdown: markdown)], strictness: .strict).library.pages[0].html
    }

    @Test("links, titles and images are kept, their URLs escaped", arguments: [
        ("[site](https://example.com/a?b=1&c=2#d)", #"<p><a href="https://example.com/a?b=1&amp;c=2#d">site</a></p>"#),
        ("[plain](http://example.com/)", #"<p><a href="http://example.com/">plain</a></p>"#),
        ("[mail](mailto:team@example.com?subject=Hi)", #"<p><a href="mailto:team@example.com?subject=Hi">mail</a></p>"#),
        ("[relative](images/a.png)", #"<p><a href="images/a.png">relative</a></p>"#),
        ("[root](/tokens/color)", #"<p><a href="/tokens/color">root</a></p>"#),
        ("[anchor](#top)", ##"<p><a href="#top">anchor</a></p>"##),
        ("[query](?next=a:b)", #"<p><a href="?next=a:b">query</a></p>"#),
        ("[path](./a:b/c)", #"<p><a href="./a:b/c">path</a></p>"#),
        ("[titled](https://example.com \"The site\")", #"<p><a href="https://example.com" title="The site">titled</a></p>"#),
        ("[titled](https://example.com \"It's\")", #"<p><a href="https://example.com" title="It&#39;s">titled</a></p>"#),
        ("[titled](https://example.com 'It\\'s')", #"<p><a href="https://example.com" title="It&#39;s">titled</a></p>"#),
        ("[angle](<a b.html>)", #"<p><a href="a b.html">angle</a></p>"#),
        ("[t][ref]\n\n[ref]: https://example.com/r \"Ref\"", #"<p><a href="https://example.com/r" title="Ref">t</a></p>"#),
        ("[amp](https://example.com/?a=1&amp;b=2)", #"<p><a href="https://example.com/?a=1&amp;b=2">amp</a></p>"#),
        ("![A swatch](swatch.png)", #"<p><img src="swatch.png" alt="A swatch"></p>"#),
        ("![A *swatch* &amp; more](swatch.png \"Title\")", #"<p><img src="swatch.png" alt="A swatch &amp; more" title="Title"></p>"#),
        ("![dot](data:image/png;base64,iVBORw0KGgo=)", #"<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"></p>"#),
        ("![](https://example.com/a.jpg)", #"<p><img src="https://example.com/a.jpg"></p>"#),
        ("See ![the dot](dot.png) here.", #"<p>See <img src="dot.png" alt="the dot"> here.</p>"#),
    ])
    func links(markdown: String, html: String) {
        #expect(render(markdown) == html)
    }

    @Test("tables keep their alignment")
    func table() {
        let html = render("| Token | Value |\n|:--|--:|\n| `space.1` | 4px |")
        #expect(html.contains(#"<th align="left">Token</th><th align="right">Value</th>"#), "\(html)")
        #expect(html.contains(#"<td align="left"><code>space.1</code></td><td align="right">4px</td>"#), "\(html)")
    }

    @Test("markup in code is shown as text", arguments: [
        ("```html\n<script>alert(1)</script>\n<a href=\"javascript:x\">x</a>\n```",
         #"<pre><code class="language-html">&lt;script&gt;alert(1)&lt;/script&gt;"# + "\n"
            + #"&lt;a href=&quot;javascript:x&quot;&gt;x&lt;/a&gt;"# + "\n</code></pre>"),
        ("Write `<script>` and `[x](javascript:y)`.", "<p>Write <code>&lt;script&gt;</code> and <code>[x](javascript:y)</code>.</p>"),
    ])
    func code(markdown: String, html: String) {
        #expect(render(markdown) == html)
    }

    @Test("inline HTML that prose uses is kept", arguments: [
        ("Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.", "<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.</p>"),
        ("<details><summary>More</summary>Hidden text.</details>", "<details><summary>More</summary>Hidden text.</details>"),
        ("<details open><summary>Open</summary></details>", "<details open><summary>Open</summary></details>"),
        (#"The <abbr title="Design tokens">DT</abbr> are named values."#, #"<p>The <abbr title="Design tokens">DT</abbr> are named values.</p>"#),
        ("H<sub>2</sub>O and x<sup>2</sup>, <mark>marked</mark>", "H<sub>2</sub>O and x<sup>2</sup>, <mark>marked</mark>"),
        (#"<figure><img src="a.png" alt="A"><figcaption>Caption</figcaption></figure>"#,
         #"<figure><img src="a.png" alt="A"><figcaption>Caption</figcaption></figure>"#),
        (#"<span class="note" aria-label="Note" lang="en">n</span>"#, #"<span class="note" aria-label="Note" lang="en">n</span>"#),
        (#"<blockquote cite="https://example.com/q">Q</blockquote>"#, #"<blockquote cite="https://example.com/q">Q</blockquote>"#),
        (#"<video src="demo.mp4" poster="demo.png" controls muted></video>"#, #"<video src="demo.mp4" poster="demo.png" controls muted></video>"#),
    ])
    func inlineHTML(markdown: String, html: String) {
        #expect(render(markdown).contains(html), "\(render(markdown))")
    }

    @Test("text keeps its characters; references are decoded, then escaped once (an & that starts no reference is text)")
    func text() {
        #expect(render("AT&T &copy; 2026 &#8212; \"quoted\" it's &lt;b&gt; &copy 1") ==
                "<p>AT&amp;T © 2026 — &quot;quoted&quot; it&#39;s &lt;b&gt; &amp;copy 1</p>")
    }
}
