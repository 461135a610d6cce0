import MicroHTTP

/// Where a link written in a docs page leads: a relative link to a `.md` file is resolved against
/// the linking page's folder to a page of the docs; any other link is kept as written.
enum DocLink: Equatable {
    /// Not a relative link to a markdown file (an absolute URL or path, a fragment alone, a link
    /// to another kind of file): kept as written.
    case unchanged
    /// A page of the docs: its path below `docs/` without `.md`, and the fragment after `#`, if any.
    case page(path: String, fragment: String?)
    /// A markdown file that is no page of the docs: the path it names below `docs/` without
    /// `.md`, or nil when it leads outside `docs/`.
    case missing(path: String?)

    /// Resolves `href`, written in the page at `page` (`guides/spacing`), against `pages`, the
    /// paths of every page. `intro.md` in `guides/spacing` is `guides/intro`; `../intro.md#top`
    /// is `intro` with the fragment `top`. Percent-escapes in the path are decoded.
    static func resolve(_ href: String, from page: String, pages: Set<String>) -> DocLink {
        let written = href.trimmingWhitespace()
        guard !written.isEmpty, !written.hasPrefix("#"), !written.hasPrefix("/"), !hasScheme(written) else { return .unchanged }
        let hash = written.firstIndex(of: "#")
        let pathPart = written[..<(hash ?? written.endIndex)]
        guard pathPart.hasSuffix(".md"), !pathPart.contains("?") else { return .unchanged }
        let fragment = hash.map { String(written[written.index(after: $0)...]) }
        let decoded = PercentDecoding.decode(pathPart) ?? String(pathPart)
        var segments = page.split(separator: "/").dropLast().map(String.init)
        for segment in decoded.dropLast(".md".count).split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return .missing(path: nil) }
                segments.removeLast()
            default: segments.append(String(segment))
            }
        }
        let target = segments.joined(separator: "/")
        return pages.contains(target) ? .page(path: target, fragment: fragment) : .missing(path: target)
    }

    /// The guide's URL of a page link (`/docs/guides/spacing#top`); nil for the other cases.
    var url: String? {
        guard case .page(let path, let fragment) = self else { return nil }
        return GuideLinks.doc(path) + (fragment.map { "#" + $0 } ?? "")
    }

    /// True when `href` starts with a URL scheme (`https:`, `mailto:`): letters, digits, `+`, `-`, `.`, then `:`.
    private static func hasScheme(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":"), let first = href.first, first.isASCII, first.isLetter else { return false }
        return href[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
