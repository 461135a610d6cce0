extension MarkdownBlockParser {
    /// Gives `line` to an open code or HTML block that every container continued: true when it took the line.
    mutating func continueLiteralLeaf(_ line: MarkdownLine) -> Bool {
        let tip = open[open.count - 1]
        switch tip.kind {
        case .fence(let character, let length, let fenceIndent, _):
            let indent = line.indent(at: position)
            if indent <= 3, line.closesFence(at: position + indent, character: character, length: length) {
                close(from: open.count - 1)
            } else {
                tip.lines.append(line.bytes[(position + min(indent, fenceIndent))...])
            }
            return true
        case .indentedCode:
            tip.lines.append(line.isBlank(from: position) ? [] : line.bytes[position...])
            return true
        case .html(let end):
            let text = line.bytes[position...]
            tip.lines.append(text)
            if MarkdownHTMLBlock.isEnded(by: Array(text), end) { close(from: open.count - 1) }
            return true
        default:
            return false
        }
    }

    /// Starts the leaf block `line` opens at `at` (after `indent` spaces): an ATX heading, a code
    /// fence, raw HTML, a setext underline, a thematic break or a table's delimiter row. True when one started.
    mutating func startLeaf(_ line: MarkdownLine, at: Int, indent: Int, paragraphOpen: Bool, allMatched: Bool) -> Bool {
        guard let character = line[at] else { return false }
        if character == UInt8(ascii: "#"), let heading = line.atxHeading(at: at) {
            add(MarkdownBox(.heading(level: heading.level), line: lineNumber)).lines.append(line.bytes[heading.text])
            close(from: open.count - 1)
            return true
        }
        if let fence = line.fenceOpening(at: at) {
            let info = String(decoding: fence.info, as: UTF8.self)
            add(MarkdownBox(.fence(character: fence.character, length: fence.length, indent: indent, info: info), line: lineNumber))
            return true
        }
        if let end = MarkdownHTMLBlock.start(of: line, at: at, afterParagraph: paragraphOpen) {
            let box = add(MarkdownBox(.html(end: end), line: lineNumber))
            box.lines.append(line.bytes[position...])
            if MarkdownHTMLBlock.isEnded(by: Array(line.bytes[position...]), end) { close(from: open.count - 1) }
            return true
        }
        if paragraphOpen, allMatched, let level = line.setextLevel(at: at), !Self.onlyDefinitions(open[open.count - 1].lines) {
            let paragraph = open[open.count - 1]
            paragraph.kind = .heading(level: level)
            paragraph.setext = true
            close(from: open.count - 1)
            return true
        }
        if line.isThematicBreak(at: at) {
            add(MarkdownBox(.thematicBreak, line: lineNumber))
            close(from: open.count - 1)
            return true
        }
        if paragraphOpen, allMatched, let table = tableStart(line, at: at) {
            let paragraph = open[open.count - 1]
            let header = paragraph.lines.removeLast()
            if paragraph.lines.isEmpty { removeEmptyParagraph() }
            add(MarkdownBox(.table(alignments: table, header: MarkdownTableRow.cells(of: header)), line: lineNumber - 1))
            return true
        }
        return false
    }

    /// Removes the paragraph at the tip that a table's header row emptied.
    private mutating func removeEmptyParagraph() {
        let parent = open[open.count - 2]
        parent.children.removeLast()
        close(from: open.count - 1)
    }

    /// The alignments of a table whose delimiter row is `line` (at `at`) and whose header is the open
    /// paragraph's last line, when both have as many cells; else nil.
    private func tableStart(_ line: MarkdownLine, at: Int) -> [MarkdownTable.Alignment?]? {
        guard let character = line[at], character == UInt8(ascii: "|") || character == UInt8(ascii: "-") || character == UInt8(ascii: ":"),
              let alignments = MarkdownTableRow.alignments(of: line.bytes[at...]),
              let header = open[open.count - 1].lines.last else { return nil }
        return MarkdownTableRow.cells(of: header).count == alignments.count ? alignments : nil
    }

    /// True when `lines` hold link definitions and nothing else (a setext underline then makes no heading).
    private static func onlyDefinitions(_ lines: [ArraySlice<UInt8>]) -> Bool {
        guard lines.first?.first == UInt8(ascii: "[") else { return false }
        let text = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        var definitions = MarkdownLinkDefinitions()
        return definitions.read(from: text[...]) == text.count
    }
}
