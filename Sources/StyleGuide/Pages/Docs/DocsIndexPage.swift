import DesignSystem
import MicroHTTP

/// `GET /docs`: the guides, a section of cards for each group the sidebar shows (each card the
/// page's description, else its opening, and its status and owner), then the component pages as a
/// list (each with its status), then, apart, the pages of Swatchbook's manual.
struct DocsIndexPage: GuidePage {
    var parameters: [String] { [] }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let docs = context.snapshot.docs
        var content: [Node] = [
            PageIntro.node(eyebrow: "Guides", title: "Docs",
                           lead: "How to use \(context.settings.name): guides to read once, and guidelines for each component."),
        ]
        if docs.pages.isEmpty {
            content.append(.p(.class("notice"), children: .text("There are no docs yet: add markdown files to the Config's "),
                              .code(children: "docs/"), .text(" folder.")))
        }
        for group in docs.groups {
            if group.title == DocsLibrary.componentsGroup {
                content.append(.section([.class("page-section"), .aria("labelledby", "component-docs-title")], [
                    .h2(.id("component-docs-title"), children: "Component guidelines"),
                    .ul([.class("link-list", "link-list--columns")], group.pages.map { page in
                        .li(children: .a(.href(GuideLinks.doc(page.path)), children: .text(page.title)), StatusBadge.node(page.lifecycle.status))
                    }),
                ]))
            } else {
                let id = group.title == DocsLibrary.defaultGroup ? "guides-title" : "docs-\(HeadingIDs.slug(group.title))-title"
                content.append(.section([.class("page-section"), .aria("labelledby", id)], [
                    .h2(.id(id), children: .text(group.title)),
                    .ul([.class("card-grid", "doc-cards")], group.pages.map(card)),
                ]))
            }
        }
        if !docs.manual.isEmpty {
            content.append(.section([.class("page-section"), .aria("labelledby", "swatchbook-manual-title")], [
                .h2(.id("swatchbook-manual-title"), children: .text(DocsLibrary.manualGroup)),
                .p(children: .text("How Swatchbook itself works, served with every Config: its configuration, commands, routes and formats.")),
                .ul([.class("link-list", "link-list--columns")], DocsLibrary.ordered(docs.manual).map { page in
                    .li(children: .a(.href(GuideLinks.doc(page.path)), children: .text(page.title)))
                }),
            ]))
        }
        return Page(title: "Docs", siteName: context.settings.name, content: content, kind: "docs")
    }

    private func card(_ page: DocsLibrary.Page) -> Node {
        .li(.class("card", "doc-card"), children:
            .h3(.class("card__title"), children: .a(.href(GuideLinks.doc(page.path)), .class("card__link"), children: .text(page.title))),
            .p(.class("card__text"), children: .text(page.summary)),
            StatusBadge.cardLine(page.lifecycle)
        )
    }
}
