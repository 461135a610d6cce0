import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The five escaped characters with their character references.
private let escapedCharacters: [(character: String, reference: String)] = [
    ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
]

/// The attribute helpers whose values must be escaped.
enum EscapedAttributeKind: String, CaseIterable, Sendable {
    case alt, title, ariaLabel = "aria-label", href

    func attribute(_ value: String) -> Attribute {
        switch self {
        case .alt: .alt(value)
        case .title: .title(value)
        case .ariaLabel: .aria("label", value)
        case .href: .href(value)
        }
    }
}

struct HTMLEscapingTests {
    @Test(arguments: escapedCharacters)
    func escapesEachCharacterInText(character: String, reference: String) {
        #expect(Node.text("a\(character)b").rendered() == "a\(reference)b")
        #expect(Node.text(character).rendered() == reference)
    }

    @Test(arguments: EscapedAttributeKind.allCases, escapedCharacters)
    func escapesEachCharacterInAttributeValues(
        kind: EscapedAttributeKind, escaped: (character: String, reference: String)
    ) {
        let node = Node.span([kind.attribute("x\(escaped.character)y")], [])
        #expect(node.rendered() == "<span \(kind.rawValue)=\"x\(escaped.reference)y\"></span>")
    }

    @Test(arguments: [
        ("<script>alert('x & \"y\"')</script>",
         "&lt;script&gt;alert(&#39;x &amp; &quot;y&quot;&#39;)&lt;/script&gt;"),
        ("&amp;", "&amp;amp;"),
        ("a&&b<<c", "a&amp;&amp;b&lt;&lt;c"),
        ("\" onmouseover=\"alert(1)", "&quot; onmouseover=&quot;alert(1)"),
        ("🎨 <b>Grüße</b>", "🎨 &lt;b&gt;Grüße&lt;/b&gt;"),
        ("plain text", "plain text"),
        ("", ""),
    ])
    func escapesMixedStrings(input: String, expected: String) {
        #expect(Node.text(input).rendered() == expected)
        #expect(HTMLEscaping.escape(input) == expected)
        #expect(Node.div([.title(input)], []).rendered() == "<div title=\"\(expected)\"></div>")
    }

    @Test(arguments: ["Grüße", "日本語のテキスト", "🎨👩🏽‍💻🇫🇷", "café ñ ß", "Ω≈ç√∫", "zero\u{200B}width"])
    func leavesNonASCIIUntouched(text: String) {
        #expect(Node.text(text).rendered() == text)
        #expect(HTMLEscaping.escape(text) == text)
        #expect(Node.img(.alt(text)).rendered() == "<img alt=\"\(text)\">")
    }

    @Test func escapesLongTextWithReferencesFarApart() {
        let run = String(repeating: "é-🎨", count: 500)
        let text = run + "<" + run + "&" + run
        #expect(HTMLEscaping.escape(text) == run + "&lt;" + run + "&amp;" + run)
    }

    /// Found by fuzzing (Tests/Fuzz/Regressions/html/carriage-return): HTML reads a carriage return as
    /// a line feed, so one written as it is came back otherwise from the page the node tree made.
    @Test("a carriage return in text or an attribute is written as a reference, and reads back as itself")
    func escapesCarriageReturns() {
        let node = Node.p([.title("a\rb\r\nc")], [.text("d\re\r\nf")])
        let html = node.rendered()
        #expect(html == "<p title=\"a&#13;b&#13;\nc\">d&#13;e&#13;\nf</p>")
        let (nodes, _) = HTMLFragmentParser.parse(html, policy: .template)
        #expect(nodes == [node])
    }
}
