import DesignSystem

/// The front page's figures: tokens, groups, components, docs and themes, then tokens by type.
enum HomeCounts {
    /// The figures.
    static func node(_ context: GuideContext) -> Node {
        let snapshot = context.snapshot
        let set = context.tokens
        var figures: [(String, String, String)] = []
        if let set {
            figures.append((String(set.tokens.count), "tokens", "/tokens"))
            figures.append((String(TokenGroupOutline(set: set).topLevel.count), "token groups", "/tokens"))
        }
        figures.append((String(snapshot.components.config.catalog.count), "components", "/components"))
        figures.append((String(snapshot.docs.pages.count), "docs pages", "/docs"))
        if let theme = snapshot.tokens.modifiers.first(where: { $0.name == AutoTheme.modifier }) {
            figures.append((String(theme.contextNames.count), "themes", "/tokens"))
        }
        var nodes: [Node] = [
            .h2(.id("counts-title"), .class("visually-hidden"), children: "At a glance"),
            .ul([.class("stats")], figures.map { value, label, url in
                .li(.class("stat"), children: .a(.href(url), children:
                    .span(.class("stat__value"), children: .text(value)), .span(.class("stat__label"), children: .text(label))))
            }),
        ]
        if let set {
            let byType = TokenType.standard.compactMap { type -> Node? in
                let count = set.tokens.filter { $0.type == type }.count
                return count == 0 ? nil : .li(children: .strong(children: .text(String(count))), .text(" \(type.rawValue)"))
            }
            nodes.append(.ul([.class("type-counts"), .aria("label", "Tokens by type")], byType))
        }
        return .section([.class("counts"), .aria("labelledby", "counts-title")], nodes)
    }
}
