import DesignSystem

/// The guide's front page: the design system's name, what it holds, and where to go next.
enum HomePage {
    /// The page for these settings and tokens.
    static func page(for settings: Settings, tokens system: TokenSystem) -> Page {
        var intro: [Node] = [.h1(.id("overview"), children: .text(settings.name))]
        if !settings.summary.isEmpty {
            intro.append(.p(.class("lead"), children: .text(settings.summary)))
        }
        let set = system.tokens(for: settings.defaultInputs).map { Optional($0) }.get(or: nil)
        return Page(title: "Overview", siteName: settings.name, content: [
            .section([.class("hero"), .aria("labelledby", "overview")], intro),
            counts(set, system: system),
            .section(.class("entry-points"), .aria("labelledby", "for-tools"), children:
                .h2(.id("for-tools"), children: "For tools"),
                .dl([], endpoints(system).flatMap { path, text in
                    [.dt(children: .a(.href(path), children: .code(children: .text("GET \(path)")))), .dd(children: .text(text))]
                })
            ),
        ])
    }

    private static func counts(_ set: TokenSet?, system: TokenSystem) -> Node {
        guard let set else { return .empty }
        let byType = TokenType.standard.compactMap { type -> (TokenType, Int)? in
            let count = set.tokens.filter { $0.type == type }.count
            return count > 0 ? (type, count) : nil
        }
        let modifiers = system.modifiers.map { "\($0.name) (\($0.contextNames.joined(separator: ", ")))" }
        return .section([.class("counts"), .aria("labelledby", "tokens-heading")], [
            .h2(.id("tokens-heading"), children: .text("\(set.tokens.count) tokens")),
            .ul([.class("type-counts")], byType.map { type, count in
                .li(children: .strong(children: .text(String(count))), .text(" \(type.rawValue)"))
            }),
            modifiers.isEmpty ? .empty : .p(children: .text("Modifiers: " + modifiers.joined(separator: "; "))),
        ])
    }

    private static func endpoints(_ system: TokenSystem) -> [(String, String)] {
        var list = [
            ("/api/tokens", "Every token in DTCG 2025.10 JSON; ?format=flat|css|scss|js|swift|android, ?type=, ?group=, ?resolve=false."),
            ("/api/tokens?format=css", "The tokens as CSS custom properties."),
            ("/api/modifiers", "The modifiers (such as theme) and their contexts."),
        ]
        if let modifier = system.modifiers.first, let context = modifier.contextNames.last {
            list.insert(("/api/tokens?format=css&\(modifier.name)=\(context)", "The tokens with \(modifier.name) set to \(context)."), at: 2)
        }
        list.append(("/healthz", "Health of the server and of the loaded configuration, as JSON."))
        return list
    }
}

extension Result {
    /// The success value, or `fallback`.
    func get(or fallback: Success) -> Success {
        if case .success(let value) = self { return value }
        return fallback
    }
}
