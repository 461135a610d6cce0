import Testing
import TestSupport
@testable import DesignSystem
@testable import DesignTokens

/// Every template limit refuses a small generated template with the file, the line and the
/// setting; parsing and rendering never recurse, so no depth crashes them; a render past its
/// budget stops; list sections nested past the budget over a sample are refused before any render.
@Suite("Template limits")
struct TemplateLimitTests {
    /// A generated template that passes one limit, the setting named and the line.
    struct Oversized: Sendable, CustomStringConvertible {
        let name: String
        let template: @Sendable () -> String
        let limits: TemplateLimits
        let setting: String
        let line: Int
        var description: String { name }
    }

    static func nested(_ depth: Int, _ name: String = "is.normal", inner: String = "x") -> String {
        String(repeating: "{{#\(name)}}", count: depth) + inner + String(repeating: "{{/\(name)}}", count: depth)
    }

    static func raised(_ change: (inout TemplateLimits) -> Void) -> TemplateLimits {
        var limits = TemplateLimits()
        change(&limits)
        return limits
    }

    static let oversized: [Oversized] = [
        Oversized(name: "70,000 bytes", template: { "<p>" + String(repeating: "a", count: 70_000) + "</p>" }, limits: TemplateLimits(),
                  setting: "templateBytes", line: 1),
        Oversized(name: "{{#is.normal}} nested 33 deep, on line 3", template: { "<p>\n\n" + nested(33) + "</p>" }, limits: TemplateLimits(),
                  setting: "templateNestingDepth", line: 3),
        Oversized(name: "{{#is.normal}} nested 3,000 deep (the server died of it)", template: { "<p>" + nested(3_000) + "</p>" },
                  limits: raised { $0.templateBytes = 16_777_216 }, setting: "templateNestingDepth", line: 1),
        Oversized(name: "{{#is.normal}} nested 10,000 deep (check died of it)", template: { "<p>" + nested(10_000) + "</p>" },
                  limits: raised { $0.templateBytes = 16_777_216; $0.templateNestingDepth = 1_024 }, setting: "templateNestingDepth", line: 1),
        Oversized(name: "4,097 tags, one a line", template: { "<p>" + String(repeating: "{{id}}\n", count: 4_097) + "</p>" },
                  limits: TemplateLimits(), setting: "templateTags", line: 4_097),
        Oversized(name: "131,072 tags (check crashed on them)", template: { "<p>" + String(repeating: "{{id}}", count: 131_072) + "</p>" },
                  limits: raised { $0.templateBytes = 16_777_216; $0.templateTags = 65_536 }, setting: "templateTags", line: 1),
    ]

