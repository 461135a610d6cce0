extension MarkdownInlineParser {
    /// A `[` or `![` that may open a link or an image.
    struct Bracket {
        /// Its piece.
        let piece: Int
        /// True for `![`.
        let image: Bool
        /// The index just after it: where the link text starts.
        let textStart: Int
        /// The last delimiter on the stack when it was read: emphasis inside the link is matched above it.
        let delimiterBottom: Int
        /// ``MarkdownInlineParser/bracketCount`` when it was read.
        let bracketsBefore: Int
        /// The line it is on.
        let line: Int
        /// False once a link has formed after it (links do not nest).
        var active = true
    }

    /// Puts the `[` (or `![`) at `index` on the bracket stack.
    mutating func pushBracket(at index: Int, image: Bool) {
        pieces.append(Piece(kind: .literal(image ? Array("![".utf8) : [UInt8(ascii: "[")])))
        brackets.append(Bracket(piece: pieces.count - 1, image: image, textStart: index + (image ? 2 : 1),
                                delimiterBottom: lastDelimiter, bracketsBefore: bracketCount, line: line))
        bracketCount += 1
    }

    /// The `]` at `index`: a link or image with the innermost open bracket when a destination or a
    /// definition follows, else text. Returns the index after what was read.
    mutating func closeBracket(at index: Int) -> Int {
        bracketCount += 1
        guard let opener = brackets.last else { appendText(bytes[index...index]); return index + 1 }
        guard opener.active, let (destination, title, end) = linkTarget(after: index, opener: opener) else {
            brackets.removeLast()
            appendText(bytes[index...index])
            return index + 1
        }
        brackets.removeLast()
        pieces[opener.piece].kind = .literal([])
        pieces[opener.piece].opens = [opener.image ? .image(source: destination, title: title) : .link(destination: destination, title: title, line: opener.line)]
        processEmphasis(above: opener.delimiterBottom)
        pieces.append(Piece(kind: .literal([]), closes: 1))
        line += bytes[index..<end].count { $0 == UInt8(ascii: "\n") }
        if !opener.image {
            var below = brackets.count - 1
            while below >= 0, brackets[below].active {
                brackets[below].active = false
                below -= 1
            }
        }
        return end
    }

    /// What follows the `]` at `index`: `(destination "title")`, `[label]`, `[]`, or nothing (the text
    /// as label); the destination, the title and the index after it, when it makes a link.
    private func linkTarget(after index: Int, opener: Bracket) -> (String, String?, Int)? {
        let after = index + 1
        let text = bytes[...]
        if after < bytes.count, bytes[after] == UInt8(ascii: "("), let inline = inlineTarget(at: after) { return inline }
        let ownLabel: ArraySlice<UInt8>? = bracketCount - 1 == opener.bracketsBefore + 1 && index - opener.textStart <= MarkdownLinkSyntax.maximumLabelBytes
            ? bytes[opener.textStart..<index] : nil
        if let label = MarkdownLinkSyntax.label(in: text, at: after) {
            guard let definition = definitions.definition(for: bytes[label.text]) else { return nil }
            return (definition.destination, definition.title, label.end)
        }
        let collapsed = after + 1 < bytes.count && bytes[after] == UInt8(ascii: "[") && bytes[after + 1] == UInt8(ascii: "]")
        guard let ownLabel, ownLabel.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }),
              let definition = definitions.definition(for: ownLabel) else { return nil }
        return (definition.destination, definition.title, collapsed ? after + 2 : after)
    }

    /// `(destination "title")` at `open`: its destination, title and the index after `)`.
    private func inlineTarget(at open: Int) -> (String, String?, Int)? {
        let text = bytes[...]
        var index = MarkdownLinkSyntax.skipSpace(in: text, from: open + 1)
        if index < bytes.count, bytes[index] == UInt8(ascii: ")") { return ("", nil, index + 1) }
        guard let destination = MarkdownLinkSyntax.destination(in: text, at: index) else { return nil }
        index = MarkdownLinkSyntax.skipSpace(in: text, from: destination.end)
        var title: String?
        if index > destination.end, let parsed = MarkdownLinkSyntax.title(in: text, at: index) {
            title = parsed.value
            index = MarkdownLinkSyntax.skipSpace(in: text, from: parsed.end)
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return nil }
        return (destination.value, title, index + 1)
    }

    /// An autolink at `index` (`<https://…>`, `<team@example.com>`): its text, where it leads, and the index after `>`.
    func autolink(at index: Int) -> (text: ArraySlice<UInt8>, destination: String, end: Int)? {
        var end = index + 1
        if end < bytes.count, MarkdownHTMLBlock.isLetter(bytes[end]) {
            while end < bytes.count, end - index <= 33, MarkdownHTMLBlock.isLetter(bytes[end]) || MarkdownHTMLBlock.isDigit(bytes[end]) || "+.-".utf8.contains(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ":"), end - index - 1 >= 2, end - index - 1 <= 32 {
                while end < bytes.count, bytes[end] > 0x20, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: ">") { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: ">") { return (bytes[(index + 1)..<end], String(decoding: bytes[(index + 1)..<end], as: UTF8.self), end + 1) }
            }
        }
        end = index + 1
        while end < bytes.count, MarkdownHTMLBlock.isLetter(bytes[end]) || MarkdownHTMLBlock.isDigit(bytes[end]) || ".!#$%&'*+/=?^_`{|}~-".utf8.contains(bytes[end]) { end += 1 }
        guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "@") else { return nil }
        end += 1
        let domainStart = end
        while end < bytes.count, MarkdownHTMLBlock.isLetter(bytes[end]) || MarkdownHTMLBlock.isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: ".") { end += 1 }
        guard end > domainStart, end < bytes.count, bytes[end] == UInt8(ascii: ">"),
              bytes[domainStart..<end].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy({ label in
                  !label.isEmpty && label.count <= 63 && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
              }) else { return nil }
        return (bytes[(index + 1)..<end], "mailto:" + String(decoding: bytes[(index + 1)..<end], as: UTF8.self), end + 1)
    }
}
