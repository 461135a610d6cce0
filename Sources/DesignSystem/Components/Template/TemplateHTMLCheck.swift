/// Checks the HTML of a template, its Mustache tags masked (``TemplateMask``): what the
/// template policy refuses, that it is one element, and the parts it marks. Every section's body
/// is in the masked text once, and markup never depends on a section (``TemplatePathCheck``), so
/// every element and attribute any render could write is here.
struct TemplateHTMLCheck {
    /// The template's file, for messages.
    let file: String
    /// The template's tags, which the masks point into.
    let tags: [TemplateTag]
    /// The parts the template marks with `data-part`.
    private(set) var markedParts: Set<String> = []

    /// A check of the template `file`, whose tags are `tags`.
    init(file: String, tags: [TemplateTag]) {
        self.file = file
        self.tags = tags
    }

    /// Every problem of the masked template's HTML.
    mutating func check(_ masked: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var starts: [HTMLStartTag] = []
        let (nodes, problems) = HTMLFragmentParser.parse(masked, policy: HTMLPolicy.template) { starts.append($0) }
        for problem in problems where !isAboutMask(problem, in: starts) {
            diagnostics.append(Diagnostic(problem.rule, severity: problem.severity, file: file, line: problem.line,
                                          "column \(problem.column): \(problem.message)"))
        }
        for tag in starts { diagnostics += check(tag) }
        diagnostics += rootProblems(nodes)
        return diagnostics
    }

    /// The problems of one start tag's `data-part`, and the parts it marks (where values may go is
    /// ``TemplatePathCheck``'s to say).
    private mutating func check(_ tag: HTMLStartTag) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for attribute in tag.attributes where attribute.name == "data-part" {
            let value = attribute.value ?? ""
            if TemplateMask.holdsVariable(value) || !StyleName.isValid(value) || value == ComponentPart.root.name {
                let why = value == ComponentPart.root.name ? "the root is the template's element itself and needs no mark"
                    : "a part's name is written out: lower-case letters, digits and single '-', such as \"label\""
                diagnostics.append(error(.templatePart, attribute.line, "column \(attribute.column): data-part=\"\(describe(value))\": \(why)"))
            } else {
                markedParts.insert(value)
            }
        }
        return diagnostics
    }

    /// A template is one element, with nothing but whitespace around it.
    private func rootProblems(_ nodes: [Node]) -> [Diagnostic] {
        var elements = 0, text = false
        for node in nodes {
            switch node {
            case .element: elements += 1
            case .text(let content): if content.contains(where: { !$0.isWhitespace }) { text = true }
            default: break
            }
        }
        if elements == 1, !text { return [] }
        let found = elements == 0 ? "no element" : elements > 1 ? "\(elements) elements side by side" : "text beside its element"
        return [error(.templateRoot, 1, "a template is one root element (the component), with only whitespace around it; "
            + "this one has \(found): wrap them in one element")]
    }

    /// Whether a problem the HTML parser found is one this check reports better (a masked attribute name).
    private func isAboutMask(_ problem: HTMLProblem, in starts: [HTMLStartTag]) -> Bool {
        starts.contains { tag in
            tag.attributes.contains { $0.line == problem.line && $0.column == problem.column && TemplateMask.holdsVariable($0.name) }
        }
    }

    /// Text with each mask written as the tag it stands for.
    private func describe(_ text: String) -> String { TemplateMask.describe(text, tags: tags) }

    /// An error of `rule` at `line`.
    private func error(_ rule: Diagnostic.Rule, _ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(rule, file: file, line: line, message)
    }
}
