import DesignSystem

/// The definition, limits, samples and stylings the template target loads and renders with, and
/// the checks of what one load or render gives.
enum TemplateSamples {
    /// A definition that styles no part, so any template of one root element can load with it.
    static let definition = #"{"title": "Fuzz", "summary": "A component under fuzzing.", "parts": ["primaryText", "secondaryText", "image"]}"#

    /// The tightest template limits `swatchbook.json` accepts (a nesting depth of 3), so that
    /// fuzzing reaches every refusal and every stop of a render.
    static let tight: TemplateLimits = {
        var limits = TemplateLimits()
        for setting in TemplateLimits.Setting.all { limits[setting] = setting.range.lowerBound }
        limits.templateNestingDepth = 3
        return limits
    }()

    /// What every sample text of ``item`` starts with; no URL the template writes may start with it.
    static let marker = "fzq"

    /// An item whose texts try to name an element, add attributes (`data-` ones are allowed), close
    /// quotes, open tags, and start URLs (`https:` ones are allowed).
    static let item = SampleItem(
        primaryText: "a data-fzq=1 href=https://fzq.example/p title=fzq1 \"' <b>&amp;", secondaryText: "https://fzq.example/s",
        tertiaryText: "fzq3 onclick=alert(1) data-fzq3=x", quaternaryText: "javascript:alert(1)//fzq4",
        image: try? ImageSource.parse("https://images.example/picture.png").get())

    /// The states a section of a template may test, each rendered.
    static let states: [ComponentState] = [.normal, .hover, .selected, .disabled]

    /// The item in each of ``states``, and two titled sections of three items each.
    static let renders: [(ComponentContent, ComponentStyling)] =
        states.map { (.item(item), styling($0)) } + [(.sections(sample.sections.map(section)), styling(.normal))]

    /// The sample set of the sections rendered, for the cost a Config's load computes over its samples.
    static let sample = SampleSet(name: "fuzz", sections: (1...2).map { number in
        SampleSection(title: "fzq5 <i>section \(number)</i>", items: Array(repeating: item, count: 3))
    }, file: "samples/fuzz.json")

    /// A plain styling in `state`.
    static func styling(_ state: ComponentState) -> ComponentStyling {
        ComponentStyling(style: .primary, size: .small, state: state, modifiers: [:])
    }

    /// The component a sample section shows.
    private static func section(_ section: SampleSection) -> ContentSection {
        ContentSection(title: section.title, items: section.items)
    }

    /// Loads `template` with `definition` within `limits`: the component, or nil when refused.
    /// Throws when a diagnostic names no file of the component, when a limit's refusal of the
    /// template names no template setting, or when the cost over ``sample`` is refused otherwise
    /// than as a limit of the template.
    static func load(_ definition: [UInt8], _ template: String, limits: TemplateLimits) throws(FuzzFailure) -> TemplateComponent? {
        let templateFile = "components/fuzz/template.html"
        let (component, problems) = TemplateComponent.load(definition: definition, definitionFile: "components/fuzz/component.json",
                                                           template: template, templateFile: templateFile, name: ComponentName("fuzz"),
                                                           limits: limits)
        for problem in problems {
            try FuzzFailure.require(problem.file.hasPrefix("components/fuzz/") && !problem.message.isEmpty,
                                    "a diagnostic that does not name its file: \(problem)")
            try FuzzFailure.require(problem.file != templateFile || problem.rule != .limitExceeded || namesSetting(problem.message),
                                    "a template's limit refusal that names no template setting: \(problem)")
        }
        guard let component else { return nil }
        for problem in component.costProblems(over: [sample]) {
            try FuzzFailure.require(problem.file == templateFile && problem.rule == .limitExceeded && namesSetting(problem.message),
                                    "a cost refusal that is not a template limit's: \(problem)")
        }
        return component
    }

    /// Throws unless each of ``renders`` either stops naming `previewBytes` or `previewElements`,
    /// or writes no more bytes and elements than they allow.
    static func requireWithinBudget(_ component: TemplateComponent) throws(FuzzFailure) {
        let limits = component.limits
        for (content, styling) in renders {
            switch component.written(content, styling: styling) {
            case .failure(let refusal):
                try FuzzFailure.require(refusal.file == component.templateFile
                                        && [TemplateLimits.Setting.previewBytes, .previewElements].contains { refusal.message.contains("\"\($0.name)\"") },
                                        "a render stopped without naming its file and limit: \(refusal)")
            case .success(let html):
                var elements = 0
                _ = HTMLFragmentParser.parse(html, policy: .template) { _ in elements += 1 }
                try FuzzFailure.require(html.utf8.count <= limits.previewBytes && elements <= limits.previewElements,
                                        "a render wrote \(html.utf8.count) bytes and \(elements) elements, past \(limits.previewBytes) "
                                            + "and \(limits.previewElements)")
            }
        }
    }

    /// Whether `message` names a template limit's setting, as `"limits": {"templateTags": …}` does.
    private static func namesSetting(_ message: String) -> Bool {
        TemplateLimits.Setting.all.contains { message.contains("{\"\($0.name)\"") }
    }

    /// Throws when a URL of `html` starts with a sample text.
    static func requireURLsFixed(_ html: String) throws(FuzzFailure) {
        var escaped: [String] = []
        _ = HTMLFragmentParser.parse(html, policy: .template) { tag in
            for attribute in tag.attributes where ["href", "src", "cite"].contains(attribute.name) {
                let start = attribute.value?.drop { $0.isWhitespace }.prefix(11) ?? ""
                if start.hasPrefix(marker) || start == "https://" + marker {
                    escaped.append("the URL \(attribute.name)=\"\(attribute.value ?? "")\" of <\(tag.name)>")
                }
            }
        }
        try FuzzFailure.require(escaped.isEmpty, "sample text starts a URL: \(escaped.joined(separator: "; "))\n\(html)")
    }
}
