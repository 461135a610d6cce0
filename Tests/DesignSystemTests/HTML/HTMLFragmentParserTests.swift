import Testing
@testable import DesignSystem
@testable import DesignTokens

struct HTMLFragmentParserTests {
    @Test(arguments: [
        ("", ""),
        ("plain text", "plain text"),
        ("<p>Hello, <strong>world</strong>!</p>", "<p>Hello, <strong>world</strong>!</p>"),
        ("<DIV Class=box><SPAN>x</SPAN></DIV>", "<div class=\"box\"><span>x</span></div>"),
        ("<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>", "<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>"),
        ("a<br>b<br/>c<hr />", "a<br>b<br>c<hr>"),
        ("<img src=\"/a.png\" alt=\"A\">", "<img src=\"/a.png\" alt=\"A\">"),
        ("<input type=checkbox checked disabled>", "<input type=\"checkbox\" checked disabled>"),
        ("<button type=\"button\" aria-pressed=\"false\" data-state=on>Go</button>",
         "<button type=\"button\" aria-pressed=\"false\" data-state=\"on\">Go</button>"),
        ("<a href=\"https://example.com/?a=1&amp;b=2\">x</a>", "<a href=\"https://example.com/?a=1&amp;b=2\">x</a>"),
        ("<table><tr><th scope=col>H</th></tr><tr><td colspan=2>D</td></tr></table>",
         "<table><tr><th scope=\"col\">H</th></tr><tr><td colspan=\"2\">D</td></tr></table>"),
        ("a <!-- note --> b", "a  b"),
        ("<p>1 < 2 and 3 > 2, <3 & <- and a <</p>", "<p>1 &lt; 2 and 3 &gt; 2, &lt;3 &amp; &lt;- and a &lt;</p>"),
        ("<textarea name=t><b>bold</b> &amp; more</textarea>",
         "<textarea name=\"t\">&lt;b&gt;bold&lt;/b&gt; &amp; more</textarea>"),
        ("<pre>  two\n\n  lines  </pre>", "<pre>  two\n\n  lines  </pre>"),
        ("   \n\t ", "   \n\t "),
        ("<details open><summary>S</summary>Body</details>", "<details open><summary>S</summary>Body</details>"),
        ("<p title='It&apos;s \"quoted\"'>q</p>", "<p title=\"It&#39;s &quot;quoted&quot;\">q</p>"),
        ("</ >x", "x"),
        ("a</", "a&lt;/"),
    ])
    func rendersOrdinaryMarkupNormalised(input: String, expected: String) {
        #expect(parseFragment(input).html == expected)
    }

    @Test(arguments: [
        "<p>Hello, <strong>world</strong>!</p>",
        "<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>",
        "<a href=\"#top\" class=\"link\">Top</a>",
        "<figure><img src=\"/i.png\" alt=\"\"><figcaption>Caption</figcaption></figure>",
        "<label for=\"n\">Name</label><input id=\"n\" name=\"n\" required>",
    ])
    func wellFormedMarkupHasNoProblemsAndRendersUnchanged(input: String) {
        let parsed = parseFragment(input)
        #expect(parsed.problems.isEmpty)
        #expect(parsed.html == input)
    }

    @Test(arguments: [
        ("<p title=\"double\">", "double", true),
        ("<p title='single'>", "single", true),
        ("<p title=bare>", "bare", false),
        ("<p title = \"spaced\" >", "spaced", true),
        ("<p\ntitle\n=\n'lines'\n>", "lines", true),
        ("<p title=\"a > b\">", "a > b", true),
        ("<p title='say \"hi\"'>", "say \"hi\"", true),
        ("<p title=\"\">", "", true),
        ("<p title=a/b>", "a/b", false),
        ("<p title=x&amp;y>", "x&y", false),
    ])
    func readsEachAttributeQuotingForm(input: String, value: String, quoted: Bool) {
        var tags: [HTMLStartTag] = []
        let result = HTMLFragmentParser.parse(input + "</p>", policy: .template) { tags.append($0) }
        #expect(tags.count == 1)
        #expect(tags.first?.attributes.first?.value == value)
        #expect(tags.first?.attributes.first?.quoted == quoted)
        #expect(result.nodes == [.element("p", attributes: [Attribute(name: "title", value: value)], children: [])])
    }

    @Test func booleanAttributesHaveNoValue() {
        var tags: [HTMLStartTag] = []
        _ = HTMLFragmentParser.parse("<input DISABLED required/>", policy: .template) { tags.append($0) }
        #expect(tags.first?.attributes.map(\.name) == ["disabled", "required"])
        #expect(tags.first?.attributes.map(\.value) == [nil, nil])
        #expect(tags.first?.attributes.map(\.quoted) == [false, false])
    }

    @Test func duplicateAttributesKeepTheFirstWithAWarning() {
        let parsed = parseFragment("<p class=a id=x CLASS=b>t</p>")
        #expect(parsed.html == "<p class=\"a\" id=\"x\">t</p>")
        #expect(parsed.problems.map(\.severity) == [.warning])
        #expect(parsed.problems.first?.rule == .htmlStructure)
        #expect(parsed.problems.first?.column == 17)
    }

    @Test func startTagCallbackSeesEveryTagAsWritten() {
        var tags: [HTMLStartTag] = []
        _ = HTMLFragmentParser.parse("<div>\n  <script>x</script><B onclick=go() Title='T'>b</B><svg><path d=M0/></svg></div>",
                                     policy: .template) { tags.append($0) }
        #expect(tags.map(\.name) == ["div", "script", "b", "svg", "path"])
        #expect(tags[2].attributes.map(\.name) == ["onclick", "title"])
        #expect(tags[2].attributes.map(\.value) == ["go()", "T"])
        #expect((tags[2].line, tags[2].column) == (2, 21))
        #expect((tags[2].attributes[1].line, tags[2].attributes[1].column) == (2, 37))
    }

    @Test func adjacentTextMergesIntoOneNode() {
        let parsed = parseFragment("a&amp;b<script>x</script>c<!-- d -->e<unknown>f</unknown>g")
        #expect(parsed.nodes == [.text("a&bceg")])
    }

    @Test func ampersandsAndLessThanSignsThatStartNothingAreText() {
        let parsed = parseFragment("AT&T, a&b, &, &#, &#x;, &1; a < b, <3, <-, < p>")
        #expect(parsed.nodes == [.text("AT&T, a&b, &, &#, &#x;, &1; a < b, <3, <-, < p>")])
        #expect(parsed.problems.isEmpty)
    }
}
