import DesignSystem

/// The trail from a section's index to the page: `Tokens › color › brand`.
enum Breadcrumbs {
    /// The trail of `links` (title and URL); the last is the page itself, not linked.
    static func node(_ links: [(title: String, url: String)]) -> Node {
        .nav([.class("breadcrumbs"), .aria("label", "Breadcrumb")], [
            .ol([], links.enumerated().map { index, link in
                index == links.count - 1
                    ? .li(children: .span(.aria("current", "page"), children: .text(link.title)))
                    : .li(children: .a(.href(link.url), children: .text(link.title)))
            }),
        ])
    }
}
