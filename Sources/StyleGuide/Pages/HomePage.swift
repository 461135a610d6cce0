import DesignSystem

/// The guide's front page: the design system's name, what it is, and where to go next.
enum HomePage {
    /// The page for these settings.
    static func page(for settings: Settings) -> Page {
        var intro: [Node] = [.h1(.id("overview"), children: .text(settings.name))]
        if !settings.summary.isEmpty {
            intro.append(.p(.class("lead"), children: .text(settings.summary)))
        }
        return Page(title: "Overview", siteName: settings.name, content: [
            .section([.class("hero"), .aria("labelledby", "overview")], intro),
            .section(.class("entry-points"), .aria("labelledby", "for-tools"), children:
                .h2(.id("for-tools"), children: "For tools"),
                .dl([], [
                    .dt(children: .a(.href("/healthz"), children: .code(children: "GET /healthz"))),
                    .dd(children: "Health of the server and of the loaded configuration, as JSON."),
                ])
            ),
        ])
    }
}
