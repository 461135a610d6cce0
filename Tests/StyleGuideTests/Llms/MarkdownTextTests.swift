import Testing
@testable import StyleGuide

/// The one escaping of Config text written into generated markdown, and the raw HTML taken out of docs twins.
@Suite struct MarkdownTextTests {
    /// Config text and its escaped markdown.
    static let escapes: [(String, String)] = [
        ("plain words", "plain words"),
        ("a | b", #"a \| b"#),
        ("line one\nline two\r\nthree", "line one line two three"),
        ("`code`", #"\`code\`"#),
        ("*strong* and _em_", #"\*strong\* and \_em\_"#),
        ("[link](javascript:x)", #"\[link\](javascript:x)"#),
        ("<script>alert(1)</script>", #"\<script\>alert(1)\</script\>"#),
        ("# not a heading", ##"\# not a heading"##),
        ("- not a list", #"\- not a list"#),
        (#"back\slash"#, #"back\\slash"#),
        ("&amp; stays text", #"\&amp; stays text"#),
        ("tab\there", "tab here"),
    ]

    /// Markdown with raw HTML, the same without it, and how much was removed.
    static let rawHTMLCases: [(String, String, Int)] = [
        ("Hello <b>bold</b> world", "Hello bold world", 2),
        ("Before <script>alert(1)</script> after", "Before  after", 1),
        ("<style>\nbody { color: red }\n</style>\nText", "\n\n\nText", 1),
        ("Keep `<b>code</b>` here", "Keep `<b>code</b>` here", 0),
        ("```html\n<div>fenced</div>\n```", "```html\n<div>fenced</div>\n```", 0),
        ("See <https://example.com> and <mailto:a@b.c>", "See <https://example.com> and <mailto:a@b.c>", 0),
        ("Bad <javascript:alert(1)>", "Bad javascript:alert(1)", 1),
        ("A <!-- hidden\nstill hidden --> shown", "A \n shown", 1),
        ("1 < 2 and a<b", #"1 < 2 and a\<b"#, 0),
        ("<img src=x onerror=alert(1)>", "", 1),
        ("<iframe src=x>inside</iframe>after", "after", 1),
        ("an <unclosed tag\nnext", #"an \<unclosed tag"# + "\nnext", 0),
    ]

    @Test("text is escaped so that it reads as itself, on one line", arguments: escapes)
    func escaping(input: String, expected: String) {
        #expect(MarkdownText.escaped(input) == expected)
    }

    @Test("ASCII text is escaped as other text is: every pair of ASCII characters, alone and before a character that is not ASCII")
    func asciiAsAnyText() {
        // Text with an `é` is escaped character by character; the same text without it, byte by byte.
        for first in 0..<128 {
            for second in 0..<128 {
                let text = String(decoding: [UInt8(first), UInt8(second)], as: UTF8.self)
                let escaped: String = MarkdownText.escaped(text)
                let throughCharacters: String = MarkdownText.escaped(text + "é")
                #expect(escaped + "é" == throughCharacters, "bytes \(first) \(second)")
            }
        }
    }

    /// Text, whether it is in a table, and its code span.
    static let codeCases: [(String, Bool, String)] = [
        ("color.brand.500", false, "`color.brand.500`"),
        ("a`b", false, "``a`b``"),
        ("`edge`", false, "`` `edge` ``"),
        ("a | b", true, #"`a \| b`"#),
        ("a | b", false, "`a | b`"),
        ("two\nlines", false, "`two lines`"),
        ("crlf\r\nline", false, "`crlf line`"),
        ("é · ü", true, "`é · ü`"),
        ("tab\there|x", true, "`tab\there\\|x`"),
    ]

    @Test("a code span is fenced past the backticks it holds, and its pipes escaped in a table", arguments: codeCases)
    func codeSpans(input: String, inTable: Bool, expected: String) {
        #expect(MarkdownText.code(input, inTable: inTable) == expected)
    }

    @Test("a link's title is escaped and its destination cannot end early")
    func links() {
        #expect(MarkdownText.link("Button [new]", "/components/button.md") == #"[Button \[new\]](/components/button.md)"#)
        #expect(MarkdownText.link("x", "/docs/a (b).md") == "[x](/docs/a%20%28b%29.md)")
    }

    @Test("a table row holds a hostile cell in its own cell")
    func tableCells() {
        let table = MarkdownText.table(["Token", "Description"], [[MarkdownText.code("a|b", inTable: true), MarkdownText.escaped("x | y\n| z")]])
        let row = table.split(separator: "\n").last.map(String.init) ?? ""
        // Three unescaped pipes: the row's two cells, whatever the text held.
        let unescaped = zip(row, [" "] + Array(row)).filter { $0.0 == "|" && $0.1 != "\\" }.count
        #expect(unescaped == 3, "\(row)")
    }

    @Test("raw HTML leaves a docs twin, code and autolinks stay", arguments: rawHTMLCases)
    func rawHTML(input: String, expected: String, removed: Int) {
        let result = RawHTMLStripper.strip(input)
        #expect(result.text == expected)
        #expect(result.removed == removed)
    }

    @Test("a hostile docs page (thousands of tags, an unclosed script) is stripped in one pass")
    func hostileHTML() {
        let many = String(repeating: "<i>x</i>", count: 20_000)
        #expect(RawHTMLStripper.strip(many).text == String(repeating: "x", count: 20_000))
        let unclosed = "start <script>" + String(repeating: "alert(1)\n", count: 10_000)
        #expect(RawHTMLStripper.strip(unclosed).text.trimmingWhitespace() == "start")
    }

    @Test("twin paths and page paths map both ways", arguments: [
        ("/", "/index.md"), ("/tokens", "/tokens.md"), ("/tokens/color.brand", "/tokens/color.brand.md"),
        ("/components/button", "/components/button.md"), ("/docs/swatchbook/llms", "/docs/swatchbook/llms.md"),
    ])
    func twinPaths(page: String, twin: String) {
        #expect(MarkdownTwins.path(of: page) == twin)
        #expect(MarkdownTwins.pagePath(of: twin) == page)
    }
}

/// Links found in markdown outside code, and relative ones made absolute.
@Suite struct MarkdownLinksTests {
    @Test("links outside code are found; code spans and fenced code are left as written")
    func outsideCode() {
        let text = "See [a](a.md) and `[b](b.md)` and ``[c](`c`.md)``.\n```\n[d](d.md)\n```\n[e](/e.md \"title\") [f](f.md)"
        var found: [String] = []
        let rewritten = MarkdownLinks.rewrite(text) { found.append($0); return "/x/" + $0 }
        #expect(found == ["a.md", "f.md"])
        #expect(rewritten == text.replacing("(a.md)", with: "(/x/a.md)").replacing("(f.md)", with: "(/x/f.md)"))
    }

    /// Markdown and the same with each link outside code rewritten (`/x/` put before its destination).
    static let rewriteCases: [(String, String)] = [
        ("", ""),
        ("\n", "\n"),
        ("[a](a.md)\n", "[a](/x/a.md)\n"),
        ("é [ü](ü.md) 😀 [b](b.md)", "é [ü](/x/ü.md) 😀 [b](/x/b.md)"),
        ("`[a](a.md)` [b](b.md) ``x`` [c](c.md)", "`[a](a.md)` [b](/x/b.md) ``x`` [c](/x/c.md)"),
        ("an unclosed ` span [a](a.md)", "an unclosed ` span [a](/x/a.md)"),
        ("``[a](a.md)` ``", "``[a](a.md)` ``"),
        ("~~~\n[a](a.md)\n```\n[b](b.md)\n~~~~\n[c](c.md)", "~~~\n[a](a.md)\n```\n[b](b.md)\n~~~~\n[c](/x/c.md)"),
        ("   ```\n[a](a.md)\n   ```\n[b](b.md)", "   ```\n[a](a.md)\n   ```\n[b](/x/b.md)"),
        ("    ```\n[a](a.md)", "    ```\n[a](/x/a.md)"),
        ("``x\n[a](a.md)", "``x\n[a](/x/a.md)"),
        ("[empty]() [space](a b) [tab](a\tb) [open](a.md", "[empty]() [space](a b) [tab](a\tb) [open](a.md"),
        ("```\r\n[a](a.md)\r\n```\r\n[b](b.md)", "```\r\n[a](a.md)\r\n```\r\n[b](/x/b.md)"),
        ("](](x [a](a.md) ](y)", "](](x [a](/x/a.md) ](/x/y)"),
        ("[a](a.md)[b](b.md)](c.md)", "[a](/x/a.md)[b](/x/b.md)](/x/c.md)"),
    ]

    @Test("links are rewritten outside code spans and fences, the same as text and as UTF-8 bytes", arguments: rewriteCases)
    func rewrites(text: String, expected: String) {
        #expect(MarkdownLinks.rewrite(text) { "/x/" + $0 } == expected)
        #expect(MarkdownLinks.rewrite(Array(text.utf8)) { "/x/" + $0 } == Array(expected.utf8))
        #expect(MarkdownLinks.rewrite(Array(text.utf8)) { _ in nil } == Array(text.utf8), "kept as written")
    }

    @Test("a line of `](` repeated with no `)` is read once, not once per pair (it took minutes at 200,000 pairs)")
    func repeatedOpenings() {
        let line = String(repeating: "](", count: 200_000) + " [a](a.md)"
        let rewritten = MarkdownLinks.rewrite(Array(line.utf8)) { "/x/" + $0 }
        #expect(rewritten == Array((String(repeating: "](", count: 200_000) + " [a](/x/a.md)").utf8))
    }

    @Test("a relative destination resolves against its page; absolute ones, fragments and schemes stay", arguments: [
        ("other.md", "/docs/guides/other.md"), ("../intro.md#top", "/docs/intro.md#top"), ("./a/b.md?x=1", "/docs/guides/a/b.md?x=1"),
        ("../../assets/x.png", "/assets/x.png"),
    ])
    func absolute(destination: String, expected: String) {
        #expect(MarkdownLinks.absolute(destination, onPageAt: "/docs/guides/page.md") == expected)
    }

    @Test("root paths, fragments and URLs with a scheme are not relative", arguments: ["/tokens.md", "#section", "https://example.com/a.md", "mailto:a@b.c"])
    func notRelative(destination: String) {
        #expect(MarkdownLinks.absolute(destination, onPageAt: "/docs/guides/page.md") == nil)
    }
}

/// Fenced code blocks around code that holds fences.
@Suite struct MarkdownFenceTests {
    @Test("a fence is longer than any run of backticks inside, and at least three", arguments: [
        ("plain", "```html\nplain\n```"), ("a\n```\nb", "````html\na\n```\nb\n````"), ("x ````` y\n", "``````html\nx ````` y\n``````"),
    ])
    func fences(code: String, expected: String) {
        #expect(MarkdownFence.block(code, language: "html") == expected)
    }
}
