import DesignSystem

/// The opening of a page: a small label above, the title (the page's one `h1`), a lead paragraph
/// and anything else that belongs with them.
enum PageIntro {
    /// The intro.
    static func node(eyebrow: String?, title: String, titleID: String = "page-title", lead: String?, extra: [Node] = []) -> Node {
        .div([.class("page-intro")], [
            eyebrow.map { .p(.class("eyebrow"), children: .text($0)) } ?? .empty,
            .h1(.id(titleID), children: .text(title)),
            lead.map { .p(.class("lead"), children: .text($0)) } ?? .empty,
        ] + extra)
    }
}
