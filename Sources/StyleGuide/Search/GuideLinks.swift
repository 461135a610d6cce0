import DesignSystem

/// The guide's URLs, written in one place.
enum GuideLinks {
    /// `/tokens/<group>`, or `/tokens` for the root.
    static func tokens(_ group: TokenPath) -> String {
        group.segments.isEmpty ? "/tokens" : "/tokens/" + PercentEncoding.encode(group.description)
    }

    /// A token's row on its top-level group's page: `/tokens/color#color.brand.500`.
    static func token(_ path: TokenPath) -> String {
        tokens(TokenPath(Array(path.segments.prefix(1)))) + "#" + anchor(path)
    }

    /// The `id` of a token's row: its dotted path.
    static func anchor(_ path: TokenPath) -> String { path.description }

    /// `/components/<name>`.
    static func component(_ name: ComponentName) -> String { "/components/" + PercentEncoding.encode(name.rawValue) }

    /// `/docs/<path>`, each segment encoded.
    static func doc(_ path: String) -> String {
        "/docs/" + path.split(separator: "/").map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
    }

    /// The page on writing template components, which the guide serves for every Config.
    static let templateContract = "/docs/swatchbook/template-components"

    /// `/changes?from=<version>&to=<version>[&page=N]`: what changed between two sides (a version or
    /// `current`), page `page` of it.
    static func changes(from: String, to: String, page: Int = 1) -> String {
        "/changes?" + changesQuery(from: from, to: to) + pageQuery(page)
    }

    /// The stylesheet of the swatches of page `page` of `/changes?from=&to=`.
    static func changesStylesheet(from: String, to: String, page: Int = 1) -> String {
        "/changes/swatches.css?" + changesQuery(from: from, to: to) + pageQuery(page)
    }

    /// `&page=N`, or nothing for the first page.
    private static func pageQuery(_ page: Int) -> String { page == 1 ? "" : "&\(PageSlice.parameter)=\(page)" }

    /// `/api/tokens/diff?from=<version>&to=<version>`.
    static func diffAPI(from: String, to: String) -> String { "/api/tokens/diff?" + changesQuery(from: from, to: to) }

    private static func changesQuery(from: String, to: String) -> String {
        "from=" + PercentEncoding.encode(from) + "&to=" + PercentEncoding.encode(to)
    }

    /// `/search?q=<query>`.
    static func search(_ query: String) -> String { "/search?q=" + PercentEncoding.encode(query) }
}
