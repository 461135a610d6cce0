/// Parses a template into a ``TemplateProgram`` in one pass over its bytes, with a stack of the
/// sections still open (never by recursion), stopping at the first syntax error or limit passed.
///
/// It follows Mustache's whitespace rules as swift-mustache 2.1.1 applied them, so the text a
/// template writes is what it wrote before: a line holding only a section, inverted section,
/// closing, comment, partial, delimiter or pragma tag and spaces or tabs ("standalone") writes
/// nothing, its newline included.
struct TemplateParser {
    /// A section not yet closed.
    struct OpenSection {
        /// The index of its `section` step.
        let instruction: Int
        /// Its name as written, which its closing tag must repeat.
        let name: String
        /// Whether its tag stood alone on its line: the parser's `newLine` once it is closed.
        let standalone: Bool
        /// The line of its tag, for messages.
        let line: Int
    }

    /// The template's bytes.
    let bytes: [UInt8]
    /// The template's file, for messages.
    let file: String
    /// How many tags and how deep sections may go.
    let limits: TemplateLimits
    /// Where the parser is.
    var cursor: TemplateCursor
    /// What has been read so far.
    var program = TemplateProgram()
    /// The byte ranges of the tags, for the mask.
    var spans: [(range: Range<Int>, index: Int, isVariable: Bool)] = []
    var open: [OpenSection] = []
    /// Whether the cursor is at the start of a line as Mustache's standalone rule sees it.
    var newLine = true
    /// Spaces and tabs read at the start of a line, not yet written: written before the next text
    /// or tag that is not standalone, dropped with a standalone tag.
    var pending: (range: Range<Int>, line: Int, column: Int)?

    /// A parser of `bytes`, the template `file`.
    init(_ bytes: [UInt8], file: String, limits: TemplateLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        cursor = TemplateCursor(bytes)
    }

    /// Parses `text`: the program, and the error that stopped the parse, if any.
    static func parse(_ text: String, file: String, limits: TemplateLimits) -> (TemplateProgram, Diagnostic?) {
        var parser = TemplateParser(Array(text.utf8), file: file, limits: limits)
        let problem = parser.run()
        parser.program.masked = TemplateMask.masked(parser.bytes, tags: parser.spans)
        return (parser.program, problem)
    }

    /// Reads the whole template; the first error, or nil.
    mutating func run() -> Diagnostic? {
        while !cursor.isAtEnd {
            if newLine {
                let (line, column) = (cursor.line, cursor.column)
                let start = cursor.offset
                while let byte = cursor.peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { cursor.advance() }
                pending = (start..<cursor.offset, line, column)
            }
            let (line, column) = (cursor.line, cursor.column)
            let start = cursor.offset
            while let byte = cursor.peek(), byte != UInt8(ascii: "\n"), !cursor.hasPrefix("\r\n"), !cursor.hasPrefix("{{") {
                cursor.advance()
            }
            if let newline = cursor.newlineLength(lineFeedsOnly: true) {
                cursor.advance(by: newline)
                writePending()
                write(start..<cursor.offset, line: line, column: column)
                newLine = true
                continue
            }
            if cursor.offset > start {
                writePending()
                write(start..<cursor.offset, line: line, column: column)
                newLine = false
            }
            if cursor.isAtEnd { break }
            if let problem = readTag() { return problem }
        }
        if let section = open.last {
            return error(section.line, "{{#\(section.name)}} is never closed: every {{#name}} and {{^name}} needs its {{/name}}")
        }
        return nil
    }

    /// Writes the pending spaces and tabs, if any, and forgets them.
    mutating func writePending() {
        if let pending, !pending.range.isEmpty { write(pending.range, line: pending.line, column: pending.column) }
        pending = nil
    }

    /// A step writing the template's bytes in `range`.
    mutating func write(_ range: Range<Int>, line: Int, column: Int) {
        let text = bytes[range]
        program.instructions.append(TemplateInstruction(kind: .text(Array(text), elements: TemplateInstruction.elements(in: text)),
                                                        line: line, column: column, tag: nil))
    }

    /// Whether the tag just read stands alone on its line: when it does, the rest of the line
    /// (spaces, tabs and the line break) is consumed.
    mutating func isStandalone() -> Bool {
        guard newLine else { return false }
        if cursor.isAtEnd { return true }
        var lookahead = cursor
        while let byte = lookahead.peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { lookahead.advance() }
        guard let newline = lookahead.newlineLength(lineFeedsOnly: false) else { return false }
        lookahead.advance(by: newline)
        cursor = lookahead
        return true
    }

    /// A syntax error at `line`.
    func error(_ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(.templateSyntax, file: file, line: line, message)
    }
}

/// A position in a template's bytes that knows its 1-based line and column (in characters).
struct TemplateCursor {
    /// The bytes walked.
    let bytes: [UInt8]
    /// The index of the next byte.
    private(set) var offset = 0
    /// The 1-based line and column of the next byte.
    private(set) var line = 1
    private(set) var column = 1

    /// A cursor at the start of `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte `ahead` places on, or nil past the end.
    func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    /// Whether the bytes at the cursor are `prefix` (ASCII).
    func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { $0.elementsEqual(bytes[offset..<offset + count]) }
    }

    /// Moves past `count` bytes, counting lines and characters.
    mutating func advance(by count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
    }

    /// The length of the line break at the cursor, or nil: `\n` and `\r\n`, and with
    /// `lineFeedsOnly` false also what Swift calls a newline (`\r`, vertical tab, form feed, U+0085, U+2028, U+2029).
    func newlineLength(lineFeedsOnly: Bool) -> Int? {
        if hasPrefix("\r\n") { return 2 }
        if peek() == UInt8(ascii: "\n") { return 1 }
        guard !lineFeedsOnly, let byte = peek() else { return nil }
        if byte == 0x0D || byte == 0x0B || byte == 0x0C { return 1 }
        if byte == 0xC2, peek(1) == 0x85 { return 2 }
        if byte == 0xE2, peek(1) == 0x80, peek(2) == 0xA8 || peek(2) == 0xA9 { return 3 }
        return nil
    }
}
