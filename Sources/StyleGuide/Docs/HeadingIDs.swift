/// Gives each heading of one page an `id` made from its text, unique on the page.
final class HeadingIDs {
    /// How many headings took each slug so far.
    private var used: [String: Int] = [:]
    /// The second-level headings seen so far: their text and id, for a table of contents.
    private(set) var sections: [(title: String, id: String)] = []

    /// The id of a heading of `level` whose text is `title`, unique on the page; a second-level one is listed in ``sections``.
    func identify(level: Int, title: String) -> String {
        let slug = Self.slug(title)
        let count = used[slug, default: 0]
        used[slug] = count + 1
        let id = count == 0 ? slug : "\(slug)-\(count + 1)"
        if level == 2 { sections.append((title, id)) }
        return id
    }

    /// `text` lower-cased, letters and digits kept, every other run of characters one `-`
    /// (`Détails & more` → `détails-more`); `section` when nothing is left.
    static func slug(_ text: String) -> String {
        let slug = text.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "section" : slug
    }
}
