import DesignSystem

/// The docs' sidebar, never mixing the team's pages with Swatchbook's manual: on a page of the
/// Config, each group of its pages under its heading (Guides, the sections the pages' front
/// matter names, Components, each page's status badge beside it), then a link to the manual's
/// contents under a heading of its own; on a page of the manual, the manual's pages alone. The current page is marked.
enum DocsNav {
    /// The sidebar for `docs`, with the page at `current` marked.
    static func node(_ docs: DocsLibrary, current: String?) -> Node {
        let groups: [(title: String, pages: [DocsLibrary.Page])]
        if let current, docs.isManual(current) {
            groups = [(DocsLibrary.manualGroup, DocsLibrary.ordered(docs.manual))]
        } else {
            groups = docs.groups.map { ($0.title, $0.pages) } + (docs.manualContents.map { [(DocsLibrary.manualGroup, [$0])] } ?? [])
        }
        return .nav([.class("sidebar"), .aria("label", "Docs")], [
            .p(.class("sidebar__title"), children: .a(.href("/docs"), children: "All docs")),
        ] + groups.map { list($0.title, $0.pages, current: current) })
    }

    /// `pages` in reading order: group by group as the sidebar lists them, each in its order.
    static func ordered(_ pages: [DocsLibrary.Page]) -> [DocsLibrary.Page] {
        DocsLibrary.groups(of: pages).flatMap(\.pages)
    }

    private static func list(_ title: String, _ pages: [DocsLibrary.Page], current: String?) -> Node {
        .fragment([
            .p(.class("sidebar__heading"), children: .text(title)),
            .ul([.class("sidebar__list")], pages.map { page in
                var attributes: [Attribute] = [.href(GuideLinks.doc(page.path))]
                if page.path == current { attributes.append(.aria("current", "page")) }
                return .li(page.path == current ? [.class("is-current")] : [], [.a(attributes, [.text(page.title), StatusBadge.node(page.lifecycle.status)])])
            }),
        ])
    }
}
