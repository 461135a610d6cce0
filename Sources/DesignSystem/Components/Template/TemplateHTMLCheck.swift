/// Checks the HTML of a template, its Mustache tags masked (``TemplateMask``): what the
/// template policy refuses, and where the values of variables land.
struct TemplateHTMLCheck {
    let file: String
    /// The template's tags, which the masks point into.
    let tags: [TemplateTag]
    /// The parts the template marks with `data-part`.
    private(set) var markedParts: Set<String> = []

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
        diagnostics += tagNameProblems(masked)
        return diagnostics
    }

    /// The problems of one start tag: values in names, unquoted values, URLs a value could choose the scheme of, parts.
    private mutating func check(_ tag: HTMLStartTag) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for attribute in tag.attributes {
            let at = "column \(attribute.column): "
            if TemplateMask.holdsVariable(attribute.name) {
                diagnostics.append(error(.unsafeValuePosition, attribute.line, at + "a value cannot write an attribute's name "
                    + "(\(describe(attribute.name))); write the attribute and put the value in quotes: name=\"{{value}}\""))
                continue
            }
            guard let value = attribute.value else { continue }
            let holds = TemplateMask.holdsVariable(value)
            if holds, !attribute.quoted {
                diagnostics.append(error(.unsafeValuePosition, attribute.line, at + "\(attribute.name)=\(describe(value)) is not "
                    + "quoted, so a value with a space could add attributes; write \(attribute.name)=\"…\""))
            }
            if holds, HTMLPolicy.template.urlAttributes.contains(attribute.name), let problem = urlProblem(value) {
                diagnostics.append(error(.unsafeValuePosition, attribute.line, at + "\(attribute.name)=\"\(describe(value))\": " + problem))
            }
            if attribute.name == "data-part" {
                if holds || !StyleName.isValid(value) || value == ComponentPart.root.name {
                    let why = value == ComponentPart.root.name ? "the root is the template's element itself and needs no mark"
                        : "a part's name is written out: lower-case letters, digits and single '-', such as \"label\""
                    diagnostics.append(error(.templatePart, attribute.line, at + "data-part=\"\(describe(value))\": \(why)"))
                } else {
                    markedParts.insert(value)
                }
            }
        }
        return diagnostics
    }

    /// Why a URL holding a value is unsafe, or nil: the text before the first value must fix the
    /// scheme (`/`, `#`, `?`, `./`, `../`, or `https:`…) unless the value is the whole URL and is `{{image.url}}`.
    private func urlProblem(_ value: String) -> String? {
        let variables = TemplateMask.variables(in: value)
        let prefix = String(value.unicodeScalars.prefix { $0 != TemplateMask.marker }.map(Character.init))
        if prefix.isEmpty {
            let names = variables.map { tags[$0].name }
            if variables.count == 1, value.unicodeScalars.count == 2, ["image.url", "url"].contains(names[0]) { return nil }
            return "a URL that starts with a value could be javascript: or data:; start it with /, #, ? or https://, "
                + "or use {{image.url}} on its own, which Swatchbook checks"
        }
        let lower = prefix.lowercased()
        if lower.hasPrefix("//") { return "a URL starting with // leaves the site; write https:// and its host" }
        if ["/", "#", "?", "./", "../"].contains(where: lower.hasPrefix) { return nil }
        if lower.hasPrefix("https:") || lower.hasPrefix("http:") || lower.hasPrefix("mailto:") || lower.hasPrefix("tel:") { return nil }
        return "the text before the value (\(prefix)) does not fix the URL's scheme, so a value could finish it as javascript:; "
            + "start with /, #, ? or https://"
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

    /// A value straight after `<` or `</` would write a tag's name.
    private func tagNameProblems(_ masked: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var line = 1
        var previous: [Unicode.Scalar] = []
        for scalar in masked.unicodeScalars {
            if scalar == TemplateMask.marker, previous.last == "<" || (previous.last == "/" && previous.dropLast().last == "<") {
                diagnostics.append(error(.unsafeValuePosition, line, "a value cannot write an element's name; write the element"))
            }
            if scalar == "\n" { line += 1 }
            previous.append(scalar)
            if previous.count > 2 { previous.removeFirst() }
        }
        return diagnostics
    }

    /// Whether a problem the HTML parser found is one this check reports better (a masked attribute name).
    private func isAboutMask(_ problem: HTMLProblem, in starts: [HTMLStartTag]) -> Bool {
        starts.contains { tag in
            tag.attributes.contains { $0.line == problem.line && $0.column == problem.column && TemplateMask.holdsVariable($0.name) }
        }
    }

    /// Text with each mask written as the tag it stands for.
    private func describe(_ text: String) -> String { TemplateMask.describe(text, tags: tags) }

    private func error(_ rule: Diagnostic.Rule, _ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(rule, file: file, line: line, message)
    }
}
