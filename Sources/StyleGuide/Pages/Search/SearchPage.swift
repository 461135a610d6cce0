import DesignSystem
import MicroHTTP

/// `GET /search?q=`: tokens, token groups, components and docs pages matching every word of the
/// query, best first. A plain GET form, so it works without JavaScript; `guide.js` fetches this
/// page as you type and swaps in its `#search-results`.
///
/// `?status=draft` (or `status:draft` among the words) keeps the docs pages and components of that
/// status; alone, it lists them all. A status not in the list is a 400 naming the statuses.
///
/// A query holds at most ``SearchLimits/terms`` distinct words of ``SearchLimits/termBytes``
/// bytes each (a repeated word counts once); more is a 400 naming the setting.
struct SearchPage: GuidePage {
    var parameters: [String] { ["q", SearchFilter.parameter] }
    var readsFreeText: Bool { true }

    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page {
        if context.query.values(for: "q").count > 1 { throw HTTPError(.badRequest, "query parameter 'q' is given more than once") }
        let query = (context.query["q"] ?? "").trimmingWhitespace()
        let statuses = context.query.values(for: SearchFilter.parameter)
        let (filter, _) = try SearchFilter.read(query: query, parameter: statuses)
        // A static export has no server to search: its search page (the form's target) is the
        // whole index, which guide.js narrows as you type from the index's JSON file.
        let everything = query.isEmpty && filter.isEmpty && context.exporting
        let results = everything ? context.snapshot.search.entries
            : try SearchFilter.results(of: query, statuses: statuses, limits: context.settings.searchLimits, in: context.snapshot.search)
        // A status given as a parameter alone is shown as the words that ask for it, and kept in the form.
        let shown = query.isEmpty ? filter.status.map { SearchFilter.prefix + $0.rawValue } ?? "" : query
        return Page(title: shown.isEmpty ? "Search" : "Search: \(shown)", siteName: context.settings.name, content: [
            PageIntro.node(eyebrow: nil, title: "Search", lead: nil, extra: [SearchForm.node(id: "search", query: shown, style: .large)]),
            SearchResults.node(query: shown, results: results, everything: everything),
        ], kind: "search")
    }
}

/// The results of a search: a count that screen readers hear when it changes, and the list.
enum SearchResults {
    /// The labels of the kinds of results.
    static let kindLabels: [SearchIndex.Entry.Kind: String] = [.component: "Component", .token: "Token", .group: "Token group", .doc: "Doc", .manual: "Swatchbook manual"]

    /// The results block (`#search-results`) for `query`; `everything` lists the whole index (a static export's search page).
    static func node(query: String, results: [SearchIndex.Entry], everything: Bool = false) -> Node {
        let status: String
        if everything {
            status = "All \(results.count) tokens, token groups, components and docs pages. Type above to narrow them (with JavaScript), or find in the page."
        } else if query.isEmpty {
            status = "Type a token path (brand 500), a component (toggle) or a topic (contrast)."
        } else if results.isEmpty {
            status = "Nothing matches “\(query)”. Try fewer words, or part of a token path."
        } else {
            status = Plural.counted(results.count, "result") + " for “\(query)”"
        }
        return .div([.id("search-results"), .class("search-results"), .data("search-results", "")], [
            .p(.class("search-results__status"), .role("status"), children: .text(status)),
            results.isEmpty ? .empty : .ol([.class("search-results__list")], results.map(item)),
        ])
    }

    private static func item(_ entry: SearchIndex.Entry) -> Node {
        .li(.class("search-result", "search-result--" + entry.kind.rawValue), children:
            .a(.href(entry.url), .class("search-result__link"), children:
                .span(.class("search-result__kind"), children: .text(kindLabels[entry.kind] ?? entry.kind.rawValue)),
                .span(.class("search-result__title"), children: .text(entry.title)), StatusBadge.node(entry.status)),
            entry.detail.isEmpty ? .empty : .p(.class("search-result__detail"), children: .text(entry.detail))
        )
    }
}
