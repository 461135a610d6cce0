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
    mutating func next() -> (text: Substring, number: Int)? {
        guard position < text.endIndex else { return nil }
        let end = text[position...].firstIndex(where: \.isNewline) ?? text.endIndex
        let line = text[position..<end]
        position = end == text.endIndex ? end : text.index(after: end)
        number += 1
        return (line, number)
    }
}
