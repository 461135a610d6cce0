/// Whether sample text can change a template's markup, which the checker promises it cannot (see
/// ``TemplatePathCheck``): a checked template is rendered over plain text and over hostile text,
/// and the start tags written (elements and attribute names) must be the same. Used by the
/// template property tests and the template fuzz target, for the package only.
package enum TemplateMarkupProbe {
    /// Sample text that tries every way out of where a value stands: quotes, `>`, a tag with an
    /// event handler, `=`, a character reference, a comment, a textarea's end, a URL scheme and a
    /// Mustache tag.
    package static let hostileText = "\"' ><b onclick=x>=&amp;<!-- --></textarea>javascript:alert(1) {{primaryText}}"

    /// Two titled sections of three items whose texts are all `text`, each with an image.
    package static func content(text: String) -> ComponentContent {
        .sections((0..<2).map { _ in
            ContentSection(title: text, items: (0..<3).map { _ in
                SampleItem(primaryText: text, secondaryText: text, tertiaryText: text, quaternaryText: text, image: .asset("a.svg"))
            })
        })
    }

    /// The start tags `component` writes for `content` in `styling` (each an element's name, then
    /// its attributes' names), as the template policy reads them; nil when a limit stopped the render.
    package static func startTags(of component: TemplateComponent, _ content: ComponentContent, styling: ComponentStyling) -> [String]? {
        guard case .success(let html) = component.written(content, styling: styling) else { return nil }
        var starts: [String] = []
        _ = HTMLFragmentParser.parse(html, policy: HTMLPolicy.template) { tag in
            starts.append(([tag.name] + tag.attributes.map(\.name)).joined(separator: " "))
        }
        return starts
    }

    /// The start tags `component` writes in `styling` over plain text and over ``hostileText``,
    /// when they differ; nil when they agree, or when a limit stopped either render.
    package static func difference(in component: TemplateComponent, styling: ComponentStyling) -> (plain: [String], hostile: [String])? {
        guard let plain = startTags(of: component, content(text: "a"), styling: styling),
              let hostile = startTags(of: component, content(text: hostileText), styling: styling), plain != hostile else { return nil }
        return (plain, hostile)
    }
}
