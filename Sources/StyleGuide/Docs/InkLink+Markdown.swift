import DesignSystem

extension InkLink {
    /// The URLs the markdown of one link or image may have given Ink, the likeliest first: for
    /// `[t](…)`, what is between the parentheses (Ink balances them); for `[t][name]`, the value
    /// of each `[name]: …` line of the page in `references` (the last is Ink's), then the name
    /// itself, which Ink uses when no line defines it.
    static func writtenURLs(in markdown: Substring, references: LinkReferences) -> [Substring] {
        if markdown.hasSuffix(")") {
            let close = markdown.index(before: markdown.endIndex)
            var depth = 0
            var index = close
            while index > markdown.startIndex {
                index = markdown.index(before: index)
                switch markdown[index] {
                case ")": depth += 1
                case "(" where depth == 0: return [markdown[markdown.index(after: index)..<close]]
                case "(": depth -= 1
                default: continue
                }
            }
            return []
        }
        guard markdown.hasSuffix("]"), let open = markdown.dropLast().lastIndex(of: "[") else { return [] }
        let name = markdown[markdown.index(after: open)..<markdown.index(before: markdown.endIndex)]
        return references.values(for: name) + [name]
    }

    /// The destination and title of what a link's parentheses hold: `url`, `url "title"`,
    /// `url 'title'`, `url (title)` or `<url>` with one of those titles. Anything else is all
    /// destination, as Ink took it. Both have their character references decoded.
    static func destinationAndTitle(_ written: Substring) -> (destination: String, title: String?) {
        let trimmed = written.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let text = Substring(String(trimmed))
        let destination: Substring, rest: Substring
        if text.first == "<", let close = text.firstIndex(of: ">") {
            destination = text[text.index(after: text.startIndex)..<close]
            rest = text[text.index(after: close)...]
        } else if let space = text.firstIndex(where: \.isWhitespace) {
            destination = text[..<space]
            rest = text[space...]
        } else {
            return (decoded(text), nil)
        }
        let title = rest.drop(while: \.isWhitespace)
        guard !title.isEmpty else { return (decoded(destination), nil) }
        guard title.count >= 2, let first = title.first, let last = title.last,
              (first == "\"" && last == "\"") || (first == "'" && last == "'") || (first == "(" && last == ")")
        else { return (decoded(text), nil) }
        return (decoded(destination), decoded(title.dropFirst().dropLast()))
    }

    /// `text` with its character references decoded as in an attribute value.
    private static func decoded(_ text: Substring) -> String {
        HTMLFragmentParser.decodingCharacterReferences(in: String(text))
    }

    /// The text of `html`, character references decoded, the tags (and what
    /// ``HTMLPolicy/docs`` drops with its content) gone.
    static func plainText(ofHTML html: String) -> String {
        func text(of nodes: [Node]) -> String {
            nodes.map { node in
                switch node {
                case .text(let text): text
                case .element(_, _, let children), .fragment(let children): text(of: children)
                case .raw, .comment, .doctype: ""
                }
            }.joined()
        }
        return text(of: HTMLFragmentParser.parse(html, policy: .docs).nodes)
    }
}
