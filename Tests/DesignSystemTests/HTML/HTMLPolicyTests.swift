import Testing
@testable import DesignSystem
@testable import DesignTokens

struct HTMLPolicyTests {
    @Test(arguments: [
        ("class", "div", true), ("id", "span", true), ("hidden", "p", true), ("inert", "section", true),
        ("href", "a", true), ("href", "span", false), ("src", "img", true), ("src", "a", false),
        ("cite", "blockquote", true), ("cite", "q", true), ("cite", "p", false),
        ("data-state", "div", true), ("aria-label", "button", true), ("data-", "div", false),
        ("aria-", "div", false), ("datas", "div", false), ("for", "label", true), ("for", "output", true),
        ("onclick", "button", false), ("style", "div", false), ("class", "script", false),
        ("class", "svg", false), ("formaction", "button", false), ("download", "a", false),
        ("srcset", "img", false), ("checked", "input", true), ("colspan", "th", true), ("span", "col", true),
    ])
    func templatePolicyAllows(attribute: String, element: String, allowed: Bool) {
        #expect(HTMLPolicy.template.allows(attribute, on: element) == allowed)
    }

    @Test(arguments: [
        "script", "style", "iframe", "frame", "object", "embed", "link", "meta", "base", "form", "svg",
        "math", "template", "slot", "dialog", "canvas", "audio", "video", "source", "picture", "title",
        "noscript", "html", "body", "head", "font", "applet", "frameset",
    ])
    func templatePolicyRefuses(element: String) {
        #expect(!HTMLPolicy.template.elements.contains(element))
    }

    @Test func templatePolicyListsOnlyAllowedElementsAndKnownURLAttributes() {
        let policy = HTMLPolicy.template
        #expect(policy.elements.count == 86)
        #expect(Set(policy.elementAttributes.keys).isSubset(of: policy.elements))
        #expect(policy.urlAttributes == ["href", "src", "cite"])
        #expect(policy.allowedURLSchemes == ["http", "https", "mailto", "tel"])
        #expect(policy.allowsDataAndARIAAttributes)
    }

    @Test func dataAndARIAAttributesFollowTheFlag() {
        var policy = HTMLPolicy.template
        policy.allowsDataAndARIAAttributes = false
        #expect(!policy.allows("data-x", on: "div"))
        #expect(!policy.allows("aria-label", on: "div"))
        let parsed = parseFragment("<div data-x=1 aria-hidden=true>t</div>", policy: policy)
        #expect(parsed.html == "<div>t</div>")
        #expect(parsed.rules == ["attribute-not-allowed", "attribute-not-allowed"])
    }

    @Test(arguments: [
        ("<div onclick=\"go()\">t</div>", "event-handler", 6),
        ("<div ONMOUSEOVER=x>t</div>", "event-handler", 6),
        ("<div onfocus>t</div>", "event-handler", 6),
        ("<div style=\"color: red\">t</div>", "inline-style", 6),
        ("<div STYLE=color:red>t</div>", "inline-style", 6),
        ("<div href=\"/x\">t</div>", "attribute-not-allowed", 6),
        ("<a download>t</a>", "attribute-not-allowed", 4),
        ("<button formaction=/x>t</button>", "attribute-not-allowed", 9),
        ("<div a\"b=1>t</div>", "attribute-not-allowed", 6),
        ("<div é=1>t</div>", "attribute-not-allowed", 6),
        ("<div 1x=1>t</div>", "attribute-not-allowed", 6),
        ("<div =x>t</div>", "attribute-not-allowed", 6),
        ("<div x<y>t</div>", "attribute-not-allowed", 6),
    ])
    func attributesNotAllowedAreDroppedAndTheElementKept(input: String, rule: String, column: Int) {
        let parsed = parseFragment(input)
        #expect(parsed.rules == [rule])
        #expect(parsed.problems.first?.severity == .error)
        #expect(parsed.problems.first?.column == column)
        let name = input.dropFirst().prefix { $0.isLetter }
        #expect(parsed.html == "<\(name)>t</\(name)>")
    }

    @Test func misspeltAttributesAndElementsGetASuggestion() {
        let parsed = parseFragment("<dvi>x</dvi><span clas=a>y</span>")
        #expect(parsed.problems.map(\.message) == [
            "<dvi> is not an allowed element; it was dropped with its content (did you mean <div>?)",
            "clas is not allowed on <span>; dropped (did you mean class?)",
        ])
    }

    @Test func anotherPolicyCanAllowMoreSchemesAndElements() {
        let policy = HTMLPolicy(
            elements: ["p", "img", "a"], globalAttributes: [], elementAttributes: ["img": ["src"], "a": ["href"]],
            urlAttributes: ["src", "href"], allowsDataAndARIAAttributes: false, allowedURLSchemes: ["https", "data"]
        )
        let parsed = parseFragment("<p class=c><img src=\"data:image/png;base64,AA\"><a href=\"http://x\">l</a></p>", policy: policy)
        #expect(parsed.html == "<p><img src=\"data:image/png;base64,AA\"><a>l</a></p>")
        #expect(parsed.rules == ["attribute-not-allowed", "unsafe-url"])
    }

    @Test func problemsBecomeDiagnosticsOfAFile() {
        let problem = parseFragment("\n  <script></script>").problems[0]
        let diagnostic = problem.diagnostic(file: "Components/card/template.html")
        #expect(diagnostic.line == 2)
        #expect(diagnostic.rule == .elementNotAllowed)
        #expect(diagnostic.description.hasPrefix("Components/card/template.html:2: error: column 3: <script> is not allowed"))
        #expect(problem.description.hasPrefix("2:3: error: <script>"))
    }
}
