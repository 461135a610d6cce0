/// Gives each heading of one page an `id` made from its text, unique on the page.
final class HeadingIDs {
    /// How many headings took each slug so far.
    private var used: [String: Int] = [:]
    /// The second-level headings seen so far: their text and id, for a table of contents.
    private(set) var sections: [(title: String, id: String)] = []

    /// `<h2>Text</h2>` → `<h2 id="text">Text</h2>`.
    func identify(_ html: String) -> String {
        guard html.hasPrefix("<h"), let close = html.firstIndex(of: ">") else { return html }
        let level = html.dropFirst(2).first
        let title = HTMLSanitizer.plainText(String(html[html.index(after: close)...]))
        let slug = Self.slug(title)
        let count = used[slug, default: 0]
        used[slug] = count + 1
        let id = count == 0 ? slug : "\(slug)-\(count + 1)"
        if level == "2" { sections.append((title, id)) }
        return String(html[..<close]) + " id=\"\(id)\"" + String(html[close...])
    }

    /// `text` lower-cased, letters and digits kept, every other run of characters one `-`
    /// (`Détails & more` → `détails-more`); `section` when nothing is left.
    static func slug(_ text: String) -> String {
        let slug = text.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "section" : slug
    }
}
