import DesignSystem

extension FuzzTarget {
    /// A template component as a Config holds it: `component.json`, a NUL, then `template.html`
    /// (without a NUL, the whole input is the template of a small built-in definition). Loaded
    /// through ``TemplateComponent/load(definition:definitionFile:template:templateFile:name:)``;
    /// when it loads, it is rendered with sample text that tries to break out of where it stands,
    /// and the page must hold nothing the template policy refuses, no element or attribute named by
    /// the sample, and no URL that starts with it.
    static let template = FuzzTarget(name: "template", summary: "TemplateComponent.load, then a render of hostile samples") {
        input throws(FuzzFailure) in
        let parts = input.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let definition = parts.count == 2 ? Array(parts[0]) : Array(TemplateSamples.definition.utf8)
        guard let template = FuzzInput.text(parts.count == 2 ? parts[1] : parts[0]) else { return }
        let (component, problems) = TemplateComponent.load(definition: definition, definitionFile: "components/fuzz/component.json",
                                                           template: template, templateFile: "components/fuzz/template.html",
                                                           name: ComponentName("fuzz"))
        for problem in problems {
            try FuzzFailure.require(problem.file.hasPrefix("components/fuzz/") && !problem.message.isEmpty,
                                    "a diagnostic that does not name its file: \(problem)")
        }
        guard let component else { return }
        for (content, styling) in TemplateSamples.renders {
            let html = HTMLRenderer.render(component.render(content, styling: styling))
            try HTMLStability.require(html, readsBackUnder: .template, "a template's render")
            // A template that writes the marker itself may name what it likes with it.
            if !template.contains(TemplateSamples.marker) { try TemplateSamples.requireContained(html) }
        }
    }
}

/// The definition, samples and styling the template target renders with.
enum TemplateSamples {
    /// A definition that styles no part, so any template of one root element can load with it.
    static let definition = #"{"title": "Fuzz", "summary": "A component under fuzzing.", "parts": ["primaryText", "secondaryText", "image"]}"#

    /// What every sample text starts with; nothing the template writes may be named by it or start a URL with it.
    static let marker = "fzq"

    /// An item whose texts try to name an element, add attributes (`data-` ones are allowed), close
    /// quotes, open tags, and start URLs (`https:` ones are allowed).
    static let item = SampleItem(
        primaryText: "a data-fzq=1 href=https://fzq.example/p title=fzq1 \"' <b>&amp;", secondaryText: "https://fzq.example/s",
        tertiaryText: "fzq3 onclick=alert(1) data-fzq3=x", quaternaryText: "javascript:alert(1)//fzq4",
        image: try? ImageSource.parse("https://images.example/picture.png").get())

    /// The contents and stylings rendered: the item in each state a section may test, and in one
    /// titled section (one of each, so no template fans out).
    static let renders: [(ComponentContent, ComponentStyling)] =
        [ComponentState.normal, .hover, .selected, .disabled].map { (.item(item), styling($0)) }
            + [(.sections([ContentSection(title: "fzq5 <i>section</i>", items: [item])]), styling(.normal))]

    /// A plain styling in `state`.
    static func styling(_ state: ComponentState) -> ComponentStyling {
        ComponentStyling(style: .primary, size: .small, state: state, modifiers: [:])
    }

    /// Throws when a tag of `html` is named by a sample text, or a URL starts with one.
    static func requireContained(_ html: String) throws(FuzzFailure) {
        var escaped: [String] = []
        _ = HTMLFragmentParser.parse(html, policy: .template) { tag in
            if tag.name.contains(marker) { escaped.append("the element <\(tag.name)>") }
            for attribute in tag.attributes {
                if attribute.name.contains(marker) { escaped.append("the attribute \(attribute.name) of <\(tag.name)>") }
                let start = attribute.value?.drop { $0.isWhitespace }.prefix(11) ?? ""
                if ["href", "src", "cite"].contains(attribute.name), start.hasPrefix(marker) || start == "https://" + marker {
                    escaped.append("the URL \(attribute.name)=\"\(attribute.value ?? "")\" of <\(tag.name)>")
                }
            }
        }
        try FuzzFailure.require(escaped.isEmpty, "sample text names or starts what a template must fix: \(escaped.joined(separator: "; "))\n\(html)")
    }
}
