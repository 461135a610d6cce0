import DesignSystem
import MicroHTTP

/// `GET /`: the design system's name and description, what it holds, where to go next, search,
/// and the endpoints tools read.
struct HomePage: GuidePage {
    var parameters: [String] { [] }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        let settings = context.settings
        var intro: [Node] = [.p(.class("eyebrow"), children: "Design system"), .h1(.id("overview"), children: .text(settings.name))]
        if !settings.summary.isEmpty { intro.append(.p(.class("lead"), children: .text(settings.summary))) }
        intro.append(SearchForm.node(id: "home-search", query: "", style: .large))
        return Page(title: settings.name, siteName: settings.name, content: [
            .section([.class("hero"), .aria("labelledby", "overview")], intro),
            HomeCounts.node(context),
            HomeEntryPoints.node(context),
            HomeEndpoints.node(context),
        ], kind: "home")
    }
}
