/// Reads markdown into blocks line by line, as CommonMark's first phase does: each line continues
/// the open blocks it matches, may open new ones, and closes the rest.
///
/// Each line costs the number of open containers, and containers nest at most `maximumNesting`
/// deep (a deeper `>` or list marker is text, and ``nestingExceededLine`` says where), so reading
/// is linear in the text.
struct MarkdownBlockParser {
    /// How deep block quotes and list items may nest.
    let maximumNesting: Int
    /// The open blocks, the document first and the innermost last.
    var open: [MarkdownBox]
    /// The number of the line being read.
    var lineNumber: Int
    /// The first line on which a container would have nested deeper than ``maximumNesting``.
    private(set) var nestingExceededLine: Int?
    /// How far into the current line its containers' markers reach.
    var position = 0
    /// How many of the open blocks the current line continues.
    var matched = 1

    /// A parser whose first line is numbered `firstLine`.
    init(maximumNesting: Int, firstLine: Int = 1) {
        self.maximumNesting = maximumNesting
        self.lineNumber = firstLine - 1
        self.open = [MarkdownBox(.document, line: firstLine)]
    }

    /// The blocks of `text`, whose first line is `firstLine`, and the line where nesting was cut, if it was.
    static func parse(_ text: String, firstLine: Int = 1, maximumNesting: Int) -> (document: MarkdownBox, nestingExceededLine: Int?) {
        var parser = MarkdownBlockParser(maximumNesting: maximumNesting, firstLine: firstLine)
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let lineEnd = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
            parser.read(MarkdownLine(bytes[start..<lineEnd]))
            start = end + 1
        }
        parser.close(from: 1)
        return (parser.open[0], parser.nestingExceededLine)
    }

    /// The depth of block quotes and list items the line continues (those it closes do not count).
    private var depth: Int {
        open[..<matched].count { if case .quote = $0.kind { true } else if case .item = $0.kind { true } else { false } }
    }

    /// Reads one line.
    mutating func read(_ line: MarkdownLine) {
        lineNumber += 1
        position = 0
        matched = 1
        matchOpenBlocks(line)
        let allMatched = matched == open.count
        if allMatched, continueLiteralLeaf(line) { return }
        var newContainers = false
        starts: while true {
            let indent = line.indent(at: position)
            let at = position + indent
            let tipIsParagraph = open[open.count - 1].isParagraph
            if indent >= 4 {
                guard !tipIsParagraph, !line.isBlank(from: at) else { break }
                add(MarkdownBox(.indentedCode, line: lineNumber)).lines.append(line.bytes[(position + 4)...])
                return
            }
            guard let character = line[at] else { break }
            if character == UInt8(ascii: ">") {
                guard depth < maximumNesting else { nestingExceededLine = nestingExceededLine ?? lineNumber; break }
                add(MarkdownBox(.quote, line: lineNumber))
                newContainers = true
                position = at + 1
                if line[position] == UInt8(ascii: " ") { position += 1 }
                continue
            }
            if startLeaf(line, at: at, indent: indent, paragraphOpen: tipIsParagraph && !newContainers, allMatched: allMatched || newContainers) { return }
            if let marker = line.listMarker(at: at) {
                let after = at + marker.width
                let restBlank = line.isBlank(from: after)
                let interrupts = tipIsParagraph && matched == open.count && !newContainers
                if interrupts, restBlank || (marker.ordered && marker.number != 1) { break }
                guard depth < maximumNesting else { nestingExceededLine = nestingExceededLine ?? lineNumber; break }
                let spaces = restBlank ? 1 : (line.indent(at: after) >= 5 ? 1 : line.indent(at: after))
                startItem(ordered: marker.ordered, marker: marker.marker, number: marker.number, contentIndent: after - position + spaces)
                newContainers = true
                position = restBlank ? line.bytes.count : after + spaces
                continue
            }
            break
        }
        let blank = line.isBlank(from: position)
        if !blank { settleList() }
        if !newContainers, !blank, open[open.count - 1].isParagraph {
            open[open.count - 1].lines.append(line.bytes[(position + line.indent(at: position))...])
            return
        }
        close(from: matched)
        if blank {
            if case .indentedCode = open[open.count - 1].kind { open[open.count - 1].lines.append([]) }
            // A list item's own first line, empty after its marker, is no blank line between blocks; nor is
            // one inside a quote, for the lists around the quote.
            var index = open.count - 1
            while !newContainers, index > 0 {
                if case .quote = open[index].kind { break }
                if open[index].isList { open[index].blankSeen = true }
                index -= 1
            }
            return
        }
        if case .table = open[open.count - 1].kind {
            open[open.count - 1].lines.append(line.bytes[position...])
            return
        }
        add(MarkdownBox(.paragraph, line: lineNumber)).lines.append(line.bytes[(position + line.indent(at: position))...])
    }

    /// Counts in ``matched`` the open blocks `line` continues, moving ``position`` past their markers.
    private mutating func matchOpenBlocks(_ line: MarkdownLine) {
        matching: while matched < open.count {
            let box = open[matched]
            let blank = line.isBlank(from: position)
            switch box.kind {
            case .quote:
                let indent = line.indent(at: position)
                guard indent <= 3, line[position + indent] == UInt8(ascii: ">") else { break matching }
                position += indent + 1
                if line[position] == UInt8(ascii: " ") { position += 1 }
            case .list, .fence:
                break
            case .item(let contentIndent):
                if blank {
                    guard !box.children.isEmpty else { break matching }
                } else if line.indent(at: position) >= contentIndent {
                    position += contentIndent
                } else {
                    break matching
                }
            case .html(let end):
                if blank, end == .blankLine { break matching }
            case .indentedCode:
                if line.indent(at: position) >= 4 { position += 4 } else if !blank { break matching }
            case .paragraph, .table:
                if blank { break matching }
            case .document, .heading, .thematicBreak:
                break matching
            }
            matched += 1
        }
    }

    /// When the line's innermost match is a list whose item it did not continue, the list is not matched either.
    mutating func settleList() {
        if matched > 1, matched <= open.count, open[matched - 1].isList { matched -= 1 }
    }

    /// Closes the open blocks from index `index` on.
    mutating func close(from index: Int) {
        guard index < open.count else { return }
        open.removeSubrange(index...)
        matched = min(matched, open.count)
    }

    /// Closes the blocks the line did not continue, adds `box` to the innermost block left, opens it, and returns it.
    @discardableResult
    mutating func add(_ box: MarkdownBox) -> MarkdownBox {
        while !open[matched - 1].isContainer { matched -= 1 }
        settleList()
        close(from: matched)
        let parent = open[open.count - 1]
        if case .item = parent.kind, open.count >= 2, open[open.count - 2].blankSeen { open[open.count - 2].loose = true }
        for list in open where list.isList { list.blankSeen = false }
        parent.children.append(box)
        open.append(box)
        matched = open.count
        return box
    }

    /// Opens a list item, in the open list when the line's innermost match is a list of the same marker, else in a new list.
    private mutating func startItem(ordered: Bool, marker: UInt8, number: Int, contentIndent: Int) {
        while !open[matched - 1].isContainer { matched -= 1 }
        let innermost = open[matched - 1]
        if case .list(_, let listMarker, _) = innermost.kind, listMarker == marker {
            close(from: matched)
            if innermost.blankSeen { innermost.loose = true }
        } else {
            add(MarkdownBox(.list(ordered: ordered, marker: marker, start: number), line: lineNumber))
        }
        for list in open where list.isList { list.blankSeen = false }
        let item = MarkdownBox(.item(contentIndent: contentIndent), line: lineNumber)
        open[open.count - 1].children.append(item)
        open.append(item)
        matched = open.count
    }
}
