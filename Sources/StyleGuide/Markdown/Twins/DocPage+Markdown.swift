import DesignSystem
import MicroHTTP

extension DocPage: MarkdownTwin {
    /// `/docs/{page}.md`: the page's markdown as written, under a short header from its front
    /// matter, without raw HTML (see ``RawHTMLStripper``).
    func markdown(_ request: Request, context: GuideContext) throws(HTTPError) -> String {
        let docs = context.snapshot.docs
        let path = request.parameters["page"] ?? ""
        guard let page = docs.page(at: path) ?? docs.page(at: path + "/index") else { return "" }
        return Self.twin(page, manual: docs.isManual(page.path))
    }

    /// The twin of `page`: its markdown's opening H1 (else `# title`), its description as a
    /// quote, where it comes from, then its markdown without raw HTML.
    static func twin(_ page: DocsLibrary.Page, manual: Bool) -> String {
        let (stripped, removed) = RawHTMLStripper.strip(page.markdown)
        var body = stripped
        var header: [String] = []
        // The page's own H1 opens the twin; else its title does.
        let lines = stripped.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }), lines[first].hasPrefix("# ") {
            header.append(String(lines[first]))
            body = String(lines[(first + 1)...].joined(separator: "\n").drop { $0 == "\n" })
        } else {
            header.append("# " + MarkdownText.escaped(page.title))
        }
        if let description = page.description { header.append("> " + MarkdownText.escaped(description)) }
        var source = manual ? "Part of Swatchbook's manual." : "Source: " + MarkdownText.code("docs/\(page.path).md") + "."
        if removed > 0 { source += " Raw HTML is left out of this markdown (\(Plural.counted(removed, "tag")))." }
        header.append(source)
        // Relative links lead where they do on the page, wherever the twin is read (in /llms-full.txt too).
        let base = MarkdownTwins.path(of: GuideLinks.doc(page.path))
        body = MarkdownLinks.rewrite(body) { MarkdownLinks.absolute($0, onPageAt: base) }
        return header.joined(separator: "\n\n") + "\n\n" + body + (body.hasSuffix("\n") ? "" : "\n")
    }
}
