/// A component of the team's own: its definition (`component.json`) and its Mustache template
/// (`template.html`), checked when the Config loads.
///
/// A render fills the template with the ``TemplateView`` of the content (every value escaped, within
/// the component's ``TemplateLimits``: see ``TemplateRenderer``), reads the result back as HTML through the template policy (so no element,
/// attribute or URL the policy refuses can reach a page, whatever the data), and marks it up as
/// a built-in component is: the root gets `sb-<name>`, the variant's `data-` attributes and the
/// root's modifiers; each element marked `data-part="<part>"` gets `sb-<name>__<part>` and that
/// part's modifiers (see ``TemplateMarkup``). The page's one renderer then writes the tree.
public struct TemplateComponent: Sendable {
    /// What `component.json` says.
    public let definition: ComponentDefinition
    /// `template.html`, as the user named it.
    public let templateFile: String
    /// `template.html` as a reader of a refused render may see it; the server sets a path inside
    /// the Config folder, so a render stopped by its budget never shows where the Config lives.
    public var shownFile: String
    /// The template's text, as written.
    public let source: String
    /// How much a render may write.
    public let limits: TemplateLimits
    let program: TemplateProgram

    /// A component of a checked definition and template (see ``TemplateChecker``).
    init(definition: ComponentDefinition, templateFile: String, source: String, program: TemplateProgram, limits: TemplateLimits) {
        self.definition = definition
        self.templateFile = templateFile
        self.shownFile = templateFile
        self.source = source
        self.program = program
        self.limits = limits
    }

    /// Reads a template component: its definition and template checked together, within
    /// `limits`. The component, or nil when there is any error; and every diagnostic of both files.
    public static func load(definition bytes: [UInt8], definitionFile: String, template text: String, templateFile: String,
                            name: ComponentName, limits: TemplateLimits = TemplateLimits()) -> (TemplateComponent?, [Diagnostic]) {
        let (definition, definitionProblems) = ComponentDefinitionParser.parse(bytes, file: definitionFile, name: name)
        let (program, templateProblems) = TemplateChecker.check(text, file: templateFile, definition: definition, limits: limits)
        let problems = definitionProblems + templateProblems
        guard let definition, let program, !problems.contains(where: { $0.severity == .error }) else { return (nil, problems) }
        return (TemplateComponent(definition: definition, templateFile: templateFile, source: text, program: program, limits: limits),
                problems)
    }

    /// The component's name.
    public var name: ComponentName { definition.about.name }

    /// The HTML of `content` in `styling`; when the render passes a limit, a notice saying which (see ``attempt(_:styling:)``).
    public func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        switch attempt(content, styling: styling) {
        case .success(let node): node
        case .failure(let refusal): refusal.notice
        }
    }

    /// The HTML of `content` in `styling`, or why the render stopped: it would have written more
    /// than `previewBytes` or `previewElements` allow.
    public func attempt(_ content: ComponentContent, styling: ComponentStyling) -> Result<Node, RenderRefusal> {
        written(content, styling: styling).map { html in
            let (nodes, _) = HTMLFragmentParser.parse(html, policy: HTMLPolicy.template)
            return TemplateMarkup(markup: ComponentMarkup(name: name, styling: styling), content: content).root(of: nodes)
        }
    }

    /// The text the template writes for `content` in `styling`, before the template policy reads
    /// it (see ``TemplateMarkupProbe``), or why the render stopped.
    package func written(_ content: ComponentContent, styling: ComponentStyling) -> Result<String, RenderRefusal> {
        let ids = ComponentIDs(name, styling: styling, content: content)
        let view = TemplateView.of(content, styling: styling, name: name, idPrefix: ids.prefix)
        return TemplateRenderer(program: program, limits: limits).render(view).mapError { stop in
            RenderRefusal(component: name, file: shownFile, message: limits.message(stop.setting,
                "the preview of \(name) stopped: its template, \(shownFile), would write more than this"))
        }
    }
}
