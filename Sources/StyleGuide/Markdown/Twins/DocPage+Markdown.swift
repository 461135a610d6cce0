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

    /// The twin of `page`: `# title` (unless its markdown opens with one), its description as a
    /// quote, where it comes from, then its markdown without raw HTML.
    static func twin(_ page: DocsLibrary.Page, manual: Bool) -> String {
        let (body, removed) = RawHTMLStripper.strip(page.markdown)
        var header: [String] = []
        let opening = body.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }
        if !(opening?.hasPrefix("# ") ?? false) { header.append("# " + MarkdownText.escaped(page.title)) }
        if let description = page.description { header.append("> " + MarkdownText.escaped(description)) }
        var source = manual ? "Part of Swatchbook's manual." : "Source: " + MarkdownText.code("docs/\(page.path).md") + "."
        if removed > 0 { source += " Raw HTML is left out of this markdown (\(Plural.counted(removed, "tag")))." }
        header.append(source)
        return header.joined(separator: "\n\n") + "\n\n" + body + (body.hasSuffix("\n") ? "" : "\n")
    }
}
