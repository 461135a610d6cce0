import Foundation
import Testing
@testable import DesignSystem
@testable import DesignTokens

/// What templates write, kept as swift-mustache 2.1.1 wrote it before Swatchbook rendered its own
/// subset of Mustache (the two were compared byte for byte over these and 3,000 generated
/// templates): the bundled components over every bundled sample, and the test fixtures, in
/// `Goldens/<name>.golden`. Whitespace around standalone tags, escaping, sections, inverted
/// sections, positions and transforms are all in there.
@Suite("Template renders, as swift-mustache wrote them")
struct TemplateGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// The bundled components' templates, by folder name.
    static func bundledTemplates() throws -> [(String, String)] {
        let folder = root.appendingPathComponent("Config/components")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name + "/template.html"), encoding: .utf8))
        }
    }

    static let fixtures: [String] = [
        TemplateTesting.chip,
        TemplateCheckTests.inRoot("""
            <a href="#{{id}}" title="{{primaryText}}">x</a>
            <a href="/docs/{{component}}">d</a>
            <a href="https://example.com/?q={{primaryText}}">q</a>
            <img data-part="image" src="{{image.url}}" alt="{{image.alt}}">
            {{#is.disabled}}<b aria-disabled="true">off</b>{{/is.disabled}}
            """),
        """
        <nav><ol data-part="primary">{{#sections}}{{#items}}<li id="{{id}}">{{number}}. {{primaryText}}{{^last}} /{{/last}}</li>{{/items}}{{/sections}}</ol>
        <i data-part="image"></i></nav>
        """,
        """
        <ul>{{#sections}}{{#items}}<li><span data-part="primary">{{primaryText}}</span>{{#image}}<i data-part="image" data-src="{{image.url}}"></i>{{/image}}\
        {{#secondaryText}}<b>{{secondaryText}}</b>{{/secondaryText}}{{^secondaryText}}<s>none</s>{{/secondaryText}}\
        <u>{{image.url}}</u></li>{{/items}}{{/sections}}</ul>
        """,
        "<p><span data-part=\"primary\">{{primaryText}}</span>{{#tertiaryText}}<b>{{tertiaryText}}</b>{{/tertiaryText}}<i data-part=\"image\"></i></p>",
        """
        <span role="option" {{#is.selected}}aria-selected="true"{{/is.selected}}>
          {{#image}}<span data-part="image" data-src="{{image.url}}"></span>{{/image}}
          <span data-part="primary">{{primaryText}}</span>
        </span>
        """,
        """
        <span title="{{secondaryText}}" data-note='{{primaryText}}'>
          <b data-part="primary" aria-describedby="{{id}}-note">{{primaryText}}</b>
          <a href="#{{primaryText}}" id="{{id}}-note">{{secondaryText}}</a>
        </span>
        """,
        "<span><b data-part=\"primary\">{{primaryText}}</b></span>\n",
        "<span>{{#primaryText}}<span data-part=\"primary\">{{primaryText}}</span>{{/primaryText}}</span>\n",
        """
        <nav aria-label="Breadcrumb">
          <ol data-part="list" role="list">
            {{#sections}}{{#items}}
            <li data-part="crumb">
              {{^last}}<a data-part="link" href="#{{id}}">{{primaryText}}</a>{{/last}}
              {{#last}}<span data-part="current" aria-current="page">{{primaryText}}</span>{{/last}}
            </li>
            {{/items}}{{/sections}}
          </ol>
        </nav>
        """,
    ]

    static func samples() throws -> [SampleSet] {
        let folder = root.appendingPathComponent("Config/samples")
        var sets = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { $0.hasSuffix(".json") }.compactMap { name in
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            return SampleParser.parse(bytes, name: String(name.dropLast(5)), file: name).0
        }
        let odd = #"{"sections": [{"title": "It's o'Neil", "items": [{"primaryText": "hello wORLD x2y it's a.b:c d·e f‘g ß ﬁne 1st a^b", "secondaryText": "élan ǆemal-ok İstanbul a\u00adb αβγ δ"}, {"primaryText": "<b>&\"'</b>"}]}, {"items": [{"primaryText": "one"}]}, {"title": " ", "items": [{"primaryText": "a", "image": "https://example.com/a.png", "imageMask": "circle"}]}]}"#
        if let set = SampleParser.parse(Array(odd.utf8), name: "odd", file: "odd.json").0 { sets.append(set) }
        return sets
    }


    /// The views a template is rendered over: every sample in `mode` (its sections, or its first
    /// item), in two variants; a label says which.
    static func views(_ samples: [SampleSet], sections: [Bool]) -> [(String, TemplateValue)] {
        var views: [(String, TemplateValue)] = []
        for sample in samples {
            for (state, size) in [(ComponentState.normal, ComponentSize.small), (.selected, .medium)] {
                let styling = ComponentStyling(style: .primary, size: size, state: state, modifiers: [:])
                for shows in sections {
                    let content: ComponentContent = shows ? sample.content : sample.firstItem.map { .item($0) } ?? .sections([])
                    views.append(("\(sample.name) \(state.rawValue) \(size.rawValue) \(shows ? "sections" : "item")",
                                  TemplateView.of(content, styling: styling, name: "chip", idPrefix: "sb-chip-1")))
                }
            }
        }
        return views
    }

    /// Every render of `template` over `views`, each under a `### label` line.
    static func renders(_ template: String, _ views: [(String, TemplateValue)]) throws -> String {
        var limits = TemplateLimits()
        limits.previewBytes = 1 << 28
        let (program, problem) = TemplateParser.parse(template, file: "template.html", limits: limits)
        try #require(problem == nil, "\(String(describing: problem))")
        return try views.map { label, view in
            "### \(label)\n" + (try TemplateRenderer(program: program, limits: limits).render(view).get()) + "\n"
        }.joined()
    }

    /// The cases: each bundled component over every sample in its own mode, each fixture over three samples in both.
    static func cases() throws -> [(String, String, [(String, TemplateValue)])] {
        let all = try samples()
        let few = all.filter { ["odd", "trail", "people"].contains($0.name) }
        return try bundledTemplates().map { name, template in
            let shows = template.contains("{{#sections}}")
            return (name, template, views(all, sections: [shows]))
        } + fixtures.enumerated().map { ("fixture-\($0.offset)", $0.element, views(few, sections: [true, false])) }
    }

    @Test("the bundled components and the fixtures write what swift-mustache wrote")
    func goldensMatch() throws {
        let update = ProcessInfo.processInfo.environment["SWATCHBOOK_UPDATE_GOLDENS"] == "1"
        for (name, template, views) in try Self.cases() {
            let url = Self.goldens.appendingPathComponent(name + ".golden")
            let actual = try Self.renders(template, views)
            if update {
                try Data(actual.utf8).write(to: url)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            guard actual != expected else { continue }
            let lines = zip(actual.split(separator: "\n", omittingEmptySubsequences: false), expected.split(separator: "\n", omittingEmptySubsequences: false))
            let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
            let line = (first?.offset ?? 0) + 1
            let expectedLine = first.map { String($0.element.1) } ?? "(the end)", foundLine = first.map { String($0.element.0) } ?? "(the end)"
            Issue.record("\(name).golden differs at line \(line): expected \(expectedLine.debugDescription), found \(foundLine.debugDescription)")
        }
    }
}
