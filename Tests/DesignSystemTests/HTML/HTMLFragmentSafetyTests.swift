import Testing
@testable import DesignSystem
@testable import DesignTokens

struct HTMLFragmentSafetyTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "element-not-allowed", "Content-Security-Policy"),
        ("<SCRIPT type=module>import('x')</SCRIPT >", "element-not-allowed", "Content-Security-Policy"),
        ("<script>if (a < b) { x('</p>') }</script>", "element-not-allowed", "inline script"),
        ("<script>document.write('<!--<script>')</script>alert(2)</script>", "element-not-allowed", "script"),
        ("<script/>alert(1)</script>", "element-not-allowed", "script"),
        ("<style>p { color: red } </style>", "element-not-allowed", "come from tokens"),
        ("<style><p>not markup</p></style>", "element-not-allowed", "tokens"),
        ("<iframe src=\"https://x.example\">fallback <b>text</b></iframe>", "element-not-allowed", "embedded content"),
        ("<object data=x><p>fallback</p></object>", "element-not-allowed", "embedded content"),
        ("<embed src=x>", "element-not-allowed", "embedded content"),
        ("<svg onload=alert(1)><circle r=1/><text>svg text</text></svg>", "element-not-allowed", "<svg>"),
        ("<form action=/x><input name=a><button>Send</button></form>", "element-not-allowed", "<form>"),
        ("<title>Doc <b>title</b></title>", "element-not-allowed", "<title>"),
        ("<xmp><script>x</script></xmp>", "element-not-allowed", "<xmp>"),
        ("<noscript><p>hi</p></noscript>", "element-not-allowed", "<noscript>"),
    ])
    func refusedElementsAreDroppedWithTheirContent(input: String, rule: String, reason: String) {
        let parsed = parseFragment("<p>before</p>" + input + "<p>after</p>")
        #expect(parsed.html == "<p>before</p><p>after</p>")
        #expect(parsed.rules.first == rule)
        #expect(parsed.problems.first?.column == 14)
        #expect(parsed.problems.first?.message.contains(reason) == true)
    }

    @Test func anUnclosedScriptSwallowsTheRestOfTheInput() {
        let parsed = parseFragment("<p>a</p><script>alert(1)</p><p>b</p>")
        #expect(parsed.html == "<p>a</p>")
        #expect(parsed.rules == ["element-not-allowed", "html-structure"])
    }

    @Test func nothingInsideARefusedElementIsReported() {
        let parsed = parseFragment("<form><div onclick=x style=y><font>&bogus;</div></form>")
        #expect(parsed.html == "")
        #expect(parsed.rules == ["element-not-allowed"])
    }

    @Test(arguments: [
        "<p/onclick=\"alert(1)\">x</p>",
        "<p/ONCLICK=alert(1)//>x</p>",
        "<img src=x onerror=alert(1)>",
        "<img src=x\nonerror=alert(1)>",
        "<a href=\"https://a.example/\"onmouseover=\"alert(1)\">x</a>",
        "<a href='https://a.example/'onmouseover='alert(1)'>x</a>",
        "<img \"\"\"><script>alert(1)</script>\">",
        "<img src=\"x\" / onerror=\"alert(1)\">",
        "<div\tonclick\t=\talert(1)>x</div>",
        "<div/onclick=alert(1)/>x</div>",
        "<div onclick=alert(1)//>x</div>",
        "<img src=`x` onerror=alert(1)>",
        "<a href=\"javascript:alert(1)\"onclick=alert(1)>x</a>",
        "<div title=\"\"onclick=\"alert(1)\">x</div>",
        "<<script>alert(1)//<</script>",
        "<scr<script>ipt>alert(1)</script>",
        "<p onclick\n=\nalert(1)>x</p>",
        "<button onfocus=alert(1) autofocus>x</button>",
    ])
    func tricksProduceNoEventHandlerOrScript(input: String) {
        let parsed = parseFragment(input)
        let html = parsed.html.lowercased()
        #expect(!html.contains("<script"))
        #expect(!html.contains(" on"))
        #expect(!html.contains("javascript:"))
        #expect(parsed.problems.contains { $0.severity == .error })
    }

    @Test(arguments: [
        "javascript:alert(1)",
        " JaVaScRiPt:alert(1)",
        "java&#x09;script:alert(1)",
        "java&#9;script:alert(1)",
        "java&Tab;script:alert(1)",
        "&Tab;javascript:alert(1)",
        "java\nscript:alert(1)",
        "java\tscript:alert(1)",
        "&#106;avascript:alert(1)",
        "&#x6A;avascript:alert(1)",
        "&#X6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
        "&#0000106;avascript:alert(1)",
        "javascript&colon;alert(1)",
        "javascript&#58;alert(1)",
        "&#x20;javascript:alert(1)",
        "\u{1}\u{8}javascript:alert(1)",
        "vbscript:msgbox(1)",
        "data:text/html,<script>alert(1)</script>",
        "DATA:text/html;base64,PHNjcmlwdD4=",
        "file:///etc/passwd",
        "jar:https://x!/",
        "view-source:https://x",
        "x-custom+scheme.1:thing",
        "//evil.example/",
        "\\\\evil.example/",
        "/\\evil.example/",
        " //evil.example/",
        "&sol;&sol;evil.example/",
        // No scheme a browser would use, but a `:` before any `/`, `?` or `#`: refused all the same.
        "java script:alert(1)", "1javascript:alert(1)", "&#106avascript:alert(1)", "java&amp;script:x", "ｊavascript:alert(1)",
        "&#1;javascript:alert(1)", "&#x80;javascript:alert(1)", "java\u{0}script:alert(1)",
    ])
    func unsafeURLsAreDroppedWhateverTheirDisguise(url: String) {
        let quoted = url.contains("\"") ? "'\(url)'" : "\"\(url)\""
        let input = "<p>\n  text\n  <a class=x href=\(quoted)>link</a> <img src=\(quoted)> <q cite=\(quoted)>q</q></p>"
        let parsed = parseFragment(input)
        #expect(parsed.html == "<p>\n  text\n  <a class=\"x\">link</a> <img> <q>q</q></p>")
        let unsafe = parsed.problems(.unsafeURL)
        #expect(unsafe.count == 3)
        #expect(unsafe.allSatisfy { $0.severity == .error })
        #expect(unsafe.first?.line == 3)
        #expect(unsafe.first?.column == 14)
    }

    @Test(arguments: [
        "https://example.com/a?b=c#d", "HTTP://example.com", "mailto:team@example.com", "tel:+15550100",
        "/components/button", "relative/path", "../up", "#anchor", "?query=1", "", "  /spaces  ",
        "./page:with-colon/x:y", "a/b:c", "#x:y", "?next=javascript:alert(1)", "javascript%3Aalert(1)",
        "&#x26;#106;avascript:alert(1)",
    ])
    func safeURLsAreKept(url: String) {
        let parsed = parseFragment("<a href=\"\(url)\">x</a>")
        #expect(parsed.problems(.unsafeURL).isEmpty)
        #expect(parsed.nodes.count == 1)
        guard case .element(_, let attributes, _)? = parsed.nodes.first else { return }
        #expect(attributes.count == 1)
    }

    @Test(arguments: [
        ("javascript:alert(1)", "javascript"), ("java&#x09;script:x", "javascript"), ("//x", nil),
        ("\\/x", nil), ("https://x", nil), ("HTTPS://x", nil), ("mailto:x", nil), ("data:x", "data"),
        ("\u{0}javascript:x", "\u{FFFD}javascript"), ("javascript\u{0}:x", "javascript\u{FFFD}"), (" \u{1F}vbscript:x ", "vbscript"),
        ("java script:x", "javascript"), ("\u{7F}java\u{B}script:x", "javascript"), ("a/b:c", nil), ("#a:b", nil),
    ] as [(String, String?)])
    func urlCheckFindsTheSchemeABrowserWouldUse(url: String, scheme: String?) {
        var decoded = String.UnicodeScalarView()
        var scanner = HTMLScanner(url)
        var problems: [HTMLProblem] = []
        while !scanner.isAtEnd {
            if let text = HTMLCharacterReference.read(from: &scanner, problems: &problems) {
                decoded.append(contentsOf: text.unicodeScalars)
            } else if let scalar = scanner.next() {
                decoded.append(scalar)
            }
        }
        let problem = HTMLURLCheck.problem(with: String(decoded), allowedSchemes: HTMLPolicy.defaultURLSchemes)
        if let scheme {
            #expect(problem == .scheme(scheme))
        } else if url.hasPrefix("/") || url.hasPrefix("\\") {
            #expect(problem == .protocolRelative)
        } else {
            #expect(problem == nil)
        }
    }
}
