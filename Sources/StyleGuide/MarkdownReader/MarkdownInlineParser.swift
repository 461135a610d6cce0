/// Reads the inlines of one paragraph, heading or table cell: CommonMark's second phase, with its
/// delimiter and bracket stacks, so that runs of `*`, `_`, `[` and backticks of any length are read
/// in linear time.
///
/// The text is read once into pieces (text, code, HTML, breaks, delimiter runs and brackets); emphasis
/// and links then mark where elements open and close on those pieces, and ``tree()`` builds the nodes,
/// nesting at most `maximumNesting` deep.
struct MarkdownInlineParser {
    /// What one piece of the text became.
    enum Kind {
        case text([UInt8]), code(String), html(String), softBreak, hardBreak
        /// Text that later text is never joined to: a bracket, which may become a link's start.
        case literal([UInt8])
        /// A run of `*` or `_`: its character and how many are left unmatched.
        case delimiter(UInt8, Int)
    }

    /// An element that opens after a piece.
    enum Mark { case emphasis, strong, link(destination: String, title: String?, line: Int), image(source: String, title: String?) }

    /// One piece: what it is, the elements closing before it, and those opening after it (outermost first).
    struct Piece {
        var kind: Kind
        var closes = 0
        var opens: [Mark] = []
    }

    /// The text, as bytes.
    let bytes: [UInt8]
    /// The page's link definitions.
    let definitions: MarkdownLinkDefinitions
    /// How deeply emphasis and links may nest.
    let maximumNesting: Int
    /// The pieces read so far.
    var pieces: [Piece] = []
    /// The delimiter runs that may still open or close emphasis (see ``MarkdownInlineParser/Delimiter``).
    var delimiters: [Delimiter] = []
    /// The index of the last delimiter run still on the stack, or -1.
    var lastDelimiter = -1
    /// The `[` and `![` that may still open a link or image.
    var brackets: [Bracket] = []
    /// How many unescaped brackets were read outside code, to know when a label holds one.
    var bracketCount = 0
    /// The raw HTML recognizer, which remembers what it scanned.
    var html: MarkdownHTMLScanner
    /// Where each backtick run starts, by length, and how far each list was looked through.
    var backtickRuns: [Int: (starts: [Int], next: Int)] = [:]
    /// The line the text starts on, and the line being read.
    var line: Int

