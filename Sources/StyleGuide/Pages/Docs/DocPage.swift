import DesignSystem
import MicroHTTP

/// `GET /docs/{page...}`: one markdown page of `docs/` (sanitized when loaded), with the docs'
/// sidebar, the page's own contents and its front matter's description as the page's
/// description; an unknown page is a 404 with the closest path. A page of Swatchbook's manual
/// (`/docs/swatchbook/…`; `/docs/swatchbook` is its contents) says so at its foot.
struct DocPage: GuidePage {
    var parameters: [String] { [] }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let docs = context.snapshot.docs
        let path = request.parameters["page"] ?? ""
        guard let page = docs.page(at: path) ?? docs.page(at: path + "/index").flatMap({ docs.isManual($0.path) ? $0 : nil }) else {
            let paths = docs.pages.map(\.path)
            let suggestion = Suggestion.closest(to: path, among: paths).map { " (did you mean '\($0)'?)" } ?? ""
            throw HTTPError(.notFound, "there is no docs page '\(path)'\(suggestion); pages: "
                + (paths.isEmpty ? "none" : paths.joined(separator: ", ")))
        }
        let manual = docs.isManual(page.path)
        let trail: [(title: String, url: String)] = manual && page.path != DocsLibrary.manualContentsPath && docs.manualContents != nil
            ? [("Docs", "/docs"), (DocsLibrary.manualGroup, GuideLinks.doc(DocsLibrary.manualContentsPath)), (page.title, GuideLinks.doc(page.path))]
            : [("Docs", "/docs"), (page.title, GuideLinks.doc(page.path))]
        var article: [Node] = [Breadcrumbs.node(trail)]
        if !page.html.contains("<h1") { article.append(.h1(children: .text(page.title))) }
        article.append(StatusBadge.line(page.lifecycle))
        article.append(.raw(unsafe: page.html))
        if page.path.hasPrefix("components/"),
           let entry = context.snapshot.components.config.entry(named: ComponentName(String(page.path.dropFirst("components/".count)))) {
            article.append(.p(.class("doc-component-link"), children:
                .a(.href(GuideLinks.component(entry.about.name)), children: .text("See the \(entry.about.title) component: previews, styles and contrast"))))
        }
        if manual {
            article.append(.p(.class("section-foot"), children: .text("Part of Swatchbook's manual, served with every Config "
                + "(a Config's own docs/\(page.path).md would replace it).")))
        } else {
            article.append(.p(.class("section-foot"), children: .text("Source: "), .code(children: .text("docs/\(page.path).md"))))
        }
        var columns: [Node] = [
            DocsNav.node(docs, current: page.path),
            .article([.class("prose", "doc")], article),
        ]
        if page.sections.count > 1 {
            columns.append(.nav([.class("toc"), .aria("label", "On this page")], [
                .p(.class("toc__title"), children: "On this page"),
                .ul([], page.sections.map { .li(children: .a(.href("#" + $0.id), children: .text($0.title))) }),
            ]))
        }
        return Page(title: page.title, siteName: context.settings.name, content: [
            .div([.class("with-sidebar", page.sections.count > 1 ? "with-sidebar--toc" : "")], columns),
        ], kind: "doc", description: page.description)
    }
}
