import DesignSystem
import MicroHTTP

/// `get_component`: a component as `GET /api/components/{name}` describes it, with the tokens
/// each of its styles binds, and the HTML and preview URL of its default variant in the chosen context.
enum GetComponentTool {
    /// The tool for `snapshot`.
    static func tool(for snapshot: Snapshot) -> MCPTool {
        MCPTool(name: "get_component", title: "Get a component",
                description: "One component of the design system by name (such as button): its parts, styles, sizes, states and "
                    + "style properties, the tokens each style binds, its contrast pairs, the URL of every preview, and the HTML "
                    + "its default variant renders (a snippet to copy) in the chosen context. Use get_style for one style's resolved values.",
                arguments: [.string("name", required: true, "The component's name, such as button (search finds it by title).")],
                snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            let permutation = try snapshot.tokenAPI.permutation(for: arguments.modifierItems)
            let library = snapshot.components
            let name = ComponentName(arguments.string("name") ?? "")
            guard case .object(var detail) = try CatalogRoute.answer(for: name, kind: .component, in: library).decodedJSON else {
                throw HTTPError(.internalServerError, "the catalog's entry for '\(name)' is not an object")
            }
            guard let document = library.config.styles[name], let entry = library.config.entry(named: name) else { return .object(detail) }
            detail.setValue(.object(JSONObject(document.styleNames.map { style in
                (style.rawValue, .array(boundTokens(of: style, in: document).map { .string($0.description) }))
            })), forKey: "tokensByStyle")
            let variant = try PreviewVariant.read(QueryItems(), component: name, style: nil, library: library, readsSample: true)
            if let set = snapshot.tokens.permutations[permutation],
               let resolved = document.resolve(variant.style, size: variant.size, state: variant.state, in: set) {
                let sample = variant.sample.flatMap(library.config.sample(named:))
                let modifiers = arguments.modifierItems.map { "&\(PreviewLinks.encoded($0.name))=\(PreviewLinks.encoded($0.value))" }.joined()
                detail.setValue([
                    "style": .string(variant.style.rawValue), "size": .string(variant.size.rawValue),
                    "state": .string(variant.state.rawValue), "sample": variant.sample.map(JSON.string) ?? .null,
                    "permutation": permutation.json,
                    "previewURL": .string(PreviewLinks.preview(name, style: variant.style, size: variant.size, state: variant.state,
                                                               sample: variant.sample) + modifiers),
                    "html": .string(ComponentSnippets.previewHTML(of: entry, sample: sample, styling: resolved.styling)),
                ], forKey: "snippet")
            }
            return .object(detail)
        }
    }

    /// The tokens `style` binds, in its own layers and those of the styles it extends, each once, in file order.
    static func boundTokens(of style: StyleName, in document: StyleDocument) -> [TokenPath] {
        var seen = Set<TokenPath>()
        var tokens: [TokenPath] = []
        for definition in document.chain(of: style) {
            for binding in definition.allBindings {
                if case .token(let path) = binding.value, seen.insert(path).inserted { tokens.append(path) }
            }
        }
        return tokens
    }
}