    /// A parser of `text`, which starts on `line`.
    init(_ text: String, line: Int, definitions: MarkdownLinkDefinitions, maximumNesting: Int) {
        bytes = Array(text.utf8)
        self.definitions = definitions
        self.maximumNesting = maximumNesting
        self.line = line
        html = MarkdownHTMLScanner(bytes)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "`") else { index += 1; continue }
            let start = index
            while index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
            backtickRuns[index - start, default: ([], 0)].starts.append(start)
        }
    }

    /// The inlines of `text` (starting on `line`), and whether some nested deeper than `maximumNesting` and were flattened.
    static func parse(_ text: String, line: Int, definitions: MarkdownLinkDefinitions, maximumNesting: Int) -> (inlines: [MarkdownInline], nestingExceeded: Bool) {
        var parser = MarkdownInlineParser(text, line: line, definitions: definitions, maximumNesting: maximumNesting)
        parser.read()
        return parser.tree()
    }

    /// Reads the whole text into pieces, then matches the emphasis left.
    mutating func read() {
        var index = 0
        var textStart = 0
        while index < bytes.count {
            guard Self.isSpecial(bytes[index]) else { index += 1; continue }
            if index > textStart { appendText(bytes[textStart..<index]) }
            index = readSpecial(at: index)
            textStart = index
        }
        if bytes.count > textStart { appendText(bytes[textStart...]) }
        processEmphasis(above: -1)
    }

    /// Whether `byte` may start something other than text: one of `` \`*_[]!<& `` and the line break.
    /// A switch rather than a set, since every byte of every paragraph is asked (hashing each was a
    /// tenth of reading the inlines).
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: "&"), UInt8(ascii: "\n"): true
        default: false
        }
    }

    /// Reads what starts at `index` (a special byte) and returns the index after it.
    private mutating func readSpecial(at index: Int) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\\"):
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                pieces.append(Piece(kind: .hardBreak))
                line += 1
                return index + 2
            }
            if index + 1 < bytes.count, MarkdownEscapes.isEscapable(bytes[index + 1]) {
                appendText([bytes[index + 1]][...])
                return index + 2
            }
            appendText(bytes[index...index])
            return index + 1
        case UInt8(ascii: "`"):
            return readCode(at: index)
        case UInt8(ascii: "*"), UInt8(ascii: "_"):
            return readDelimiterRun(at: index)
        case UInt8(ascii: "["):
            pushBracket(at: index, image: false)
            return index + 1
        case UInt8(ascii: "!"):
            guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { appendText(bytes[index...index]); return index + 1 }
            pushBracket(at: index, image: true)
            return index + 2
        case UInt8(ascii: "]"):
            return closeBracket(at: index)
        case UInt8(ascii: "<"):
            if let link = autolink(at: index) {
                var open = Piece(kind: .literal([]))
                open.opens = [.link(destination: link.destination, title: nil, line: line)]
                pieces += [open, Piece(kind: .text(Array(link.text))), Piece(kind: .literal([]), closes: 1)]
                return link.end
            }
            if let end = html.tag(at: index) {
                let tag = bytes[index..<end]
                line += tag.count { $0 == UInt8(ascii: "\n") }
                pieces.append(Piece(kind: .html(String(decoding: tag, as: UTF8.self))))
                return end
            }
            appendText(bytes[index...index])
            return index + 1
        case UInt8(ascii: "&"):
            if let reference = MarkdownEscapes.reference(in: bytes[...], at: index) {
                appendText(Array(reference.text.utf8)[...])
                return reference.end
            }
            appendText(bytes[index...index])
            return index + 1
        default:
            return readLineBreak(at: index)
        }
    }

    /// A line break: hard after two spaces, else soft; the spaces before it are dropped, and those after.
    private mutating func readLineBreak(at index: Int) -> Int {
        var hard = false
        if case .text(var text)? = pieces.last?.kind {
            var spaces = 0
            while let last = text.last, last == UInt8(ascii: " ") { text.removeLast(); spaces += 1 }
            hard = spaces >= 2
            pieces[pieces.count - 1].kind = .text(text)
        }
        pieces.append(Piece(kind: hard ? .hardBreak : .softBreak))
        line += 1
        var next = index + 1
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next
    }

    /// A code span opened by the backtick run at `index`, closed by the next run of the same length; else the run is text.
    private mutating func readCode(at index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
        let length = end - index
        guard var runs = backtickRuns[length] else { appendText(bytes[index..<end]); return end }
        while runs.next < runs.starts.count, runs.starts[runs.next] < end { runs.next += 1 }
        backtickRuns[length] = runs
        guard runs.next < runs.starts.count else { appendText(bytes[index..<end]); return end }
        let close = runs.starts[runs.next]
        var content = bytes[end..<close].map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
        line += bytes[end..<close].count { $0 == UInt8(ascii: "\n") }
        if content.count >= 2, content.first == UInt8(ascii: " "), content.last == UInt8(ascii: " "), content.contains(where: { $0 != UInt8(ascii: " ") }) {
            content = Array(content.dropFirst().dropLast())
        }
        pieces.append(Piece(kind: .code(String(decoding: content, as: UTF8.self))))
        return close + length
    }

    /// Appends text, joined to the text before it when that is text too.
    mutating func appendText(_ text: ArraySlice<UInt8>) {
        if case .text(var previous)? = pieces.last?.kind, pieces[pieces.count - 1].opens.isEmpty {
            pieces[pieces.count - 1].kind = .text([])
            previous += text
            pieces[pieces.count - 1].kind = .text(previous)
        } else {
            pieces.append(Piece(kind: .text(Array(text))))
        }
    }
}
