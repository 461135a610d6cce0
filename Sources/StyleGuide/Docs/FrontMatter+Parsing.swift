import DesignSystem

extension FrontMatter {
    /// The front matter at the top of `markdown`, and the markdown after it with the front
    /// matter's lines left blank, so that every line keeps its number.
    ///
    /// Front matter is a first line `---`, then `key: value` lines (blank lines and `# comments`
    /// allowed, a value may be quoted), then a line `---`. A line that is not `key: value`, a
    /// block never closed, an `order` that is not a whole number, a `status` that is not one of
    /// ``LifecycleStatus/all``, an `owner` that is not a short line and a page past `limits` are
    /// errors; a key Swatchbook does not read is kept as metadata with a warning; an empty or
    /// repeated key bends the rules (an error when strict; else a warning, and it is ignored, or
    /// the last one is used). Without a first line `---` there is no front matter.
    static func split(_ markdown: String, file: String, limits: FrontMatterLimits = FrontMatterLimits(),
                      sink: inout DiagnosticSink) -> (frontMatter: FrontMatter, body: String) {
        var lines = LineReader(markdown)
        guard let first = lines.next(), String(first.text.trimmingPrefix("\u{FEFF}")).trimmingWhitespace() == "---" else {
            return (FrontMatter(), markdown)
        }
        var block: [(text: String, number: Int)] = []
        var closing: Int?
        while closing == nil, let line = lines.next() {
            let text = String(line.text).trimmingWhitespace()
            if text == "---" { closing = line.number } else { block.append((text, line.number)) }
        }
        guard let closing else {
            sink.error(Diagnostic(.frontMatterSyntax, file: file, line: first.number,
                                  "the front matter opened by '---' on line \(first.number) is never closed by a second '---' line"
                                    + " (to start a page with a horizontal rule, write '***')"))
            return (FrontMatter(), markdown)
        }
        var reading = FrontMatterReading(file: file, limits: limits)
        for line in block where !line.text.isEmpty && !line.text.hasPrefix("#") {
            reading.read(line, sink: &sink)
        }
        return (reading.frontMatter, String(repeating: "\n", count: closing) + markdown[lines.position...])
    }

    /// `value` without one pair of matching quotes around it.
    static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let quote = value.first, quote == "\"" || quote == "'", value.last == quote else { return value }
        return String(value.dropFirst().dropLast())
    }
}

/// The lines of a text one by one, with their 1-based numbers (any line break ends a line).
private struct LineReader {
    /// The whole text.
    private let text: String
    /// Where the next line starts.
    private(set) var position: String.Index
    /// The number of the line read last.
    private var number = 0

    /// A reader at the start of `text`.
    init(_ text: String) {
        self.text = text
        position = text.startIndex
    }

    /// The next line without its line break, or nil at the end.
    ///
    /// The break is found in the bytes, not the Characters: every scalar that starts a line-break
    /// Character (`\n`, `\r`, U+000B, U+000C, U+0085, U+2028, U+2029) is a control, which
    /// always starts a Character and ends one, and only `\r\n` is two scalars in one Character.
    mutating func next() -> (text: Substring, number: Int)? {
        guard position < text.endIndex else { return nil }
        let utf8 = text.utf8
        var end = position
        var breakLength = 0
        while end < utf8.endIndex {
            let byte = utf8[end]
            if (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2 {
                breakLength = Self.lineBreakLength(utf8[end...])
                if breakLength > 0 { break }
            }
            utf8.formIndex(after: &end)
        }
        let line = text[position..<end]
        position = utf8.index(end, offsetBy: breakLength)
        number += 1
        return (line, number)
    }

    /// The number of bytes of the line break `bytes` start with (2 for `\r\n` and U+0085, 3 for
    /// U+2028 and U+2029), or 0 when they start with none.
    private static func lineBreakLength(_ bytes: Substring.UTF8View) -> Int {
        var rest = bytes.makeIterator()
        guard let first = rest.next() else { return 0 }
        switch first {
        case UInt8(ascii: "\r"): return rest.next() == UInt8(ascii: "\n") ? 2 : 1
        case 0x0A, 0x0B, 0x0C: return 1
        case 0xC2: return rest.next() == 0x85 ? 2 : 0
        case 0xE2:
            guard rest.next() == 0x80, let third = rest.next() else { return 0 }
            return third == 0xA8 || third == 0xA9 ? 3 : 0
        default: return 0
        }
    }
}
