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
    ///
    /// An ASCII title (most of them) is read byte by byte: there every Character is one byte
    /// (but `\r\n`, which is no letter either way), its letters are `a`–`z` once lower-cased and its numbers `0`–`9`.
    static func slug(_ text: String) -> String {
        let slug = text.utf8.allSatisfy { $0 < 0x80 } ? asciiSlug(text) : text.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "section" : slug
    }

    /// The slug of an ASCII `text`, as ``slug(_:)`` defines it (without its `section` for an empty one).
    private static func asciiSlug(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(text.utf8.count)
        var dashOwed = false
        for byte in text.utf8 {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower) else {
                dashOwed = !slug.isEmpty
                continue
            }
            if dashOwed { slug.append(UInt8(ascii: "-")) }
            dashOwed = false
            slug.append(lower)
        }
        return String(decoding: slug, as: UTF8.self)
    }
}
