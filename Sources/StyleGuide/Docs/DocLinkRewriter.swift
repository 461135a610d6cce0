import DesignSystem
import Ink

/// Rewrites the markdown links of one page as Ink renders them: a relative link to a page's
/// `.md` file leads to that page in the guide; one to a file that is no page is shown as its
/// text alone, with a warning naming the file, the line and the rule.
final class DocLinkRewriter {
    /// The path of the page the links are in.
    private let page: String
    /// The page's file, as diagnostics name it.
    private let file: String
    /// The path of every page.
    private let pages: Set<String>
    /// The page's `[name]: url` lines.
    private let references: LinkReferences
    /// The links that lead to no page, each a warning.
    private(set) var diagnostics: [Diagnostic] = []

    /// A rewriter for the page at `page` (read from `file`, with the `[name]: url` lines
    /// `references`), among the pages at `pages`.
    init(page: String, file: String, pages: Set<String>, references: LinkReferences) {
        self.page = page
        self.file = file
        self.pages = pages
        self.references = references
    }

    /// The HTML of one link, written again by the renderer with its URL (from the markdown, see
    /// ``InkLink``) resolved: a page's link leads to the page, any other keeps its URL, escaped.
    /// The raw markdown it came from places a warning on its line. HTML that is not Ink's link
    /// is returned as it is, for the sanitizer to judge with the rest of the page.
    func rewrite(_ input: Modifier.Input) -> String {
        guard let parsed = InkLink(link: input, references: references) else { return input.html }
        let href = parsed.destination
        let text = parsed.content
        let link = DocLink.resolve(href, from: page, pages: pages)
        switch link {
        case .unchanged:
            return parsed.linkHTML(to: href)
        case .page:
            return parsed.linkHTML(to: link.url ?? "")
        case .missing(let target):
            let line = Self.line(of: input.markdown)
            let problem: String
            if let target {
                let suggestion = Self.suggestion(for: target, among: pages).map { " (did you mean docs/\($0).md?)" } ?? ""
                problem = "the link to '\(href)' leads to docs/\(target).md, which is not a page\(suggestion)"
            } else {
                problem = "the link to '\(href)' leads outside docs/"
            }
            diagnostics.append(Diagnostic(.brokenLink, severity: .warning, file: file, line: line,
                                          problem + "; it is shown as text, without a link"))
            return text
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

    /// The 1-based line of `markdown` in the text Ink was given.
    private static func line(of markdown: Substring) -> Int {
        markdown.base[..<markdown.startIndex].reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    }
}
