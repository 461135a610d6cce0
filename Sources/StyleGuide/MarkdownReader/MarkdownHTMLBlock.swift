/// The seven kinds of raw HTML block of CommonMark: how each starts, and the line that ends it.
enum MarkdownHTMLBlock {
    /// What ends an HTML block.
    enum End: Equatable {
        /// A line holding this text (`</script>`, `-->`, `?>`, `>`, `]]>`), compared without case.
        case text([UInt8])
        /// Any of these texts (`</script>`, `</pre>`, `</style>`, `</textarea>`).
        case anyOf([[UInt8]])
        /// A blank line (which is not part of the block).
        case blankLine
    }

    /// Elements whose content is raw text: a block of them ends at their end tag.
    private static let rawTextNames = ["script", "pre", "style", "textarea"]

    /// The block-level element names of start condition 6.
    private static let blockNames: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup",
        "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame",
        "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link",
        "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section",
        "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]

    /// The end of an HTML block starting at `start` of `line`, or nil when none starts there; kind 7
    /// (any complete tag alone on its line) only when `afterParagraph` is false, as it cannot interrupt one.
    static func start(of line: MarkdownLine, at start: Int, afterParagraph: Bool) -> End? {
        guard line[start] == UInt8(ascii: "<") else { return nil }
        let rest = line.bytes[(start + 1)...]
        if rest.starts(with: "!--".utf8) { return .text(Array("-->".utf8)) }
        if rest.starts(with: "?".utf8) { return .text(Array("?>".utf8)) }
        if rest.starts(with: "![CDATA[".utf8) { return .text(Array("]]>".utf8)) }
        if rest.first == UInt8(ascii: "!"), let letter = rest.dropFirst().first, isLetter(letter) { return .text(Array(">".utf8)) }
        let closing = rest.first == UInt8(ascii: "/")
        let nameStart = rest.startIndex + (closing ? 1 : 0)
        var nameEnd = nameStart
        while nameEnd < line.bytes.count, isLetter(line.bytes[nameEnd]) || isDigit(line.bytes[nameEnd]) || line.bytes[nameEnd] == UInt8(ascii: "-") {
            nameEnd += 1
        }
        let name = String(decoding: line.bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
        let after = line[nameEnd]
        if !closing, rawTextNames.contains(name), after == nil || after == UInt8(ascii: " ") || after == UInt8(ascii: ">") || after == UInt8(ascii: "\t") {
            return .anyOf(rawTextNames.map { Array("</\($0)>".utf8) })
        }
        if blockNames.contains(name), after == nil || after == UInt8(ascii: " ") || after == UInt8(ascii: "\t") || after == UInt8(ascii: ">")
            || (after == UInt8(ascii: "/") && line[nameEnd + 1] == UInt8(ascii: ">")) {
            return .blankLine
        }
        guard !afterParagraph, !name.isEmpty, !rawTextNames.contains(name) else { return nil }
        var scanner = MarkdownHTMLScanner(line.bytes)
        guard let end = scanner.tag(at: start), line.isBlank(from: end) else { return nil }
        return .blankLine
    }

    /// True when `line` holds the text that ends a block of `end` (always false for a blank-line end).
    static func isEnded(by line: [UInt8], _ end: End) -> Bool {
        switch end {
        case .blankLine: false
        case .text(let text): contains(line, text)
        case .anyOf(let texts): texts.contains { contains(line, $0) }
        }
    }

    /// True when `line` holds `text`, compared without ASCII case.
    private static func contains(_ line: [UInt8], _ text: [UInt8]) -> Bool {
        guard line.count >= text.count, let first = text.first else { return false }
        var index = 0
        while index + text.count <= line.count {
            if line[index] | 0x20 == first | 0x20 || line[index] == first,
               zip(line[index..<(index + text.count)], text).allSatisfy({ lower($0) == lower($1) }) { return true }
            index += 1
        }
        return false
    }

    /// An ASCII letter in lower case; any other byte as it is.
    private static func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
    /// An ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
    /// An ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
