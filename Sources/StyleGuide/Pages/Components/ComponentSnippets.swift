import DesignSystem

/// The chosen variant's snippets, each with a copy button: the preview's HTML, the style
/// lookup's URL, the preview's URL and the tokens the style uses.
struct ComponentSnippets {
    let variant: ComponentVariant
    let resolved: ResolvedStyle
    let context: GuideContext

    /// The snippets.
    func nodes() -> [Node] {
        let markup = context.snapshot.components.previewHTML(of: variant.entry, sample: variant.sample, styling: resolved.styling)
        let tokens = resolved.properties.map { property -> String in
            let name = property.property.name.padding(toLength: 16)
            switch property.value {
            case .token(let path): return "\(name) {\(path)}"
            case .literal: return "\(name) \(property.value.description)  (literal)"
            case .keyword(let keyword): return "\(name) \(keyword)  (keyword)"
            }
        }
        return [.div(.class("snippets"), children:
            CodeSnippet.node(id: "snippet-html", title: "Preview HTML", code: markup, language: "html"),
            CodeSnippet.node(id: "snippet-lookup", title: "Style lookup URL", code: context.withModifiers(variant.lookupURL)),
            CodeSnippet.node(id: "snippet-preview", title: "Preview URL", code: context.withInputs(variant.previewURL)),
            CodeSnippet.node(id: "snippet-tokens", title: "Tokens used", code: tokens.joined(separator: "\n")),
            variant.entry.template.map { template in
                CodeSnippet.node(id: "snippet-template", title: "Template (components/\(variant.entry.about.name)/template.html)",
                                 code: template.source, language: "html")
            } ?? .empty
        )]
    }
}

extension ComponentSnippets {
    /// The HTML a preview of `entry` shows `sample` in, with `styling`, indented for reading (the
    /// component page's snippet, and the MCP tool `get_component`'s).
    static func previewHTML(of entry: CatalogEntry, sample: SampleSet?, styling: ComponentStyling) -> String {
        PrettyHTML.render(entry.render(PreviewDocument.content(for: entry, sample: sample), styling))
    }
}

extension String {
    /// The string padded with spaces to `length` characters (unchanged when longer).
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
