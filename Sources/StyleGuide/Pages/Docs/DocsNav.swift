import DesignSystem

/// The docs' sidebar: the guides, then the component pages, the current one marked.
enum DocsNav {
    /// The sidebar for `docs`, with the page at `current` marked.
    static func node(_ docs: DocsLibrary, current: String?) -> Node {
        let components = docs.pages.filter { $0.path.hasPrefix("components/") }
        return .nav([.class("sidebar"), .aria("label", "Docs")], [
            .p(.class("sidebar__title"), children: .a(.href("/docs"), children: "All docs")),
            list("Guides", ordered(docs.guides), current: current),
            components.isEmpty ? .empty : list("Components", components, current: current),
        ])
    }

    /// The guides with `getting-started` first, the others in path order.
    static func ordered(_ pages: [DocsLibrary.Page]) -> [DocsLibrary.Page] {
        pages.filter { $0.path == "getting-started" } + pages.filter { $0.path != "getting-started" }
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
