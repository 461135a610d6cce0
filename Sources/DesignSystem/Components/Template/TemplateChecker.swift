/// Checks a component's `template.html` before anything is rendered with it: its size against the
/// ``TemplateLimits``, its Mustache, the names it reads, and its HTML, where every value a sample
/// gives must land in a place escaping protects, on every path through its sections. Each problem
/// names the file, the line and the rule. It takes time linear in the template's size.
///
/// Refused: a template past `templateBytes`, `templateTags` or `templateNestingDepth`; tags that
/// write unescaped (`{{{ }}}`, `{{& }}`) or change escaping or delimiters (`{{% }}`, `{{= =}}`),
/// partials and blocks; elements, attributes and URLs ``HTMLPolicy/template`` refuses
/// (`<script>`, `<style>`, `<iframe>`, `on…=`, `style=`, `javascript:`/`data:` URLs); a value, or
/// markup a section decides, where it could change what the HTML around it means (see
/// ``TemplatePathCheck``); a template that is not one root element; a part a property styles
/// that no element marks with `data-part`.
enum TemplateChecker {
    /// The parsed template, or nil when there is an error; and every diagnostic.
    static func check(_ text: String, file: String, definition: ComponentDefinition?,
                      limits: TemplateLimits = TemplateLimits()) -> (TemplateProgram?, [Diagnostic]) {
        if let refusal = sizeRefusal(text, file: file, limits: limits) { return (nil, [refusal]) }
        let (program, problem) = TemplateParser.parse(text, file: file, limits: limits)
        if let problem, problem.rule == .limitExceeded { return (nil, [problem]) }
        var diagnostics = problem.map { [$0] } ?? []
        diagnostics += program.tags.compactMap { TemplateTagRules.problem(with: $0, file: file) }
        if problem == nil {
            diagnostics += TemplatePathCheck(program: program, file: file).problems()
        }
        var markup = TemplateHTMLCheck(file: file, tags: program.tags)
        diagnostics += markup.check(program.masked)
        if let definition {
            let missing = definition.styledParts.filter { !markup.markedParts.contains($0.name) }
            for part in missing {
                let users = definition.properties.filter { $0.part == part }.map(\.name).joined(separator: ", ")
                diagnostics.append(Diagnostic(.templatePart, file: file,
                    "no element is marked data-part=\"\(part)\", but the properties \(users) style that part; mark the element they apply to"))
            }
        }
        diagnostics.sort { ($0.line ?? 0) < ($1.line ?? 0) }
        return (diagnostics.contains { $0.severity == .error } ? nil : program, diagnostics)
    }

    /// The refusal of a template longer than `templateBytes`.
    static func sizeRefusal(_ text: String, file: String, limits: TemplateLimits) -> Diagnostic? {
        let count = text.utf8.count
        return count > limits.templateBytes ? limits.oversizedTemplate(file, bytes: count) : nil
    }
}
