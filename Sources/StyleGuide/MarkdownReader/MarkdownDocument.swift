/// A markdown document read into blocks, with its link definitions: what ``MarkdownRenderer`` turns into nodes.
struct MarkdownDocument {
    /// The blocks, in order.
    let blocks: [MarkdownBlock]
    /// The `[label]: destination` definitions.
    let definitions: MarkdownLinkDefinitions
    /// The first line on which block quotes or list items nested deeper than allowed (the rest of that line is text).
    let nestingExceededLine: Int?

    /// `text` read into blocks, its first line numbered `firstLine`, quotes and list items nested at most `maximumNesting` deep.
    init(_ text: String, firstLine: Int = 1, maximumNesting: Int) {
        // CommonMark's one insecure character: U+0000 is read as U+FFFD, as an HTML parser reads it.
        let text = text.utf8.contains(0) ? String(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : Character($0) }) : text
        let (document, exceeded) = MarkdownBlockParser.parse(text, firstLine: firstLine, maximumNesting: maximumNesting)
        var definitions = MarkdownLinkDefinitions()
        blocks = Self.blocks(of: document.children, definitions: &definitions)
        self.definitions = definitions
        nestingExceededLine = exceeded
    }

    /// The blocks of `boxes`, reading the link definitions of their paragraphs into `definitions`.
    private static func blocks(of boxes: [MarkdownBox], definitions: inout MarkdownLinkDefinitions) -> [MarkdownBlock] {
        boxes.compactMap { block(of: $0, definitions: &definitions) }
    }

    /// The block of one box; nil for a paragraph that held only link definitions.
    private static func block(of box: MarkdownBox, definitions: inout MarkdownLinkDefinitions) -> MarkdownBlock? {
        switch box.kind {
        case .document, .item:
            return nil
        case .quote:
            return .quote(blocks(of: box.children, definitions: &definitions))
        case .paragraph:
            let text = joined(box.lines)
            let start = definitions.read(from: text[...])
            let rest = text[start...]
            guard !rest.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }) else { return nil }
            let skippedLines = text[..<start].count { $0 == UInt8(ascii: "\n") }
            return .paragraph(text: String(decoding: rest, as: UTF8.self), line: box.line + skippedLines)
        case .heading(let level):
            let text = joined(box.lines)
            let start = box.setext ? definitions.read(from: text[...]) : 0
            let skippedLines = text[..<start].count { $0 == UInt8(ascii: "\n") }
            return .heading(level: level, text: String(decoding: text[start...], as: UTF8.self), line: box.line + skippedLines)
        case .thematicBreak:
            return .thematicBreak
        case .indentedCode:
            var lines = box.lines
            while let last = lines.last, last.allSatisfy({ $0 == UInt8(ascii: " ") }) { lines.removeLast() }
            return .code(language: nil, text: lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined())
        case .fence(_, _, _, let info):
            let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { MarkdownEscapes.decoded(Array($0.utf8)[...]) }
            return .code(language: word, text: box.lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined())
        case .html:
            return .html(box.lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n"))
        case .list(let ordered, _, let start):
            let items = box.children.map { blocks(of: $0.children, definitions: &definitions) }
            return .list(MarkdownList(ordered: ordered, start: start, tight: !box.loose, items: items))
        case .table(let alignments, let header):
            let rows = box.lines.map { row in
                let cells = MarkdownTableRow.cells(of: row)
                return (0..<alignments.count).map { $0 < cells.count ? cells[$0] : "" }
            }
            return .table(MarkdownTable(alignments: alignments, header: header, rows: rows, line: box.line))
        }
    }

    /// Lines joined by line breaks, spaces and tabs at the very end dropped.
    private static func joined(_ lines: [ArraySlice<UInt8>]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            bytes += line
        }
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes.removeLast() }
        return bytes
    }
}
