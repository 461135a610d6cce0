import DesignSystem

/// The front page's ways in: tokens, components and docs, each a card with a glimpse of what it holds.
enum HomeEntryPoints {
    /// The cards.
    static func node(_ context: GuideContext) -> Node {
        let snapshot = context.snapshot
        var swatches: [Node] = []
        if let set = context.tokens {
            swatches = set.tokens.filter { $0.type == .color && $0.path.segments.count == 3 && $0.path.segments[1] == "brand" }
                .prefix(10).map { Swatch.node($0.path, size: .chip) }
        }
        let guides = DocsNav.ordered(snapshot.docs.guides).prefix(4)
        return .section([.class("entry-points"), .aria("labelledby", "explore-title")], [
            .h2(.id("explore-title"), children: "Explore"),
            .ul([.class("card-grid", "entry-cards")], [
                card("Tokens", url: "/tokens", text: "Colour, type, space, radii, borders, shadows and motion — every value with its "
                        + "alias chain, contrast and API URL.",
                     glimpse: swatches.isEmpty ? .empty : .div([.class("glimpse", "glimpse--swatches"), .aria("hidden", "true")], swatches)),
                card("Components", url: "/components", text: "Every component in every style, size and state, with its style table, "
                        + "contrast results and snippets to copy.", glimpse: .empty),
                card("Docs", url: "/docs", text: "Guides to getting started, tokens and themes, accessibility and contributing.",
                     glimpse: guides.isEmpty ? .empty : .ul([.class("card__list")], guides.map { page in
                         .li(children: .a(.href(GuideLinks.doc(page.path)), children: .text(page.title)))
                     })),
            ]),
        ])
    }

    private static func card(_ title: String, url: String, text: String, glimpse: Node) -> Node {
        .li(.class("card", "entry-card"), children:
            .h3(.class("card__title"), children: .a(.href(url), children: .text(title))),
            .p(.class("card__text"), children: .text(text)),
            glimpse
        )
    }
}
