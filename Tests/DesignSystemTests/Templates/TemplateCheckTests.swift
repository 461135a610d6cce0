import Testing
import TestSupport
@testable import DesignSystem
@testable import DesignTokens

/// `template.html` is checked before anything is rendered with it: what is refused, with which rule and line.
@Suite("Template checks")
struct TemplateCheckTests {
    /// A template that must be refused, the rule, and the line named.
    struct Refusal: Sendable, CustomStringConvertible {
        let name: String
        let template: String
        let rule: String
        let line: Int
        var description: String { name }
    }

    /// Wraps `inner` in a root whose parts are all marked, on line 2 onwards.
    static func inRoot(_ inner: String) -> String {
        "<span>\n" + inner + "\n<span data-part=\"primary\"></span><span data-part=\"image\"></span></span>"
    }

    static let refusals: [Refusal] = [
        Refusal(name: "triple mustache", template: inRoot("{{{primaryText}}}"), rule: "unescaped-output", line: 2),
        Refusal(name: "ampersand tag", template: inRoot("{{& primaryText}}"), rule: "unescaped-output", line: 2),
        Refusal(name: "content-type pragma", template: inRoot("{{% CONTENT_TYPE: TEXT}}"), rule: "unescaped-output", line: 2),
        Refusal(name: "delimiter change", template: inRoot("{{=<% %>=}}"), rule: "template-tag", line: 2),
        Refusal(name: "partial", template: inRoot("{{> header}}"), rule: "template-tag", line: 2),
        Refusal(name: "script element", template: inRoot("<script>alert(1)</script>"), rule: "element-not-allowed", line: 2),
        Refusal(name: "style element", template: inRoot("<style>p{}</style>"), rule: "element-not-allowed", line: 2),
        Refusal(name: "iframe", template: inRoot("<iframe src=\"https://a.example\"></iframe>"), rule: "element-not-allowed", line: 2),
        Refusal(name: "onclick", template: inRoot("<button onclick=\"go()\">Go</button>"), rule: "event-handler", line: 2),
        Refusal(name: "style attribute", template: inRoot("<b style=\"color:red\">x</b>"), rule: "inline-style", line: 2),
        Refusal(name: "javascript URL", template: inRoot("<a href=\"javascript:alert(1)\">x</a>"), rule: "unsafe-url", line: 2),
        Refusal(name: "obfuscated javascript URL", template: inRoot("<a href=\"java&#x09;script:alert(1)\">x</a>"), rule: "unsafe-url", line: 2),
        Refusal(name: "data URL", template: inRoot("<img src=\"data:image/svg+xml,<svg/>\" alt=\"\">"), rule: "unsafe-url", line: 2),
        Refusal(name: "value at the start of a URL", template: inRoot("<a href=\"{{primaryText}}\">x</a>"), rule: "unsafe-value-position", line: 2),
        Refusal(name: "value finishing a scheme", template: inRoot("<a href=\"java{{primaryText}}\">x</a>"), rule: "unsafe-value-position", line: 2),
        Refusal(name: "protocol-relative URL with a value", template: inRoot("<a href=\"//{{primaryText}}\">x</a>"), rule: "unsafe-value-position", line: 2),
        Refusal(name: "unquoted value", template: inRoot("<b title={{primaryText}}>x</b>"), rule: "unsafe-value-position", line: 2),
        Refusal(name: "value as an attribute's name", template: inRoot("<b {{primaryText}}=\"x\">x</b>"), rule: "unsafe-value-position", line: 2),
        Refusal(name: "value as an element's name", template: inRoot("<{{primaryText}}>x"), rule: "unsafe-value-position", line: 2),
        Refusal(name: "two roots", template: "<span data-part=\"primary\"></span>\n<span data-part=\"image\"></span>", rule: "template-root", line: 1),
        Refusal(name: "text beside the root", template: "hello <span data-part=\"primary\"></span><i data-part=\"image\"></i>", rule: "template-root", line: 1),
        Refusal(name: "an unmarked styled part", template: "<span>\n<span data-part=\"primary\"></span></span>", rule: "template-part", line: 0),
        Refusal(name: "a part name written by a value", template: inRoot("<i data-part=\"{{state}}\"></i>"), rule: "template-part", line: 2),
        Refusal(name: "unclosed section", template: inRoot("{{#primaryText}}x"), rule: "template-syntax", line: 0),
        Refusal(name: "mismatched section", template: inRoot("{{#primaryText}}x{{/image}}"), rule: "template-syntax", line: 0),
    ]

    @Test("each unsafe or broken template is refused with its rule and line", arguments: refusals)
    func refused(_ refusal: Refusal) {
        let (component, problems) = TemplateTesting.load(refusal.template)
        #expect(component == nil, "\(refusal.name) loaded")
        let problem = problems.first { $0.rule.name == refusal.rule && $0.severity == .error }
        #expect(problem != nil, "\(refusal.name): \(problems)")
        if refusal.line > 0 { #expect(problem?.line == refusal.line, "\(refusal.name): \(problems)") }
        #expect(problem?.file == "components/chip/template.html")
    }

    /// A delimiters tag of 8,000 flags (as many as the 64 KB template limit takes) is trimmed in one pass and refused: trimming
    /// stepped backward over its regional indicators, which was quadratic (a second of work at 8,000 flags, sixty-four times
    /// its cost at 1,000). Eight times the flags cost at most twenty times the processor time, measured on the test's own thread.
    @Test("a tag of 8,000 flags is refused in linear time")
    func longRunOfFlags() {
        func load(_ flags: Int) -> (TemplateComponent?, [Diagnostic]) {
            TemplateTesting.load(Self.inRoot("{{= " + String(repeating: "🇫🇷", count: flags) + " =}}"))
        }
        let (component, problems) = load(8_000)
        #expect(component == nil)
        #expect(problems.contains { $0.rule.name == "template-tag" && $0.severity == .error && $0.line == 2 }, "\(problems.prefix(3))")
        let growth = ThreadCPUTime.growth(from: 1_000, to: 8_000) { _ = load($0) }
        #expect(growth <= 20, "8,000 flags took \(growth) times the processor time of 1,000")
    }

    @Test("safe uses of values in attributes and URLs load")
    func safePositions() throws {
        _ = try TemplateTesting.component(Self.inRoot("""
            <a href="#{{id}}" title="{{primaryText}}">x</a>
            <a href="/docs/{{component}}">d</a>
            <a href="https://example.com/?q={{primaryText}}">q</a>
            <img data-part="image" src="{{image.url}}" alt="{{image.alt}}">
            {{#is.disabled}}<b aria-disabled="true">off</b>{{/is.disabled}}
            """))
    }

    @Test("a name nothing gives is a warning with the closest name, and the template still loads")
    func unknownName() throws {
        let (component, problems) = TemplateTesting.load(Self.inRoot("{{primaryTxt}} {{image.uri}} {{is.huge}}"))
        #expect(component != nil)
        let warnings = problems.filter { $0.rule.name == "unknown-template-name" }
        #expect(warnings.count == 3, "\(problems)")
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.line == 2 })
        #expect(warnings[0].message.contains("did you mean 'primaryText'"))
        #expect(warnings[1].message.contains("did you mean 'url'"))
    }

    @Test("transforms read known names")
    func transforms() throws {
        let (_, problems) = TemplateTesting.load(Self.inRoot("{{uppercased(primaryText)}} {{shout(primaryText)}}"))
        #expect(problems.map(\.rule.name) == ["unknown-template-name"])
        #expect(problems[0].message.contains("'shout' is not a transform"))
    }
}
