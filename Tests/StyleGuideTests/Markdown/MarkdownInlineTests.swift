import Testing

/// Each inline of CommonMark, markdown beside the HTML it must make (no sockets, no page).
@Suite("Markdown: inlines")
struct MarkdownInlineTests {
    @Test("emphasis and strong emphasis, by CommonMark's delimiter rules", arguments: [
        ("*a*", "<p><em>a</em></p>"),
        ("**a**", "<p><strong>a</strong></p>"),
        ("***a***", "<p><em><strong>a</strong></em></p>"),
        ("_a_ __b__", "<p><em>a</em> <strong>b</strong></p>"),
        ("snake_case_word", "<p>snake_case_word</p>"),
        ("a * not * b", "<p>a * not * b</p>"),
        ("*a **b** c*", "<p><em>a <strong>b</strong> c</em></p>"),
        ("**a*", "<p>*<em>a</em></p>"),
        ("*(*a*)*", "<p><em>(<em>a</em>)</em></p>"),
        ("*a**b**c*", "<p><em>a<strong>b</strong>c</em></p>"),
        ("**a**b", "<p><strong>a</strong>b</p>"),
        ("__a__b", "<p>__a__b</p>"),
        ("*unclosed", "<p>*unclosed</p>"),
    ])
    func emphasis(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("code spans", arguments: [
        ("`a`", "<p><code>a</code></p>"),
        ("`` a ` b ``", "<p><code>a ` b</code></p>"),
        ("`unclosed", "<p>`unclosed</p>"),
        ("`*not emphasis*`", "<p><code>*not emphasis*</code></p>"),
        ("`a\nb`", "<p><code>a b</code></p>"),
        ("```a``", "<p>```a``</p>"),
    ])
    func code(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("links and images: inline, by reference, autolinks, and what is not one", arguments: [
        ("[a](https://x.example)", #"<p><a href="https://x.example">a</a></p>"#),
        ("[a](<b c> (T))", #"<p><a href="b c" title="T">a</a></p>"#),
        ("[a](/u 'It\\'s')", #"<p><a href="/u" title="It&#39;s">a</a></p>"#),
        ("[a](/u(v))", #"<p><a href="/u(v)">a</a></p>"#),
        ("[a][r]\n\n[r]: /u", #"<p><a href="/u">a</a></p>"#),
        ("[r]\n\n[r]: /u \"T\"", #"<p><a href="/u" title="T">r</a></p>"#),
        ("[R][]\n\n[r]: /u", #"<p><a href="/u">R</a></p>"#),
        ("[r]: /first\n[r]: /second\n\n[r]", #"<p><a href="/first">r</a></p>"#),
        ("[a][missing]", "<p>[a][missing]</p>"),
        ("[a](/u", "<p>[a](/u</p>"),
        ("[a [b](/u)](/v)", #"<p>[a <a href="/u">b</a>](/v)</p>"#),
        ("[*a*](/u)", #"<p><a href="/u"><em>a</em></a></p>"#),
        ("<https://x.example/a?b=1&c>", #"<p><a href="https://x.example/a?b=1&amp;c">https://x.example/a?b=1&amp;c</a></p>"#),
        ("<me@x.example>", #"<p><a href="mailto:me@x.example">me@x.example</a></p>"#),
        ("![alt *t*](i.png)", #"<p><img src="i.png" alt="alt t"></p>"#),
        ("![](i.png \"T\")", #"<p><img src="i.png" title="T"></p>"#),
        ("[![i](i.png)](/u)", #"<p><a href="/u"><img src="i.png" alt="i"></a></p>"#),
        ("\\[not a link](/u)", "<p>[not a link](/u)</p>"),
        ("[a](/u&amp;v \"&copy;\")", #"<p><a href="/u&amp;v" title="©">a</a></p>"#),
    ])
    func links(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("escapes and character references decode once, and the renderer escapes the result", arguments: [
        ("\\* \\_ \\` \\\\ \\a", "<p>* _ ` \\ \\a</p>"),
        ("&amp; &copy; &#35; &#x41; &nope; &copy", "<p>&amp; © # A &amp;nope; &amp;copy</p>"),
        ("a < b > c & d", "<p>a &lt; b &gt; c &amp; d</p>"),
        ("&#0;", "<p>\u{FFFD}</p>"),
        ("a\u{0}b `c\u{0}`", "<p>a\u{FFFD}b <code>c\u{FFFD}</code></p>"),
    ])
    func escapes(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }

    @Test("inline raw HTML is kept as written for the sanitizer; what is no tag is text", arguments: [
        ("a <kbd>Ctrl</kbd> b", "<p>a <kbd>Ctrl</kbd> b</p>"),
        ("a <b\nclass=\"x\">c</b>", "<p>a <b\nclass=\"x\">c</b></p>"),
        ("a <!-- c --> b", "<p>a <!-- c --> b</p>"),
        ("a <3 and <a x=\"unclosed", "<p>a &lt;3 and &lt;a x=&quot;unclosed</p>"),
        ("a <p", "<p>a &lt;p</p>"),
    ])
    func html(markdown: String, html: String) {
        #expect(markdownHTML(markdown) == html)
    }
}
