import DesignSystem

/// What a docs page's HTML may hold, and its plain text.
///
/// Ink writes HTML strings itself, URLs unescaped, and passes raw HTML written in the markdown
/// through; none of it is trusted. The page is read by ``HTMLFragmentParser`` under
/// ``HTMLPolicy/docs`` and written again by ``HTMLRenderer``: every element and attribute comes
/// from the allow-list, every URL passed the scheme check after decoding, and every text and
/// attribute value is escaped by the renderer's one escaping function.
enum HTMLSanitizer {
    /// `html` rebuilt from what ``HTMLPolicy/docs`` allows, rendered by ``HTMLRenderer``, and
    /// what was removed: one sentence per distinct element, attribute or URL dropped (without
    /// line numbers, which would count lines of Ink's output, not of the markdown).
    static func sanitize(_ html: String) -> (html: String, removed: [String]) {
        let parsed = HTMLFragmentParser.parse(html, policy: .docs)
        var removed: [String] = []
        for problem in parsed.problems where removalRules.contains(problem.rule) && !removed.contains(problem.message) {
            removed.append(problem.message)
        }
        return (HTMLRenderer.render(.fragment(parsed.nodes)), removed)
    }

    /// The rules of what the sanitiser removes (not those of structure, which Ink's own output can bend).
    private static let removalRules: Set<Diagnostic.Rule> = [.elementNotAllowed, .attributeNotAllowed, .eventHandler, .inlineStyle, .unsafeURL]

    /// The text of `html`: tags removed (those of blocks, such as `p`, `li` or `h2`, leave a
    /// space), the five escapes decoded, runs of whitespace made one space.
    ///
    /// A scan of the bytes rather than regular expressions or Characters: every docs page and
    /// every heading goes through here when a Config loads, and with regular expressions this was
    /// most of the load's time, and splitting into Characters a twelfth of it. What it gives is
    /// byte for byte what decoding the escapes and splitting at whitespace Characters gives (see
    /// ``decodingEscapes(_:)`` and ``WhitespaceRuns``).
    static func plainText(_ html: String) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(html.utf8.count)
        var bytes = html.utf8[...]
        while let byte = bytes.popFirst() {
            guard byte == UInt8(ascii: "<"), let close = bytes.firstIndex(of: UInt8(ascii: ">")) else {
                text.append(byte)
                continue
            }
            if isBlockTag(bytes[..<close]) { text.append(UInt8(ascii: " ")) }
            bytes = bytes[bytes.index(after: close)...]
        }
        return String(decoding: WhitespaceRuns.collapsed(decodingEscapes(text)), as: UTF8.self)
    }

    /// Elements whose tags stand between words.
    private static let blockElements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "br", "div", "pre", "tr", "td", "th", "table", "blockquote",
        "hr", "dt", "dd", "dl", "section", "figure", "figcaption",
    ]

    /// Whether the inside of a tag (`/p`, `li class="x"`) opens or closes a block element.
    private static func isBlockTag(_ inside: Substring.UTF8View.SubSequence) -> Bool {
        var rest = inside
        if rest.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
        let name = rest.prefix { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
        guard !name.isEmpty, name.count <= 10 else { return false }
        return blockElements.contains(String(decoding: name, as: UTF8.self).lowercased())
    }
}
