import Mustache

/// Checks a component's `template.html` before anything is rendered with it: its Mustache, the
/// names it reads, and its HTML, where every value a sample gives must land in a place escaping
/// protects. Each problem names the file, the line and the rule.
///
/// Refused: tags that write unescaped (`{{{ }}}`, `{{& }}`) or change escaping or delimiters
/// (`{{% }}`, `{{= =}}`), partials and blocks; elements, attributes and URLs
/// ``HTMLPolicy/template`` refuses (`<script>`, `<style>`, `<iframe>`, `on…=`, `style=`,
/// `javascript:`/`data:` URLs); a value in a tag or attribute name, in an unquoted attribute
/// value, or at the start of a URL other than `{{image.url}}`; a template that is not one root
/// element; a part a property styles that no element marks with `data-part`.
enum TemplateChecker {
    /// The compiled template, or nil when there is an error; and every diagnostic.
    static func check(_ text: String, file: String, definition: ComponentDefinition?) -> (MustacheTemplate?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let template: MustacheTemplate?
        do {
            template = try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            template = nil
            diagnostics.append(Diagnostic(.templateSyntax, file: file, line: error.context.lineNumber,
                "column \(error.context.columnNumber): \(TemplateSyntax.describe(error.error))"))
        } catch {
            template = nil
            diagnostics.append(Diagnostic(.templateSyntax, file: file, "the template cannot be read: \(error)"))
        }
        let (tags, masked) = TemplateTagScanner.scan(text)
        diagnostics += tags.compactMap { TemplateTagRules.problem(with: $0, file: file) }
        var markup = TemplateHTMLCheck(file: file, tags: tags)
        diagnostics += markup.check(masked)
        if let definition {
            let missing = definition.styledParts.filter { !markup.markedParts.contains($0.name) }
            for part in missing {
                let users = definition.properties.filter { $0.part == part }.map(\.name).joined(separator: ", ")
                diagnostics.append(Diagnostic(.templatePart, file: file,
                    "no element is marked data-part=\"\(part)\", but the properties \(users) style that part; mark the element they apply to"))
            }
        }
        diagnostics.sort { ($0.line ?? 0) < ($1.line ?? 0) }
        return (diagnostics.contains { $0.severity == .error } ? nil : template, diagnostics)
    }
}

/// Describing swift-mustache's parse errors in words.
enum TemplateSyntax {
    static func describe(_ error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with another name than it was opened with ({{#a}} … {{/a}})"
        case .unfinishedName: "a tag is not finished: it needs its closing }}"
        case .expectedSectionEnd: "a section is never closed: every {{#name}} and {{^name}} needs its {{/name}}"
        case .invalidSetDelimiter: "a delimiter change is malformed (and templates may not change delimiters)"
        default: "the template is not valid Mustache (\(error))"
        }
    }
}

/// The rules for each Mustache tag on its own.
enum TemplateTagRules {
    /// The transforms swift-mustache offers; their results are escaped like any value.
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
