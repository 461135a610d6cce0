import DesignSystem

extension FuzzTarget {
    /// A template component as a Config holds it: `component.json`, a NUL, then `template.html`
    /// (without a NUL, the whole input is the template of a small built-in definition). Parsed
    /// and checked by ``TemplateComponent/load(definition:definitionFile:template:templateFile:name:limits:)``
    /// under the default limits and under the tightest (``TemplateSamples/tight``): every
    /// diagnostic names its file, and what the tight limits accept the default ones accept too.
    /// A component that loads is rendered over samples within its limits: a render stops naming
    /// `previewBytes` or `previewElements`, or writes no more than they allow. Under the default
    /// limits the page also holds nothing the template policy refuses and reads back unchanged,
    /// sample text starts no URL, and hostile sample text writes the same start tags as plain
    /// text does (``TemplateMarkupProbe``).
    static let template = FuzzTarget(name: "template",
                                     summary: "TemplateComponent.load under two limits, renders within budget, sample text never changes the markup") {
        input throws(FuzzFailure) in
        let parts = input.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let definition = parts.count == 2 ? Array(parts[0]) : Array(TemplateSamples.definition.utf8)
        guard let template = FuzzInput.text(parts.count == 2 ? parts[1] : parts[0]) else { return }
        let loaded = try TemplateSamples.load(definition, template, limits: TemplateLimits())
        let tight = try TemplateSamples.load(definition, template, limits: TemplateSamples.tight)
        try FuzzFailure.require(tight == nil || loaded != nil, "a template the tightest limits accept is refused under the default ones")
        if let tight { try TemplateSamples.requireWithinBudget(tight) }
        guard let component = loaded else { return }
        try TemplateSamples.requireWithinBudget(component)
        for (content, styling) in TemplateSamples.renders {
            guard case .success(let node) = component.attempt(content, styling: styling) else { continue }
            let html = HTMLRenderer.render(node)
            try HTMLStability.require(html, readsBackUnder: .template, "a template's render")
            // A template that writes the marker itself may start a URL with it.
            if !template.contains(TemplateSamples.marker) { try TemplateSamples.requireURLsFixed(html) }
        }
        for state in TemplateSamples.states {
            if let (plain, hostile) = TemplateMarkupProbe.difference(in: component, styling: TemplateSamples.styling(state)) {
                throw FuzzFailure("sample text changes the markup in the state \(state.rawValue): over plain text \(plain), "
                    + "over \(TemplateMarkupProbe.hostileText) \(hostile)")
            }
        }
    }
}
