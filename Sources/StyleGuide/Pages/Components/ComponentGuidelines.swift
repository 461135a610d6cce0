import DesignSystem

/// A component's guidelines on its page: the body of `docs/components/<name>.md` (sanitized when
/// loaded) without its title, which the page already shows.
enum ComponentGuidelines {
    /// The section, or nothing when the component has no page in `docs/`.
    static func node(_ docs: DocsLibrary.Page?) -> Node {
        guard let docs else { return .empty }
        return .section([.class("page-section"), .id("guidelines"), .aria("labelledby", "guidelines-title")], [
            .h2(.id("guidelines-title"), children: "Guidelines"),
            .div(.class("prose", "prose--embedded"), children: .raw(unsafe: docs.embeddedHTML)),
            .p(.class("section-foot"), children: .text("From "), .code(children: .text("docs/\(docs.path).md")), .text(" · "),
               .a(.href(GuideLinks.doc(docs.path)), children: "Open as a page")),
        ])
    }

    /// `html` without its first `h1` element; its other headings go one level down so they sit
    /// below the section's heading.
    static func withoutTitle(_ html: String) -> String {
        var text = html
        if let start = text.firstRange(of: "<h1"), let end = text[start.lowerBound...].firstRange(of: "</h1>") {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        for level in (2...5).reversed() {
            text = text.replacing("<h\(level)", with: "<h\(level + 1)").replacing("</h\(level)>", with: "</h\(level + 1)>")
        }
        return text
    }
}
