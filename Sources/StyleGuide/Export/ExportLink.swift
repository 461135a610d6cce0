import MicroHTTP

/// A link found in an exported page, read the way a browser would: resolved against the page it
/// is on, split into path, query and fragment. Links that leave the site are nil.
struct ExportLink: Hashable, Sendable {
    /// The decoded path (`/tokens/color`).
    let path: String
    /// The decoded query items, in the order written.
    let query: QueryItems
    /// The fragment with its `#` (`#color.brand.500`), or empty.
    let fragment: String

    /// Reads `reference` on the page at `pagePath`; nil for links that leave the site (`https:`,
    /// `mailto:`, `//host`), a fragment alone (`#main`), or one that cannot be read.
    init?(_ reference: String, onPageAt pagePath: String) {
        guard !reference.isEmpty, !reference.hasPrefix("#"), !reference.hasPrefix("//") else { return nil }
        let beforeFragment = reference.prefix { $0 != "#" }
        if let colon = beforeFragment.firstIndex(of: ":"),
           !beforeFragment[..<colon].contains(where: { $0 == "/" || $0 == "?" }) { return nil }
        fragment = String(reference[beforeFragment.endIndex...])
        var target = String(beforeFragment)
        if target.hasPrefix("?") {
            target = pagePath + target
        } else if !target.hasPrefix("/") {
            let directory = pagePath.hasSuffix("/") ? pagePath : String(pagePath[...(pagePath.lastIndex(of: "/") ?? pagePath.startIndex)])
            target = directory + target
        }
        let request = Request(method: .get, target: target)
        guard request.rejection == nil else { return nil }
        path = Self.normalised(request.path)
        query = request.query
    }

    /// A link to `path` with `query`, as the export itself asks for pages.
    init(path: String, query: QueryItems = QueryItems()) {
        self.path = path
        self.query = query
        fragment = ""
    }

    /// `path` with `.` and `..` segments taken out and no trailing slash (but `/` itself).
    static func normalised(_ path: String) -> String {
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { _ = segments.popLast(); continue }
            segments.append(segment)
        }
        return "/" + segments.joined(separator: "/")
    }
}
