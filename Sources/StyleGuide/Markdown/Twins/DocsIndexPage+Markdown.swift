import DesignSystem
import MicroHTTP

extension DocsIndexPage: MarkdownTwin {
    /// `/docs.md`: every docs page by section, linked to its twin with its summary; then Swatchbook's manual.
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        let docs = context.snapshot.docs
        var parts = ["# Docs"]
        if docs.pages.isEmpty { parts.append("This design system has no docs pages yet.") }
        for group in docs.groups {
            parts.append("## " + MarkdownText.escaped(group.title))
            parts.append(group.pages.map(Self.item).joined(separator: "\n"))
        }
        if !docs.manual.isEmpty {
            parts.append("## " + MarkdownText.escaped(DocsLibrary.manualGroup))
            parts.append(DocsLibrary.ordered(docs.manual).map(Self.item).joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// One page's line: its title linked to its twin, and its summary.
    static func item(_ page: DocsLibrary.Page) -> String {
        let summary = MarkdownText.escaped(String(page.summary.prefix(300)))
        return "- " + MarkdownText.link(page.title, MarkdownTwins.path(of: GuideLinks.doc(page.path))) + (summary.isEmpty ? "" : ": " + summary)
    }
}
