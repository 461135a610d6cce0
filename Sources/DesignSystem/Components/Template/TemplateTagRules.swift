/// The rules for each Mustache tag on its own.
enum TemplateTagRules {
    /// The transforms a template may apply (those swift-mustache offered); their results are escaped like any value.
    static let transforms: Set<String> = ["capitalized", "lowercased", "uppercased", "reversed", "first", "last", "count",
                                          "empty", "sorted", "equalzero", "plusone", "minusone", "even", "odd"]

    /// The problem with `tag`, or nil.
    static func problem(with tag: TemplateTag, file: String) -> Diagnostic? {
        switch tag.kind {
        case .unescaped:
            return Diagnostic(.unescapedOutput, file: file, line: tag.line, "column \(tag.column): \(tag.opening)\(tag.name)"
                + " writes its value without escaping, so sample text could become markup; write {{\(tag.name)}}, which escapes it")
        case .pragma:
            return Diagnostic(.unescapedOutput, file: file, line: tag.line, "column \(tag.column): {{%\(tag.name)}} is a pragma, "
                + "which can turn escaping off; templates are HTML and always escape")
        case .delimiters:
            return Diagnostic(.templateTag, file: file, line: tag.line, "column \(tag.column): a template may not change its "
                + "delimiters ({{=…=}}); write tags with {{ }}")
        case .partial:
            return Diagnostic(.templateTag, file: file, line: tag.line, "column \(tag.column): \(tag.opening)\(tag.name)}} is a "
                + "partial or block; a component is one template.html, so write the markup in it")
        case .comment, .close:
            return nil
        case .variable, .section, .inverted:
            guard let unknown = unknownName(tag.name) else { return nil }
            return Diagnostic(.unknownTemplateName, severity: .warning, file: file, line: tag.line,
                              "column \(tag.column): \(unknown) (see the template contract at /docs/swatchbook/template-components)")
        }
    }

    /// Why a name read by a tag is given by nothing, or nil when it is known.
    static func unknownName(_ written: String) -> String? {
        var name = Substring(written)
        while let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            let transform = String(name[..<open])
            guard transforms.contains(transform) else {
                return "'\(transform)' is not a transform (\(transforms.sorted().joined(separator: ", ")))"
            }
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
        }
        if name == "." || name.isEmpty { return nil }
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let known = TemplateView.topNames + TemplateView.sectionNames + TemplateView.positionNames + TemplateView.imageNames
        guard known.contains(segments[0]) else { return "nothing gives '\(segments[0])'" + suggestion(segments[0], known) }
        guard segments.count > 1 else { return nil }
        let below: [String]
        switch segments[0] {
        case "image": below = TemplateView.imageNames
        case "is": below = TemplateView.flagNames
        default: return "'\(segments[0])' has no members, so '\(name)' is never given"
        }
        guard segments.count == 2, below.contains(segments[1]) else {
            return "'\(segments[0])' has no '\(segments.dropFirst().joined(separator: "."))'" + suggestion(segments[1], below)
        }
        return nil
    }

    private static func suggestion(_ name: String, _ names: [String]) -> String {
        Suggestion.closest(to: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
