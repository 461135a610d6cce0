import DesignSystem

/// Resolves the markdown links of one page: a relative link to a page's `.md` file leads to that
/// page in the guide; one to a file that is no page is shown as its text alone, with a warning
/// naming the file, the line and the rule.
final class DocLinkRewriter {
    /// The path of the page the links are in.
    private let page: String
    /// The page's file, as diagnostics name it.
    private let file: String
    /// The path of every page.
    private let pages: Set<String>
    /// The links that lead to no page, each a warning.
    private(set) var diagnostics: [Diagnostic] = []

    /// A rewriter for the page at `page` (read from `file`), among the pages at `pages`.
    init(page: String, file: String, pages: Set<String>) {
        self.page = page
        self.file = file
        self.pages = pages
    }

    /// Where a link to `href`, written on `line`, leads: a page's link to the page, any other link
    /// to `href`; nil for a link to no page, which is shown as its text, with a warning naming the line.
    func destination(for href: String, line: Int) -> String? {
        let link = DocLink.resolve(href, from: page, pages: pages)
        switch link {
        case .unchanged: return href
        case .page: return link.url ?? ""
        case .missing(let target):
            let problem: String
            if let target {
                let suggestion = Self.suggestion(for: target, among: pages).map { " (did you mean docs/\($0).md?)" } ?? ""
                problem = "the link to '\(href)' leads to docs/\(target).md, which is not a page\(suggestion)"
            } else {
                problem = "the link to '\(href)' leads outside docs/"
            }
            diagnostics.append(Diagnostic(.brokenLink, severity: .warning, file: file, line: line,
                                          problem + "; it is shown as text, without a link"))
            return nil
        }
    }

    /// The page `target` was probably meant to be, among the team's pages or the manual's as
    /// `target` is: one of the same file name in another folder, else the closest path.
    private static func suggestion(for target: String, among pages: Set<String>) -> String? {
        // A team's link is never pointed at Swatchbook's manual, nor the manual's at a team's page.
        let pages = pages.filter { $0.hasPrefix(ConfigLoader.manualFolder) == target.hasPrefix(ConfigLoader.manualFolder) }
        let name = target.split(separator: "/").last
        return pages.sorted().first { $0.split(separator: "/").last == name } ?? Suggestion.closest(to: target, among: pages.sorted())
    }
}
