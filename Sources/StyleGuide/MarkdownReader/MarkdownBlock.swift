/// One block of a markdown document as ``MarkdownBlockParser`` reads it: containers hold blocks,
/// leaves hold the text their inlines are read from.
indirect enum MarkdownBlock: Equatable {
    /// An ATX (`## Text`) or setext (`Text` over `---`) heading: its level, its text, and its first line.
    case heading(level: Int, text: String, line: Int)
    /// A paragraph: its text (lines joined by line breaks, each line's indentation dropped) and its first line.
    case paragraph(text: String, line: Int)
    /// A fenced or indented code block: the first word of a fence's info string, and the code with a line break after each line.
    case code(language: String?, text: String)
    /// Raw HTML as written: a block the sanitizer reads with the rest of the page.
    case html(String)
    /// A block quote (`> …`).
    case quote([MarkdownBlock])
    /// A bullet or ordered list.
    case list(MarkdownList)
    /// A GFM table.
    case table(MarkdownTable)
    /// A thematic break (`***`, `---`, `___`).
    case thematicBreak
}

/// A bullet (`-`, `+`, `*`) or ordered (`1.`, `1)`) list.
struct MarkdownList: Equatable {
    /// True for `1.` lists.
    var ordered: Bool
    /// The number of the first item of an ordered list.
    var start: Int
    /// True when no blank line stands between its items or their blocks: paragraphs are then written without `<p>`.
    var tight: Bool
    /// The blocks of each item.
    var items: [[MarkdownBlock]]
}

/// A GFM table: a header row, a delimiter row giving each column's alignment, then rows.
struct MarkdownTable: Equatable {
    /// How a column's cells are aligned (`:--`, `:-:`, `--:`), nil when not said.
    enum Alignment: String, Equatable { case left, center, right }

    /// Each column's alignment.
    var alignments: [Alignment?]
    /// The header's cells, as markdown text.
    var header: [String]
    /// The body's rows, each as many cells as the header.
    var rows: [[String]]
    /// The line of the header row.
    var line: Int
}
