import DesignSystem
import MicroHTTP

/// `GET /docs`: the free-standing guides and the component pages of `docs/`.
struct DocsIndexPage: GuidePage {
    var parameters: [String] { [] }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let docs = context.snapshot.docs
        let components = docs.pages.filter { $0.path.hasPrefix("components/") }
        var content: [Node] = [
            PageIntro.node(eyebrow: "Guides", title: "Docs",
                           lead: "How to use \(context.settings.name): guides to read once, and guidelines for each component."),
        ]
        if docs.pages.isEmpty {
            content.append(.p(.class("notice"), children: .text("There are no docs yet: add markdown files to the Config's "),
                              .code(children: "docs/"), .text(" folder.")))
        }
        if !docs.guides.isEmpty {
            content.append(.section([.class("page-section"), .aria("labelledby", "guides-title")], [
                .h2(.id("guides-title"), children: "Guides"),
                .ul([.class("card-grid", "doc-cards")], DocsNav.ordered(docs.guides).map(card)),
            ]))
        }
        if !components.isEmpty {
            content.append(.section([.class("page-section"), .aria("labelledby", "component-docs-title")], [
                .h2(.id("component-docs-title"), children: "Component guidelines"),
                .ul([.class("link-list", "link-list--columns")], components.map { page in
                    .li(children: .a(.href(GuideLinks.doc(page.path)), children: .text(page.title)))
                }),
            ]))
        }
        return Page(title: "Docs", siteName: context.settings.name, content: content, kind: "docs")
    }

    private func card(_ page: DocsLibrary.Page) -> Node {
        .li(.class("card", "doc-card"), children:
            .h3(.class("card__title"), children: .a(.href(GuideLinks.doc(page.path)), .class("card__link"), children: .text(page.title))),
            .p(.class("card__text"), children: .text(Self.excerpt(page)))
        )
    }

    /// The opening of a page's text after its title, cut at a word near 180 characters.
    static func excerpt(_ page: DocsLibrary.Page) -> String {
        var text = Substring(page.text)
        if text.hasPrefix(page.title) { text = text.dropFirst(page.title.count) }
        text = text.drop(while: \.isWhitespace)
        guard text.count > 180 else { return String(text) }
        let cut = text.prefix(180)
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
    }
}
