import DesignSystem
import MicroHTTP

extension ComponentsPage: MarkdownTwin {
    /// `/components.md`: every component of the catalog with its summary, styles, sizes and
    /// states, linked to its twin; then the built-ins the Config does not style yet.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        let config = context.snapshot.components.config
        let rows = config.catalog.map { entry in
            [MarkdownText.link(entry.about.title, context.withInputs(MarkdownTwins.path(of: GuideLinks.component(entry.about.name)))),
             MarkdownText.escaped(config.styles[entry.about.name]?.description ?? entry.about.summary),
             MarkdownText.escaped(config.styles[entry.about.name]?.styleNames.map(\.rawValue).joined(separator: ", ") ?? "none yet"),
             MarkdownText.escaped(entry.about.sizes.map(\.rawValue).joined(separator: ", ")),
             MarkdownText.escaped(entry.about.states.map(\.rawValue).joined(separator: ", "))]
        }
        var parts = ["# Components", "\(Plural.counted(config.catalog.count, "component")), each a function of sample data and a named style bound to tokens."]
        if !rows.isEmpty { parts.append(MarkdownText.table(["Component", "Summary", "Styles", "Sizes", "States"], rows)) }
        let unstyled = config.availableBuiltIns
        if !unstyled.isEmpty {
            parts.append("## Not styled yet")
            parts.append(unstyled.map { entry in
                "- " + MarkdownText.link(entry.about.title, MarkdownTwins.path(of: GuideLinks.component(entry.about.name))) + ": "
                    + MarkdownText.escaped(entry.about.summary) + " (add " + MarkdownText.code("styles/\(entry.about.name).json") + ")"
            }.joined(separator: "\n"))
        }
        parts.append("As JSON: " + MarkdownText.code("/api/components"))
        return parts.joined(separator: "\n\n") + "\n"
    }
}
