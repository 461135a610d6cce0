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
    /// below the section's heading. One pass over the bytes (the HTML is sanitized: `<` only
    /// opens a tag), where string searches and replacements took milliseconds a page.
    static func withoutTitle(_ html: String) -> String {
        var bytes = Array(html.utf8)
        if let start = bytes.firstRange(of: Array("<h1".utf8)),
           let end = bytes[start.lowerBound...].firstRange(of: Array("</h1>".utf8)) {
            bytes.removeSubrange(start.lowerBound..<end.upperBound)
        }
        let open = UInt8(ascii: "<"), slash = UInt8(ascii: "/"), h = UInt8(ascii: "h"), close = UInt8(ascii: ">")
        let lowered = UInt8(ascii: "2")...UInt8(ascii: "5")
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == open else { continue }
            if bytes[index + 1] == h, lowered.contains(bytes[index + 2]) {
                bytes[index + 2] += 1
            } else if bytes[index + 1] == slash, index + 4 < bytes.count, bytes[index + 2] == h,
                      lowered.contains(bytes[index + 3]), bytes[index + 4] == close {
                bytes[index + 3] += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
