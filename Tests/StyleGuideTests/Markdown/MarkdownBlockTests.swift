import Testing

/// Each block of CommonMark and GFM tables, markdown beside the HTML it must make (no sockets, no page).
@Suite("Markdown: blocks")
struct MarkdownBlockTests {
    @Test("headings: ATX levels 1 to 6, closing hashes, setext underlines", arguments: [
        ("# One", "<h1>One</h1>"),
        ("###### Six", "<h6>Six</h6>"),
        ("####### Seven", "<p>####### Seven</p>"),
        ("#NoSpace", "<p>#NoSpace</p>"),
        ("## Closed ##", "<h2>Closed</h2>"),
        ("## Hash#", "<h2>Hash#</h2>"),
        ("   # Three spaces", "<h1>Three spaces</h1>"),
        ("Title\n=====", "<h1>Title</h1>"),
        ("Sub\n---", "<h2>Sub</h2>"),
        ("# *Emphasis* and `code`", "<h1><em>Emphasis</em> and <code>code</code></h1>"),
    ])
    func headings(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("paragraphs and line breaks", arguments: [
        ("a\nb", "<p>a\nb</p>"),
        ("a  \nb", "<p>a<br>\nb</p>"),
        ("a\\\nb", "<p>a<br>\nb</p>"),
        ("a\n\nb", "<p>a</p><p>b</p>"),
        ("  indented two\n  lines", "<p>indented two\nlines</p>"),
    ])
    func paragraphs(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("code blocks: fenced with a language class, tildes, indented, unclosed", arguments: [
        ("```swift\nlet x = 1\n```", #"<pre><code class="language-swift">let x = 1"# + "\n</code></pre>"),
        ("~~~\ncode\n~~~", "<pre><code>code\n</code></pre>"),
        ("````\n```\ninside\n```\n````", "<pre><code>```\ninside\n```\n</code></pre>"),
        ("    indented\n    code", "<pre><code>indented\ncode\n</code></pre>"),
        ("```\nunclosed", "<pre><code>unclosed\n</code></pre>"),
        ("```html\n<b>&amp;</b>\n```", #"<pre><code class="language-html">&lt;b&gt;&amp;amp;&lt;/b&gt;"# + "\n</code></pre>"),
        ("a\n    not code", "<p>a\nnot code</p>"),
    ])
    func code(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("lists: bullets, numbers, start, tight and loose, nested, lazy lines", arguments: [
        ("- a\n- b", "<ul><li>a</li><li>b</li></ul>"),
        ("* a\n* b", "<ul><li>a</li><li>b</li></ul>"),
        ("1. a\n2. b", "<ol><li>a</li><li>b</li></ol>"),
        ("3) a", #"<ol start="3"><li>a</li></ol>"#),
        ("- a\n\n- b", "<ul><li><p>a</p></li><li><p>b</p></li></ul>"),
        ("- a\n\n  more", "<ul><li><p>a</p><p>more</p></li></ul>"),
        ("- a\n  - b\n    - c", "<ul><li>a<ul><li>b<ul><li>c</li></ul></li></ul></li></ul>"),
        ("- a\n+ b", "<ul><li>a</li></ul><ul><li>b</li></ul>"),
        ("a\n2. b", "<p>a\n2. b</p>"),
        ("- a\nlazy", "<ul><li>a\nlazy</li></ul>"),
        ("- a\n\nafter", "<ul><li>a</li></ul><p>after</p>"),
        ("1. a\n\n   ```\n   code\n   ```", "<ol><li><p>a</p><pre><code>code\n</code></pre></li></ol>"),
    ])
    func lists(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("block quotes: lines, lazy lines, nesting, lists inside", arguments: [
        ("> a\n> b", "<blockquote><p>a\nb</p></blockquote>"),
        ("> a\nlazy", "<blockquote><p>a\nlazy</p></blockquote>"),
        ("> > a", "<blockquote><blockquote><p>a</p></blockquote></blockquote>"),
        ("> - a\n> - b", "<blockquote><ul><li>a</li><li>b</li></ul></blockquote>"),
        ("> a\n\n> b", "<blockquote><p>a</p></blockquote><blockquote><p>b</p></blockquote>"),
    ])
    func quotes(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("GFM tables: alignment, pipes in code, short and long rows, a header that does not match", arguments: [
        ("| a | b |\n|---|:-:|\n| 1 | 2 |",
         #"<table><thead><tr><th>a</th><th align="center">b</th></tr></thead><tbody><tr><td>1</td><td align="center">2</td></tr></tbody></table>"#),
        ("a | b\n:-- | --:\n1 | 2 | 3\n4",
         #"<table><thead><tr><th align="left">a</th><th align="right">b</th></tr></thead><tbody><tr><td align="left">1</td><td align="right">2</td></tr>"#
            + #"<tr><td align="left">4</td><td align="right"></td></tr></tbody></table>"#),
        ("| a |\n|---|\n| `x\\|y` |", "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td><code>x|y</code></td></tr></tbody></table>"),
        ("| a | b |\n|---|", "<p>| a | b |\n|---|</p>"),
        ("Intro\n| a |\n|---|", "<p>Intro</p><table><thead><tr><th>a</th></tr></thead></table>"),
    ])
    func tables(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("thematic breaks", arguments: [("***", "<hr>"), ("- - -", "<hr>"), ("___", "<hr>"), ("a\n\n---", "<p>a</p><hr>"), ("**", "<p>**</p>")])
    func breaks(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("raw HTML blocks stay raw for the sanitizer, and what follows a blank line is markdown again", arguments: [
        ("<div>\n*a*\n</div>", "<div>\n*a*\n</div>\n"),
        ("<details>\n<summary>More</summary>\n\n*Hidden*\n\n</details>", "<details>\n<summary>More</summary>\n<p><em>Hidden</em></p></details>\n"),
        ("<!-- note -->\n*a*", "<!-- note -->\n<p><em>a</em></p>"),
        ("<script>\nx\n\ny\n</script>\n*a*", "<script>\nx\n\ny\n</script>\n<p><em>a</em></p>"),
        ("<img src=a.png>\n\n*a*", "<img src=a.png>\n<p><em>a</em></p>"),
        ("a\n<span>b</span>", "<p>a\n<span>b</span></p>"),
    ])
    func html(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }
}
