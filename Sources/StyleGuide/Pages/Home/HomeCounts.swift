import DesignSystem

/// The front page's figures: tokens, groups, components, docs and themes, then tokens by type.
enum HomeCounts {
    /// The figures.
    static func node(_ context: GuideContext) -> Node {
        let snapshot = context.snapshot
        let set = context.tokens
        var figures: [(String, String, String)] = []
        func figure(_ count: Int, _ one: String, _ many: String, _ url: String) {
            figures.append((String(count), count == 1 ? one : many, url))
        }
        if let set {
            figure(set.tokens.count, "token", "tokens", "/tokens")
            figure(TokenGroupOutline(set: set).topLevel.count, "token group", "token groups", "/tokens")
        }
        figure(snapshot.components.config.catalog.count, "component", "components", "/components")
        figure(snapshot.docs.pages.count, "docs page", "docs pages", "/docs")
        for modifier in snapshot.tokens.modifiers {
            figures.append((String(modifier.contextNames.count), (modifier.contextNames.count == 1 ? "context of " : "contexts of ") + modifier.name, "/api/modifiers"))
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
