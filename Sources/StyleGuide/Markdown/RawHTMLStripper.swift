import DesignSystem

/// Markdown as written, without the raw HTML in it, for a docs page's twin.
///
/// The guide renders a page's HTML through the docs' allow-list; a twin is text for assistants,
/// so it keeps none: every tag and comment outside code is removed with the text between tags
/// kept, and the elements the guide drops whole (`script`, `style`, `iframe`, … —
/// ``HTMLPolicy/contentDroppingElements``) are removed with their content. Autolinks stay when
/// they lead to `http:`, `https:` or `mailto:`. Fenced code and inline code are left as they are.
/// One pass over the text.
struct RawHTMLStripper {
    /// How many tags, comments and autolinks were removed.
    private(set) var removed = 0
    /// What ends the content being dropped: `</script`, or `-->` inside a comment.
    private var dropping: String?
    /// The fence of the code block being read (its character and length).
    private var fence: (character: Character, count: Int)?

    /// `markdown` without its raw HTML, and how much was removed.
    static func strip(_ markdown: String) -> (text: String, removed: Int) {
        var stripper = RawHTMLStripper()
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { stripper.line(String($0)) }
        return (lines.joined(separator: "\n"), stripper.removed)
    }

    private mutating func line(_ line: String) -> String {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        if dropping == nil, indent < 4 {
            if let open = fence {
                if rest.prefix(while: { $0 == open.character }).count >= open.count, rest.drop(while: { $0 == open.character }).allSatisfy(\.isWhitespace) { fence = nil }
                return line
            }
            if let first = rest.first, first == "`" || first == "~" {
                let count = rest.prefix { $0 == first }.count
                if count >= 3 { fence = (first, count); return line }
            }
        } else if fence != nil {
            return line
        }
        return inline(Substring(line))
    }

    /// One line outside fenced code: code spans kept, tags removed.
    private mutating func inline(_ text: Substring) -> String {
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            if let end = dropping {
                guard let found = Self.firstIndex(of: end, in: text[index...]) else { return output }
                let past = text.index(found, offsetBy: end.count)
                index = end == "-->" ? past : (text[past...].firstIndex(of: ">").map(text.index(after:)) ?? text.endIndex)
                dropping = nil
                continue
            }
            let character = text[index]
            if character == "`" {
                let run = text[index...].prefix { $0 == "`" }
                let after = text.index(index, offsetBy: run.count)
                if let close = MarkdownLinks.closingRun(run.count, in: text[after...]) {
                    output += text[index..<close]
                    index = close
                } else {
                    output += run
                    index = after
                }
                continue
            }
            guard character == "<" else {
                output.append(character)
                index = text.index(after: index)
                continue
            }
            let after = text.index(after: index)
            if text[after...].hasPrefix("!--") {
                removed += 1
                dropping = "-->"
                index = text.index(after, offsetBy: 3)
                continue
            }
            guard let next = text[after...].first, next.isLetter || next == "/" || next == "!" || next == "?" else {
                output.append(character)
                index = after
                continue
            }
            guard let close = text[after...].firstIndex(of: ">") else {
                // A tag that goes on past the line: its start is written as text.
                output += "\\<"
                index = after
                continue
            }
            let inside = text[after..<close]
            index = text.index(after: close)
            if !inside.contains(where: \.isWhitespace), inside.contains(":") || inside.contains("@") {
                let lowered = inside.lowercased()
                if lowered.hasPrefix("http:") || lowered.hasPrefix("https:") || lowered.hasPrefix("mailto:") || !inside.contains(":") {
                    output += "<" + inside + ">"
                } else {
                    removed += 1
                    output += MarkdownText.escaped(String(inside))
                }
                continue
            }
            removed += 1
            let name = inside.prefix { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
            if !inside.hasSuffix("/"), HTMLPolicy.contentDroppingElements.contains(name) { dropping = "</" + name }
        }
        return output
    }

    /// Where `needle` (lower-case) first starts in `text`, compared without case; nil when it is not there.
    private static func firstIndex(of needle: String, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].prefix(needle.count).lowercased() == needle { return index }
            index = text.index(after: index)
        }
        return nil
    }
}
