/// A block while ``MarkdownBlockParser`` reads lines into it: open until a line does not continue it.
final class MarkdownBox {
    /// What the box is, with what its kind needs to know to go on.
    enum Kind {
        case document, quote, paragraph, heading(level: Int), thematicBreak, indentedCode
        /// A list and the marker its items share (`-`, `*`, `+`, `.` or `)`).
        case list(ordered: Bool, marker: UInt8, start: Int)
        /// A list item: the column its content starts at.
        case item(contentIndent: Int)
        /// A fenced code block: the fence's character, its length, its indentation and its info string.
        case fence(character: UInt8, length: Int, indent: Int, info: String)
        /// Raw HTML, ended as its start condition says.
        case html(end: MarkdownHTMLBlock.End)
        /// A GFM table: the alignments of its columns and its header cells.
        case table(alignments: [MarkdownTable.Alignment?], header: [String])
    }

    /// What the box is.
    var kind: Kind
    /// The line (1-based) it starts on.
    let line: Int
    /// The blocks inside a container.
    var children: [MarkdownBox] = []
    /// The lines of a leaf, each without its containers' markers and indentation.
    var lines: [ArraySlice<UInt8>] = []
    /// For a heading: made of a paragraph by a setext underline (its link definitions are read first).
    var setext = false
    /// For a list: a blank line was read inside it since its last block.
    var blankSeen = false
    /// For a list: a blank line stood between two of its items or between two blocks of one item.
    var loose = false

    /// A box of `kind` starting on `line`.
    init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// True for the boxes that hold other blocks.
    var isContainer: Bool {
        switch kind {
        case .document, .quote, .list, .item: true
        default: false
        }
    }

    /// True for a paragraph.
    var isParagraph: Bool {
        if case .paragraph = kind { true } else { false }
    }

    /// True for a list.
    var isList: Bool {
        if case .list = kind { true } else { false }
    }
}
