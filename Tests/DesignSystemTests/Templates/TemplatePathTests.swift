import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The checker follows every path through sections (0, 1 or many renders of each body; comments
/// render nothing): markup never depends on a section, and values land only where escaping protects them.
@Suite("Template paths through sections")
struct TemplatePathTests {
    /// Markup smuggled through a section or a comment, and the line the refusal names.
    struct Smuggled: Sendable, CustomStringConvertible {
        let name: String
        let markup: String
        let line: Int
        var description: String { name }
    }

    static let smuggled: [Smuggled] = [
        Smuggled(name: "a quote from a section opens the value a sample then writes", markup:
                    #"<a title={{#is.hover}}"{{/is.hover}}{{primaryText}} href="/x">x</a>"#, line: 2),
        Smuggled(name: "the same with single quotes", markup: "<a title={{#is.hover}}'{{/is.hover}}{{primaryText}}'>x</a>", line: 2),
        Smuggled(name: "the same with an inverted section", markup: #"<a title={{^is.hover}}"{{/is.hover}}{{primaryText}}">x</a>"#, line: 2),
        Smuggled(name: "a comment between < and a value", markup: "<{{!\n}}{{primaryText}}>x", line: 2),
        Smuggled(name: "a comment inside an element's name", markup: "<{{! c }}b>x</b>", line: 2),
        Smuggled(name: "a comment inside an attribute's name", markup: #"<b ti{{!c}}tle="a">x</b>"#, line: 2),
        Smuggled(name: "a URL's scheme-fixing / from a section", markup: #"<a href="{{#is.normal}}/{{/is.normal}}{{secondaryText}}">x</a>"#, line: 2),
        Smuggled(name: "a URL's https:// from an inverted section", markup:
                    #"<a href="{{^is.hover}}https://a.example/{{/is.hover}}{{secondaryText}}">x</a>"#, line: 2),
        Smuggled(name: "a URL's scheme finished by a section", markup: #"<a href="java{{#is.normal}}script:{{/is.normal}}alert(1)">x</a>"#, line: 2),
        Smuggled(name: "a URL's // from a section", markup: #"<a href="{{^is.normal}}//evil.example{{/is.normal}}/x">x</a>"#, line: 2),
        Smuggled(name: "a URL started by a character reference, finished by a section", markup:
                    #"<a href="&#106;{{#is.normal}}avascript:alert(1){{/is.normal}}">x</a>"#, line: 2),
        Smuggled(name: "a section around =", markup: #"<b title{{#is.hover}}={{/is.hover}}"{{primaryText}}">x</b>"#, line: 2),
        Smuggled(name: "a section writing = and a value after a name", markup: "<b title {{#is.hover}}=\"x\"{{/is.hover}}>x</b>", line: 2),
        Smuggled(name: "= after a section's attribute name", markup: "<b {{#is.hover}}hidden{{/is.hover}}=\"x\">x</b>", line: 2),
        Smuggled(name: "a section writing an unquoted value", markup: "<b title={{#is.hover}}x{{/is.hover}}>x</b>", line: 2),
        Smuggled(name: "a section inside an attribute's name", markup: #"<b data-{{#is.hover}}x{{/is.hover}}="1">x</b>"#, line: 2),
        Smuggled(name: "a section writing an element's name", markup: "<{{#is.hover}}b{{/is.hover}}>x", line: 2),
        Smuggled(name: "a section starting an attribute's name the template finishes", markup: "<b {{#is.hover}}on{{/is.hover}}click=\"x\">x</b>", line: 2),
        Smuggled(name: "two sections' names running together", markup: "<b {{#is.hover}}hid{{/is.hover}}{{#is.small}}den{{/is.small}}>x</b>", line: 2),
        Smuggled(name: "a list section repeating an attribute's name", markup: "<b {{#sections}}hidden{{/sections}}>x</b>", line: 2),
        Smuggled(name: "a section closing a URL's quote", markup: #"<a href="/x{{#is.hover}}"{{/is.hover}}>x</a>"#, line: 2),
        Smuggled(name: "a section spanning two attributes", markup: #"<b title="{{#is.hover}}a" data-x="{{/is.hover}}b">x</b>"#, line: 2),
        Smuggled(name: "a section spanning into a tag", markup: #"{{#is.hover}}<b title="{{/is.hover}}x">y</b>"#, line: 2),
        Smuggled(name: "a section ending an HTML comment", markup: "<!-- {{#is.hover}}-->{{/is.hover}} -->", line: 2),
        Smuggled(name: "a section ending a textarea", markup: "<textarea>{{#is.hover}}</textarea>{{/is.hover}}</textarea>", line: 2),
        Smuggled(name: "text after {{image.url}}", markup: #"<img data-part="image" src="{{image.url}}x" alt="">"#, line: 2),
        Smuggled(name: "a section's end on a later line", markup: "<a title={{#is.hover}}\n\"{{/is.hover}}{{primaryText}}\">x</a>", line: 2),
    ]

    @Test("markup smuggled through sections or comments is refused as unsafe-value-position", arguments: smuggled)
    func refused(_ case: Smuggled) {
        let template = TemplateCheckTests.inRoot(`case`.markup)
        let (component, problems) = TemplateTesting.load(template)
        #expect(component == nil, "\(`case`.name) loaded")
        let problem = problems.first { $0.rule.name == "unsafe-value-position" }
        #expect(problem?.line == `case`.line, "\(`case`.name): \(problems)")
        #expect(problem?.severity == .error && problem?.file == "components/chip/template.html")
    }

    static let whole: [String] = [
        #"<b class="a {{#is.selected}}selected{{/is.selected}}">x</b>"#,
        #"<b aria-pressed="{{#is.selected}}true{{/is.selected}}{{^is.selected}}false{{/is.selected}}">x</b>"#,
        #"<button type="button" {{#is.disabled}}disabled{{/is.disabled}}>x</button>"#,
        "<input type=\"checkbox\" disabled {{#is.selected}}checked{{/is.selected}}>",
        "<input type=\"checkbox\" {{#is.selected}}checked {{/is.selected}}{{#is.disabled}} disabled{{/is.disabled}}>",
        #"<b {{#is.selected}}aria-current="true"{{/is.selected}} title="x">y</b>"#,
        #"<b title="x"{{#is.selected}} aria-current="true"{{/is.selected}}>y</b>"#,
        #"<ul>{{#sections}}{{#items}}<li data-x="{{id}}" {{#first}}aria-current="true"{{/first}}>{{primaryText}}</li>{{/items}}{{/sections}}</ul>"#,
        #"<b {{#sections}} data-s="{{id}}"{{/sections}}>x</b>"#,
        #"<a href="/x/{{#is.selected}}sel/{{/is.selected}}{{id}}">x</a>"#,
        #"<a href="https://a.example/?q={{#is.hover}}h{{/is.hover}}{{primaryText}}">x</a>"#,
        #"<img data-part="image" src="{{image.url}}" alt="">"#,
        "<b title=\"a {{! a note }} b\">x</b> {{! a note\n over lines }}",
        "<b {{! note }} title=\"x\">y</b>",
        "<!-- {{#is.hover}}hover{{/is.hover}} --><p>{{#primaryText}}<i>{{.}}</i>{{/primaryText}}</p>",
        "<textarea>{{#is.hover}}h{{/is.hover}}{{primaryText}}</textarea>",
        // The manual's example (template-components.md).
        """
        <button type="button" class="chip {{#is.selected}}chip--on{{/is.selected}}"
                aria-pressed="{{#is.selected}}true{{/is.selected}}{{^is.selected}}false{{/is.selected}}"
                {{#is.disabled}}disabled{{/is.disabled}}>
          {{#image}}<span data-part="image" data-src="{{image.url}}"></span>{{/image}}
        </button>
        """,
        #"<b {{#is.hover}}title="{{primaryText}}"{{/is.hover}} data-t="{{#is.hover}}{{primaryText}}{{/is.hover}}">x</b>"#,
    ]

    @Test("whole elements, whole attributes and text inside values may come from sections", arguments: whole)
    func accepted(_ markup: String) throws {
        _ = try TemplateTesting.component(TemplateCheckTests.inRoot(markup))
    }
}
