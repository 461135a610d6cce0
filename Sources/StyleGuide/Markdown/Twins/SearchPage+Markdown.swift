import DesignSystem
import MicroHTTP

extension SearchPage: MarkdownTwin {
    /// `/search.md?q=`: the results of the search as a list, each linked to its page's twin
    /// (the page itself for a result on a token's row).
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        let query = (context.query["q"] ?? "").trimmingWhitespace()
        let (filter, words) = try SearchFilter.read(query: query, parameter: context.query.values(for: SearchFilter.parameter))
        let terms = SearchTerms(words)
        let index = context.snapshot.search
        let results = terms.isEmpty ? (filter.isEmpty ? [] : index.entries(admittedBy: filter)) : index.search(terms, filter: filter)
        var parts = ["# Search" + (query.isEmpty ? "" : ": " + MarkdownText.escaped(query))]
        parts.append(query.isEmpty && filter.isEmpty ? "Ask with `?q=` (for example `/search.md?q=primary`)."
            : Plural.counted(results.count, "result") + ".")
        if !results.isEmpty {
            parts.append(results.map { entry in
                "- " + MarkdownText.link(entry.title, Self.twin(of: entry.url)) + " (\(entry.kind.rawValue))"
                    + (entry.detail.isEmpty ? "" : ": " + MarkdownText.escaped(String(entry.detail.prefix(200))))
            }.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// The twin of a result's URL: its page's twin, with its fragment (a token's row) kept.
    static func twin(of url: String) -> String {
        let (page, fragment) = url.firstIndex(of: "#").map { (String(url[..<$0]), String(url[$0...])) } ?? (url, "")
        return page.contains("?") ? url : MarkdownTwins.path(of: page) + fragment
    }
}
