import DesignSystem

/// The docs' sidebar: each group of pages under its heading (Guides, the sections the pages'
/// front matter names, Components), the current page marked; then, apart, Swatchbook's manual:
/// every page of it on a page of it, else a link to its contents.
enum DocsNav {
    /// The sidebar for `docs`, with the page at `current` marked.
    static func node(_ docs: DocsLibrary, current: String?) -> Node {
        let inManual = docs.manual.contains { $0.path == current }
        let manual = inManual ? DocsLibrary.ordered(docs.manual) : docs.manualContents.map { [$0] } ?? []
        return .nav([.class("sidebar"), .aria("label", "Docs")], [
            .p(.class("sidebar__title"), children: .a(.href("/docs"), children: "All docs")),
        ] + docs.groups.map { list($0.title, $0.pages, current: current) }
          + (manual.isEmpty ? [] : [list(DocsLibrary.manualGroup, manual, current: current)]))
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
                return .li(page.path == current ? [.class("is-current")] : [], [.a(attributes, [.text(page.title)])])
            }),
        ])
    }
}
