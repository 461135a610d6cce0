import Testing
@testable import DesignSystem
@testable import DesignTokens

struct HTMLRendererTests {
    @Test(arguments: [
        "area", "base", "br", "col", "embed", "hr", "img",
        "input", "link", "meta", "source", "track", "wbr", "BR", "Img",
    ])
    func voidElementsHaveNoEndTagAndIgnoreChildren(name: String) {
        let node = Node.element(name, attributes: [.id("v")], children: ["ignored", .span()])
        #expect(node.rendered() == "<\(name) id=\"v\">")
    }

    @Test(arguments: [
        (Node.div(), "<div></div>"),
        (.element("script", attributes: [], children: []), "<script></script>"),
        (.element("textarea", attributes: [], children: []), "<textarea></textarea>"),
        (.p(children: "a", .br(), "b"), "<p>a<br>b</p>"),
    ])
    func nonVoidElementsAlwaysClose(node: Node, expected: String) {
        #expect(node.rendered() == expected)
    }

    @Test(arguments: [
        ([Attribute.boolean("hidden")], "<div hidden></div>"),
        ([.boolean("disabled"), .id("x")], "<div disabled id=\"x\"></div>"),
        ([Attribute(name: "open", value: nil), .boolean("inert")], "<div open inert></div>"),
        ([.title("")], "<div title=\"\"></div>"),
        ([.id("b"), .class("a"), .data("z", "1")], "<div id=\"b\" class=\"a\" data-z=\"1\"></div>"),
    ])
    func rendersAttributesInOrderWithBooleansAsBareNames(attributes: [Attribute], expected: String) {
        #expect(Node.div(attributes, []).rendered() == expected)
    }

    @Test(arguments: [
        "", "1div", "di v", "div>", "<div", "d\"iv", "-x", "_x", "x/y", "x=y", "é", "divé", "x\u{0}", "a'b",
    ])
    func invalidElementNamesRenderOnlyTheirChildren(name: String) {
        let node = Node.element(name, attributes: [.id("a")], children: ["kid", .span(children: "s")])
        #expect(node.rendered() == "kid<span>s</span>")
    }

    @Test(arguments: ["div", "my-element", "svg:rect", "x_1.y", "H1", "a0"])
    func validElementNamesAreWrittenAsGiven(name: String) {
        #expect(Node.element(name, attributes: [], children: ["k"]).rendered() == "<\(name)>k</\(name)>")
    }

    @Test(arguments: [
        "", "on click", "a\"b", "a=b", "a>b", "1x", "-x", "a/b", "x'y", "é", "a\tb", "a\u{0}",
    ])
    func invalidAttributeNamesAreDropped(name: String) {
        let node = Node.div([.custom(name, "v"), .boolean(name), .id("ok")], [])
        #expect(node.rendered() == "<div id=\"ok\"></div>")
    }

    @Test func invalidGeneratedAttributeNamesAreDropped() {
        let node = Node.div(.aria("bad name", "v"), .data("x\"y", "v"), .data("ok", "v"))
        #expect(node.rendered() == "<div data-ok=\"v\"></div>")
    }

    @Test(arguments: [
        ("hello", "<!--hello-->"),
        ("", "<!---->"),
        ("-->", "<!-- - -&gt;-->"),
        ("--!>", "<!-- - -!&gt;-->"),
        ("a--b", "<!--a- -b-->"),
        ("a---b", "<!--a- - -b-->"),
        (">", "<!--&gt;-->"),
        ("->", "<!-- -&gt;-->"),
        ("x-", "<!--x- -->"),
        ("<!--", "<!--&lt;!- - -->"),
        ("</script><script>alert(1)</script>", "<!--&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;-->"),
        ("é 🎨 & 'q'", "<!--é 🎨 & 'q'-->"),
    ])
    func commentsCannotBeBrokenOutOf(text: String, expected: String) {
        let rendered = Node.comment(text).rendered()
        #expect(rendered == expected)
        let inner = rendered.dropFirst(4).dropLast(3)
        #expect(!inner.contains("--") && !inner.contains(">") && !inner.hasPrefix("-") && !inner.hasSuffix("-"))
    }

    @Test(arguments: ["<b>bold</b> & 'x'", "<!-- kept -->", "</div>", ""])
    func rawPassesThroughUnchanged(html: String) {
        #expect(Node.raw(unsafe: html).rendered() == html)
        #expect(Node.p(children: .raw(unsafe: html), " & ").rendered() == "<p>\(html) &amp; </p>")
    }

    @Test(arguments: [
        (Node.fragment([.fragment(["a", .fragment([.br(), "b"])]), .empty, "c"]), "a<br>bc"),
        (.empty, ""),
        (.fragment([.fragment([]), .fragment([.empty])]), ""),
        (.ul([], [.fragment([.li(children: "1"), .li(children: "2")])]), "<ul><li>1</li><li>2</li></ul>"),
    ])
    func nestedFragmentsFlatten(node: Node, expected: String) {
        #expect(node.rendered() == expected)
    }

    @Test func documentStartsWithDoctype() {
        let page = Node.document(
            lang: "en",
            head: [.meta(.charset("utf-8")), .title("Tokens & <Styles>"), .link(.rel("stylesheet"), .href("/assets/guide.css"))],
            body: [.h1(children: "Hi")]
        )
        #expect(page.rendered() == """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tokens &amp; &lt;Styles&gt;</title>\
            <link rel="stylesheet" href="/assets/guide.css"></head><body><h1>Hi</h1></body></html>
            """)
        #expect(Node.doctype.rendered() == "<!DOCTYPE html>")
    }

    @Test func scriptAndStyleTextIsStillEscaped() {
        #expect(Node.element("script", attributes: [], children: ["a<b && c"]).rendered()
            == "<script>a&lt;b &amp;&amp; c</script>")
        #expect(Node.element("style", attributes: [], children: ["p > a { content: '</style>' }"]).rendered()
            == "<style>p &gt; a { content: &#39;&lt;/style&gt;&#39; }</style>")
    }

    @Test func externalScriptIsDeferred() {
        #expect(Node.script(src: "/assets/app.js?v=1&x=2").rendered()
            == "<script src=\"/assets/app.js?v=1&amp;x=2\" defer></script>")
    }

    @Test func stringLiteralIsEscapedText() {
        let node: Node = "a<b"
        #expect(node == .text("a<b"))
        #expect(node.rendered() == "a&lt;b")
    }

    @Test func bytesMatchTheString() {
        let node = Node.div(.class("card"), children: "é & 🎨", .comment("--"), .raw(unsafe: "<hr>"))
        #expect(HTMLRenderer.renderBytes(node) == Array(node.rendered().utf8))
        #expect(HTMLRenderer.render(node) == "<div class=\"card\">é &amp; 🎨<!-- - - --><hr></div>")
    }
}
