import DesignSystem

/// The front page's list of endpoints for tools: the token API in each format and theme, the
/// catalog, and health.
enum HomeEndpoints {
    /// The list.
    static func node(_ context: GuideContext) -> Node {
        let modifiers = context.snapshot.tokens.modifiers.map(\.name)
        var list = [
            ("/api/tokens", "Every token in DTCG 2025.10 JSON; ?format=flat|css|scss|js|swift|android|ts|compose|figma, ?type=, ?group=, ?resolve=false."),
            ("/api/tokens?format=css", "The tokens as CSS custom properties."),
            ("/api/modifiers", modifiers.isEmpty ? "The resolver's modifiers: this design system has none."
                : "The modifiers (\(modifiers.joined(separator: ", "))), their contexts and defaults."),
            ("/api/components", "The component catalog: parts, states, properties and styles."),
        ]
        if let modifier = context.snapshot.tokens.modifiers.first, let choice = modifier.contextNames.last {
            list.insert(("/api/tokens?format=css&\(modifier.name)=\(choice)", "The tokens with \(modifier.name) set to \(choice)."), at: 2)
        }
        if let newest = context.snapshot.releases.newest {
            list.append((GuideLinks.diffAPI(from: newest.version.text, to: SemanticVersion.current),
                         "What changed since release \(newest.version), per context, with a suggested semver bump."))
        }
        // A static export has no server whose health could be asked.
        if !context.exporting { list.append(("/healthz", "Health of the server and of the loaded configuration, as JSON.")) }
        return .section([.class("endpoints"), .aria("labelledby", "for-tools")], [
            .h2(.id("for-tools"), children: "For tools"),
            .dl([], list.flatMap { path, text in
                [.dt(children: .a(.href(path), children: .code(children: .text("GET \(path)")))), .dd(children: .text(text))]
            }),
        ])
    }
}
