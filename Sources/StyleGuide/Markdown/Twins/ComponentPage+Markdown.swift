import DesignSystem
import MicroHTTP

extension ComponentPage: MarkdownTwin {
    /// `/components/{name}.md`: the component's summary, styles, sizes, states and parts; the
    /// chosen variant's properties with the token each is bound to and its value in this context;
    /// the preview URL of every style, the style lookup and the preview's HTML; its guidelines' twin.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        let library = context.snapshot.components
        let name = ComponentName(request.parameters["name"] ?? "")
        guard let entry = library.config.anyEntry(named: name) else { throw Self.unknown(name, library: library) }
        let about = entry.about
        let document = library.config.styles[name]
        var parts = ["# " + MarkdownText.escaped(about.title), MarkdownText.escaped(document?.description ?? about.summary)]
        var facts: [String] = []
        if let document {
            facts.append("- Styles: " + document.styles.map { style in
                MarkdownText.code(style.name.rawValue) + (style.description.map { " (" + MarkdownText.escaped($0) + ")" } ?? "")
            }.joined(separator: ", "))
        }
        facts.append("- Sizes: " + about.sizes.map { MarkdownText.code($0.rawValue) }.joined(separator: ", "))
        facts.append("- States: " + about.states.map { MarkdownText.code($0.rawValue) }.joined(separator: ", "))
        facts.append("- Shows: " + MarkdownText.escaped(about.parts.map(\.rawValue).joined(separator: ", ")))
        facts.append("- Catalog JSON: " + MarkdownText.code("/api/components/" + PercentEncoding.encode(name.rawValue)))
        if let docs = context.snapshot.docs.page(for: name) {
            facts.append("- Guidelines: " + MarkdownText.link(docs.title, MarkdownTwins.path(of: GuideLinks.doc(docs.path))))
        }
        parts.append(facts.joined(separator: "\n"))
        guard let document, context.tokens != nil else {
            parts.append("It has no styles file yet (" + MarkdownText.code("styles/\(name).json") + "), so it has no previews.")
            return parts.joined(separator: "\n\n") + "\n"
        }
        let (variant, resolved) = try Self.chosenVariant(entry, document: document, context: context)
        parts.append("## Style: \(MarkdownText.escaped("\(variant.style) · \(variant.size) · \(variant.state)"))")
        parts.append("Each property the style sets, the token it is bound to and its value in \(MarkdownText.escaped(String(describing: context.permutation))).")
        parts.append(MarkdownText.table(["Property", "Token", "Value", "Set in"], resolved.properties.map(Self.row)))
        parts.append("## Previews")
        parts.append(document.styleNames.map { style in
            "- " + MarkdownText.code(style.rawValue) + ": " + MarkdownText.code(context.withInputs(variant.with(style: style).previewURL))
        }.joined(separator: "\n"))
        parts.append("Style lookup (JSON): " + MarkdownText.code(context.withModifiers(variant.lookupURL)))
        let markup = library.previewHTML(of: entry, sample: variant.sample, styling: resolved.styling)
        parts.append("## Snippet\n\n" + MarkdownFence.block(markup, language: "html"))
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One property's row: its name, the token it is bound to (or its literal or keyword), its value and the layer that set it.
    static func row(_ property: ResolvedProperty) -> [String] {
        let token: String
        switch property.value {
        case .token(let path): token = MarkdownText.code(path.description, inTable: true)
        case .literal: token = MarkdownText.code(property.value.description, inTable: true) + " (literal)"
        case .keyword(let keyword): token = MarkdownText.code(keyword, inTable: true) + " (keyword)"
        }
        let value = property.css.map { $0 + (property.letterSpacing.map { "; letter-spacing: " + $0 } ?? "") }
        return [MarkdownText.code(property.property.name, inTable: true), token, value.map { MarkdownText.code($0, inTable: true) } ?? "",
                MarkdownText.escaped("\(property.layer.style) · \(property.layer.kind)")]
    }
}
