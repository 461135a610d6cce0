import DesignSystem

/// The front page's ways in: tokens, components and docs, each a card with a glimpse of what it holds.
enum HomeEntryPoints {
    /// The cards.
    static func node(_ context: GuideContext) -> Node {
        let snapshot = context.snapshot
        var swatches: [Node] = []
        var tokensText = "Every token"
        if let set = context.tokens {
            // A glimpse of the palette: the colours written as values (not aliases), else any colours.
            let colors = set.tokens.filter { $0.type == .color }
            let written = colors.filter { !$0.isAlias }
            swatches = (written.isEmpty ? colors : written).prefix(10).map { Swatch.node($0.path, size: .chip) }
            let types = TokenType.standard.filter { type in set.tokens.contains { $0.type == type } }
            if !types.isEmpty { tokensText = "Every \(Self.list(types.map(\.phrase))) token" }
        }
        let guides = DocsNav.ordered(snapshot.docs.guides).prefix(4)
        let pages = snapshot.docs.pages.count
        return .section([.class("entry-points"), .aria("labelledby", "explore-title")], [
            .h2(.id("explore-title"), children: "Explore"),
            .ul([.class("card-grid", "entry-cards")], [
                card("Tokens", url: "/tokens", text: tokensText + ", with its value in every context, alias chain, contrast and API URL.",
                     glimpse: swatches.isEmpty ? .empty : .div([.class("glimpse", "glimpse--swatches"), .aria("hidden", "true")], swatches)),
                card("Components", url: "/components", text: "Every component in every style, size and state, with its style table, "
                        + "contrast results and snippets to copy.", glimpse: .empty),
                card("Docs", url: "/docs", text: pages == 0 ? "No pages yet: markdown files in the Config's docs/ folder become pages here."
                        : "\(pages) page\(pages == 1 ? "" : "s") of guides and guidelines, written by the team.",
                     glimpse: guides.isEmpty ? .empty : .ul([.class("card__list")], guides.map { page in
                         .li(children: .a(.href(GuideLinks.doc(page.path)), children: .text(page.title)))
                     })),
            ] + changesCard(snapshot.releases)),
        ])
    }

    /// The card of the changes page, when the Config lists releases.
    private static func changesCard(_ releases: ReleaseLibrary) -> [Node] {
        guard let newest = releases.newest else { return [] }
        let others = releases.releases.count - 1
        return [card("Changes", url: "/changes", text: "What changed in the tokens since release \(newest.version)"
                        + (others == 0 ? "" : " (or any of \(others) earlier release\(others == 1 ? "" : "s"))")
                        + ", context by context, with the version bump it calls for.", glimpse: .empty)]
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    private static func card(_ title: String, url: String, text: String, glimpse: Node) -> Node {
        .li(.class("card", "entry-card"), children:
            .h3(.class("card__title"), children: .a(.href(url), children: .text(title))),
            .p(.class("card__text"), children: .text(text)),
            glimpse
        )
    }
}

extension TokenType {
    /// The type in words, lower case: `colour`, `font family`, `easing`.
    var phrase: String {
        switch self {
        case .color: "colour"
        case .cubicBezier: "easing"
        default: rawValue.reduce(into: "") { words, character in
            words += character.isUppercase ? " " + character.lowercased() : String(character)
        }
        }
    }
}
