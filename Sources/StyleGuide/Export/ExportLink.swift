import MicroHTTP

/// A link found in an exported page, read the way a browser would: resolved against the page it
/// is on, split into path, query and fragment. Links that leave the site are nil.
struct ExportLink: Hashable, Sendable {
    /// The path as requested, with `.` and `..` segments resolved (`/tokens/color`).
    let path: String
    /// The decoded query items, in the order written.
    let query: QueryItems
    /// The fragment with its `#` (`#color.brand.500`), or empty.
    let fragment: String

    /// Reads `reference` on the page at `pagePath`; nil for links that leave the site (`https:`,
    /// `mailto:`, `//host`), a fragment alone (`#main`), or one a server would refuse as a
    /// request target. ASCII links (all the guide writes) are read as bytes; others as
    /// characters, then checked as a request target.
    init?(_ reference: String, onPageAt pagePath: String) {
        var reference = reference, pagePath = pagePath
        let read = reference.withUTF8 { link in
            pagePath.withUTF8 { page in
                link.allSatisfy { $0 < 0x80 } && page.allSatisfy { $0 < 0x80 } ? ExportLinkBytes.read(link, onPageAt: page) : nil
            }
        }
        switch read {
        case .some(.link(let path, let query, let fragment)): (self.path, self.query, self.fragment) = (Self.normalised(path), query, fragment)
        case .some(.outside): return nil
        case .none:
            guard let (path, query, fragment) = Self.readCharacters(reference, onPageAt: pagePath) else { return nil }
            (self.path, self.query, self.fragment) = (path, query, fragment)
        }
    }

    /// A link to `path` with `query`, as the export itself asks for pages.
    init(path: String, query: QueryItems = QueryItems()) {
        self.path = path
        self.query = query
        fragment = ""
    }

    /// `reference` read character by character, its target checked by a ``Request``: for links
    /// with bytes beyond ASCII, whose characters may join a `#`, `:` or `/` to what follows.
    private static func readCharacters(_ reference: String, onPageAt pagePath: String) -> (String, QueryItems, String)? {
        guard !reference.isEmpty, !reference.hasPrefix("#"), !reference.hasPrefix("//") else { return nil }
        let beforeFragment = reference.prefix { $0 != "#" }
        if let colon = beforeFragment.firstIndex(of: ":"),
           !beforeFragment[..<colon].contains(where: { $0 == "/" || $0 == "?" }) { return nil }
        var target = String(beforeFragment)
        if target.hasPrefix("?") {
            target = pagePath + target
        } else if !target.hasPrefix("/") {
            let directory = pagePath.hasSuffix("/") ? pagePath : String(pagePath[...(pagePath.lastIndex(of: "/") ?? pagePath.startIndex)])
            target = directory + target
        }
        let request = Request(method: .get, target: target)
        guard request.rejection == nil else { return nil }
        return (normalised(request.path), request.query, String(reference[beforeFragment.endIndex...]))
    }

    /// `path` with `.` and `..` segments taken out and no trailing slash (but `/` itself).
    static func normalised(_ path: String) -> String {
        if isNormal(path) { return path }
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { _ = segments.popLast(); continue }
            segments.append(segment)
        }
        return "/" + segments.joined(separator: "/")
    }

    /// True when ``normalised(_:)`` would give `path` back: an ASCII path starting with `/`, with
    /// no empty, `.` or `..` segment and no trailing slash (but `/` itself).
    private static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            if bytes.count == 1 { return true }
            var segmentStart = 1
            for index in 1...bytes.count {
                guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else {
                    if bytes[index] >= 0x80 { return false }
                    continue
                }
                let length = index - segmentStart
                if length == 0 { return false }
                if length <= 2, bytes[segmentStart] == UInt8(ascii: "."), length == 1 || bytes[segmentStart + 1] == UInt8(ascii: ".") { return false }
                segmentStart = index + 1
            }
            return true
        }
    }
}
