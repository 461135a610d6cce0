import DesignSystem

/// The token pages' sidebar: every top-level group with its count, the current one marked and
/// opened to show its own groups (links to their sections).
enum TokenGroupNav {
    /// The sidebar for `outline`, with `current` (a top-level group's path) marked, if any.
    static func node(_ outline: TokenGroupOutline, current: TokenPath?) -> Node {
        let all = outline.topLevel
        // A system of thousands of top-level groups lists the first ones (and the current one); /tokens has them all.
        var shown = Array(all.prefix(listed))
        if all.count > listed, let current, !shown.contains(where: { $0.path == current }),
           let group = all.first(where: { $0.path == current }) {
            shown.append(group)
        }
        var items = shown.map { group -> Node in
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
        if all.count > shown.count {
            items.append(.li(children: .a(.href("/tokens"), children: .text("All \(all.count) groups…"))))
        }
        return .nav([.class("sidebar"), .aria("label", "Token groups")], [
            .p(.class("sidebar__title"), children: .a(.href("/tokens"), children: "All tokens")),
            .ul([.class("sidebar__list")], items),
        ])
    }

    /// How many top-level groups the sidebar lists.
    static let listed = 100

    /// The `id` of a group's section on its top-level group's page: `group-color.brand`.
    static func sectionID(_ path: TokenPath) -> String { "group-" + path.description }
}
