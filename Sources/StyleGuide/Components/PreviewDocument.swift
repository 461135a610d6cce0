import DesignSystem
import MicroHTTP

/// The isolated HTML document of one preview: the component alone on its canvas, with the
/// structural stylesheet and the stylesheet of its permutation, and nothing else.
enum PreviewDocument {
    /// The document for `variant`: its `canvas` (see ``canvas(entry:rendered:sample:settings:)``) in a head
    /// linking `stylesheet`; `frame` attributes and script make it a Storybook story (see ``StorybookFrame``).
    static func node(entry: CatalogEntry, canvas: Node, variant: PreviewVariant, stylesheet: String, settings: Settings,
                     frame: StorybookFrame? = nil) -> Node {
        let title = "\(entry.about.title) · \(variant.style) · \(variant.size) · \(variant.state)"
        return .document(lang: "en", head: [
            .meta(.charset("utf-8")),
            .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
            .title("\(title) — \(settings.name)"),
            .link(.rel("stylesheet"), .href(GuideAssets.url("css/components.css"))),
            .link(.rel("stylesheet"), .href(stylesheet)),
        ], body: [canvas] + (frame?.tail ?? []))
    }

    /// The canvas of a preview: `rendered`, the component showing the sample named `sample` (see
    /// ``content(for:sample:)``), in the `<main>` that the preview settings' modifiers style.
    static func canvas(entry: CatalogEntry, rendered: Node, sample: String?, settings: Settings) -> Node {
        Node.main([.class("sb-preview"), .data("component", entry.about.name.rawValue), .data("sample", sample ?? "")], [rendered])
            .modified(by: settings.preview.modifiers)
    }

    /// The answer for a preview whose render `refusal` stopped: a 500 page naming the component,
    /// its template and the limit to raise (kept like any preview, so asking again costs nothing).
    static func refusal(_ refusal: RenderRefusal, entry: CatalogEntry, settings: Settings) -> Response {
        let document = Node.document(lang: "en", head: [
            .meta(.charset("utf-8")),
            .title("\(entry.about.title): preview stopped — \(settings.name)"),
        ], body: [
            .main([.class("sb-preview sb-preview--refused"), .data("component", entry.about.name.rawValue)], [
                .h1(children: .text("The preview of \(entry.about.title) stopped")),
                refusal.notice,
                .p(children: .text("Change "), .code(children: .text(refusal.file)),
                   .text(" or raise the limit in swatchbook.json; "), .code(children: .text("swatchbook check")), .text(" says the same.")),
            ]),
        ])
        return PageLayout.htmlResponse(document, status: .internalServerError)
    }
}

extension PreviewDocument {
    /// What a preview of `entry` shows of `sample`: its first item, or all its sections for a list.
    static func content(for entry: CatalogEntry, sample: SampleSet?) -> ComponentContent {
        if entry.about.showsSections || sample == nil { return .sections(sample?.content.sections ?? []) }
        if let item = sample?.firstItem { return .item(item) }
        return .sections([])
    }

    /// `/preview/styles.css?theme=dark…`: the stylesheet of `permutation`, with `auto` for the
    /// colour-scheme modifier when `scheme` is given.
    static func stylesheetLink(for permutation: Permutation, auto scheme: ColorSchemePair? = nil) -> String {
        var contexts = permutation.contexts
        if let scheme { contexts[scheme.modifier] = ColorSchemePair.keyword }
        let query = contexts.sorted { $0.key < $1.key }
            .map { "\(PreviewLinks.encoded($0.key))=\(PreviewLinks.encoded($0.value))" }.joined(separator: "&")
        return "/preview/styles.css" + (query.isEmpty ? "" : "?" + query)
    }
}

/// Writing links to previews and lookups.
enum PreviewLinks {
    /// A query value or path segment percent-encoded (unreserved characters kept).
    static func encoded(_ text: String) -> String { PercentEncoding.encode(text) }

    /// `name=value&…`, each name and value percent-encoded, in the order given.
    static func query(_ items: [QueryItems.Item]) -> String {
        items.map { encoded($0.name) + "=" + encoded($0.value) }.joined(separator: "&")
    }

    /// `/preview/<component>?style=…&size=…&state=…` with each part given.
    static func preview(_ component: ComponentName, style: StyleName, size: ComponentSize, state: ComponentState,
                        sample: String? = nil) -> String {
        var parts = ["style=\(encoded(style.rawValue))", "size=\(encoded(size.rawValue))", "state=\(encoded(state.rawValue))"]
        if let sample { parts.append("sample=\(encoded(sample))") }
        return "/preview/\(encoded(component.rawValue))?" + parts.joined(separator: "&")
    }
}
