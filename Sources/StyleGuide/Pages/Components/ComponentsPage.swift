import DesignSystem
import MicroHTTP

/// `GET /components`: every component of the catalog as a card with a live preview of its
/// primary style, its summary, and its styles and states; then the built-ins the Config does not
/// style yet, each with a starter styles file to copy.
struct ComponentsPage: GuidePage {
    var parameters: [String] { [] }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let library = context.snapshot.components
        let config = library.config
        let count = config.catalog.count
        let available = AvailableComponents(entries: config.availableBuiltIns, starters: library.starters, followsOwn: count > 0)
        guard count > 0 else {
            let builtIn = config.availableBuiltIns.map(\.about.name.rawValue)
            return Page(title: "Components", siteName: context.settings.name, content: [
                PageIntro.node(eyebrow: "Library", title: "Components", lead: "There are no components yet."),
                .p(.class("notice"), children: .text("Swatchbook has \(builtIn.count) built-in components, styled from your tokens: "),
                   .text(builtIn.joined(separator: ", ") + ". Add "), .code(children: "styles/<component>.json"),
                   .text(" to the Config for each one you use (for example "), .code(children: "styles/button.json"),
                   .text(", or copy a starter below), and it appears here with its previews, style tables and contrast checks.")),
                available.node(),
                ownComponents,
            ], kind: "components")
        }
        let lead = "\(Plural.counted(count, "component")), each a pure function of sample data and a named style. "
            + "Every look comes from tokens, so each preview follows the theme."
        return Page(title: "Components", siteName: context.settings.name, content: [
            PageIntro.node(eyebrow: "Library", title: "Components", lead: lead, extra: [ThemeNote.node(context)]),
            .ul([.class("card-grid", "component-cards")], config.catalog.map { card($0, config: config, context: context) }),
            available.node(),
            ownComponents,
        ], kind: "components")
    }

    /// How to add a component of the team's own, linking to the template contract.
    private var ownComponents: Node {
        .p(.class("section-foot"), children: .text("A component of your own needs no compiling: a folder "),
           .code(children: "components/<name>/"), .text(" in the Config with a "), .code(children: "component.json"),
           .text(" and a Mustache "), .code(children: "template.html"), .text(", styled by "), .code(children: "styles/<name>.json"),
           .text(". "), .a(.href(GuideLinks.templateContract), children: "How template components work"), .text("."))
    }

    private func card(_ entry: CatalogEntry, config: ComponentConfig, context: GuideContext) -> Node {
        let about = entry.about
        var preview = Node.div(.class("component-card__empty"), children: .text("No styles file yet"))
        var meta = Plural.counted(about.states.count, "state")
        if let document = config.styles[about.name], let style = document.styleNames.first(where: { $0 == .primary }) ?? document.styleNames.first {
            let url = PreviewLinks.preview(about.name, style: style, size: about.defaultSize, state: .normal,
                                           sample: config.defaultSample(for: about.name)?.name)
            preview = PreviewFrame.node(src: context.withInputs(url), title: "\(about.title), \(style) style",
                                        caption: .text("\(style) · \(about.defaultSize)"), link: nil, height: PreviewFrame.height(for: entry))
            meta = Plural.counted(document.styleNames.count, "style") + " · " + meta
        }
        return .li(.class("card", "component-card"), children:
            preview,
            .h2(.class("card__title"), children: .a(.href(GuideLinks.component(about.name)), .class("card__link"), children: .text(about.title))),
            .p(.class("card__text"), children: .text(config.styles[about.name]?.description ?? about.summary)),
            .p(.class("card__meta"), children: .text(meta)),
            StatusBadge.cardLine(config.lifecycle(of: about.name))
        )
    }
}