    @Test("each limit refuses at load with the file, the line and the setting", arguments: oversized)
    func refused(_ case: Oversized) {
        let (component, problems) = TemplateComponent.load(
            definition: Array(#"{"title": "T", "summary": "S."}"#.utf8), definitionFile: "components/t/component.json",
            template: `case`.template(), templateFile: "components/t/template.html", name: "t", limits: `case`.limits)
        #expect(component == nil)
        let problem = problems.first { $0.rule == .limitExceeded }
        #expect(problem?.file == "components/t/template.html" && problem?.line == `case`.line, "\(problems.prefix(3))")
        #expect(problem?.message.contains("\"limits\": {\"\(`case`.setting)\": …} in swatchbook.json") == true, "\(problems.prefix(3))")
    }

    @Test("a template of 48 KB of {{ is refused as unfinished at once, not after a scan from every brace")
    func braces() {
        let (component, problems) = TemplateTesting.load(String(repeating: "{{", count: 24_000))
        #expect(component == nil)
        #expect(problems.contains { $0.rule.name == "template-syntax" && $0.line == 1 }, "\(problems)")
    }

    @Test("parsing and rendering keep their own stack: 20,000 nested sections render")
    func deepRender() throws {
        var limits = TemplateLimits()
        limits.templateNestingDepth = 20_000
        limits.templateTags = 40_001
        let (program, problem) = TemplateParser.parse(Self.nested(20_000, "is.selected", inner: "{{state}}"), file: "t.html", limits: limits)
        #expect(problem == nil)
        let view = TemplateView.of(.item(FakeItem(primaryText: "a")), styling: TemplateRenderTests.styling, name: "t", idPrefix: "p")
        #expect(try TemplateRenderer(program: program, limits: limits).render(view).get() == "selected")
    }

    static func sections(_ count: Int, items: Int, text: String = "a") -> ComponentContent {
        .sections((0..<count).map { _ in ContentSection(title: nil, items: (0..<items).map { _ in FakeItem(primaryText: text) }) })
    }

    @Test("a render past previewBytes or previewElements stops, naming the component, its template and the setting")
    func budget() throws {
        let definition = TemplateTesting.definition(#""shows": "sections""#)
        let template = """
            <ul data-part="primary">{{#sections}}{{#items}}<li>{{primaryText}}</li>{{/items}}{{/sections}}<i data-part="image"></i></ul>
            """
        let component = try TemplateTesting.component(template, definition: definition)
        let long = Self.sections(10, items: 100, text: String(repeating: "x", count: 2_000))
        guard case .failure(let bytes) = component.attempt(long, styling: TemplateRenderTests.styling) else {
            Issue.record("2 MB rendered")
            return
        }
        #expect(bytes.message.contains("chip") && bytes.message.contains("components/chip/template.html"))
        #expect(bytes.message.contains(#""previewBytes""#) && bytes.file == "components/chip/template.html")
        #expect(component.render(long, styling: TemplateRenderTests.styling) == bytes.notice)
        guard case .failure(let elements) = component.attempt(Self.sections(100, items: 101), styling: TemplateRenderTests.styling) else {
            Issue.record("10,100 elements rendered")
            return
        }
        #expect(elements.message.contains(#""previewElements""#))
        guard case .success = component.attempt(Self.sections(3, items: 3), styling: TemplateRenderTests.styling) else {
            Issue.record("a small list was refused")
            return
        }
    }

    static func sample(_ name: String, sections: Int, items: Int) -> SampleSet {
        SampleSet(name: name, sections: (0..<sections).map { _ in
            SampleSection(items: (0..<items).map { SampleItem(primaryText: "item \($0)") })
        }, file: "samples/\(name).json")
    }

    @Test("list sections nested past the budget over a sample are refused with the line of the section that repeats most",
          arguments: [
            ("{{#sections}} nested 22 deep over 2 sections", "<div>\n" + nested(22, "sections"), sample("two", sections: 2, items: 1), "previewBytes", 2),
            ("{{#items}}{{#items}} over 1,000 items", "<div>{{#sections}}{{#items}}\n{{#items}}<b>{{primaryText}}</b>{{/items}}{{/items}}{{/sections}}",
             sample("many", sections: 1, items: 1_000), "previewBytes", 2),
          ])
    func fanOut(_ name: String, _ template: String, _ sample: SampleSet, _ setting: String, _ line: Int) throws {
        let component = try TemplateTesting.component(template + "<i data-part=\"primary\"></i><i data-part=\"image\"></i></div>",
                                                      definition: TemplateTesting.definition(#""shows": "sections""#))
        let problems = component.costProblems(over: [Self.sample("small", sections: 1, items: 2), sample])
        #expect(problems.contains { $0.line == line && $0.message.contains("'\(sample.name)'") && $0.message.contains(#""\#(setting)""#) },
                "\(problems)")
        #expect(problems.allSatisfy { $0.rule == .limitExceeded && $0.file == "components/chip/template.html" })
        #expect(component.costProblems(over: [Self.sample("small", sections: 1, items: 3)]).isEmpty)
    }
}

extension TemplateLimitTests {
    static let pieces = ["<b", "<a", " title=", " href=", " data-x=", " hidden", "\"", "'", "=", " ", "x", "/", ">", "</b>", "</a>", "<",
                         "{{primaryText}}", "{{image.url}}", "{{#is.hover}}", "{{/is.hover}}", "{{^is.hover}}", "{{#sections}}", "{{/sections}}",
                         "{{! c }}", "{{!\n}}", "<!--", "-->", "&#106;", "javascript:", "https://", "<textarea>", "</textarea>", "\n"]

    @Test("3,000 random templates load or are refused without a crash; in those that load, sample text never changes the markup")
    func randomTemplates() {
        var random = SplitMix(seed: 2_026)
        let view = TemplateLimitTests.sections(2, items: 3)
        for _ in 0..<3_000 {
            let template = "<div>" + (0..<Int.random(in: 1...16, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
                + "</div>"
            let (component, problems) = TemplateTesting.load(template, definition: #"{"title": "T", "summary": "S."}"#)
            #expect(component != nil || problems.contains { $0.severity == .error })
            if let component, case .failure(let refusal) = component.attempt(view, styling: TemplateRenderTests.styling) {
                Issue.record("a small template passed a render limit: \(refusal.message)")
            }
            if let component { #expect(TemplateMarkupProbe.difference(in: component, styling: TemplateRenderTests.styling) == nil, "\(template)") }
        }
    }
}
