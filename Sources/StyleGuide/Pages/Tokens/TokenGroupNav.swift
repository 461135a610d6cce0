import DesignSystem

/// The token pages' sidebar: every top-level group with its count, the current one marked and
/// opened to show its own groups (links to their sections).
enum TokenGroupNav {
    /// The sidebar for `outline`, with `current` (a top-level group's path) marked, if any.
    static func node(_ outline: TokenGroupOutline, current: TokenPath?) -> Node {
        let items = outline.topLevel.map { group -> Node in
            let isCurrent = group.path == current
            var link: [Attribute] = [.href(GuideLinks.tokens(group.path))]
            if isCurrent { link.append(.aria("current", "page")) }
            var children: [Node] = [.a(link, [.span(children: .text(group.path.description)),
                                              .span(.class("count"), children: .text(String(group.tokens.count)))])]
            if isCurrent {
                let inner = outline.children(of: group.path).groups
                if !inner.isEmpty {
                    children.append(.ul([.class("sidebar__sub")], inner.map { sub in
                        .li(children: .a(.href(GuideLinks.tokens(group.path) + "#" + sectionID(sub.path)),
                                         children: .text(sub.path.name)))
                    }))
                }
            }
            return .li(isCurrent ? [.class("is-current")] : [], children)
        }
        return .nav([.class("sidebar"), .aria("label", "Token groups")], [
            .p(.class("sidebar__title"), children: .a(.href("/tokens"), children: "All tokens")),
            .ul([.class("sidebar__list")], items),
        ])
    }

    /// The `id` of a group's section on its top-level group's page: `group-color.brand`.
    static func sectionID(_ path: TokenPath) -> String { "group-" + path.description }
}
