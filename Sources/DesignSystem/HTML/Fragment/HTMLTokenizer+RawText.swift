/// Reading the content of elements that hold text rather than markup (``HTMLContentModel``).
extension HTMLTokenizer {
    /// Where ``readScriptData(of:)`` is in a script's `<!-- … -->` escapes.
    private enum ScriptState {
        case data, escaped, doubleEscaped
    }

    /// The content of the element called `name`, up to its end tag (left for the next token),
    /// as one text token; `nil` when it is empty.
    mutating func readContent(of name: String, as model: HTMLContentModel) -> HTMLToken? {
        let line = scanner.line, column = scanner.column
        var text = String.UnicodeScalarView()
        switch model {
        case .plaintext:
            while let scalar = scanner.next() { text.append(scalar) }
        case .rawText:
            while !scanner.isAtEnd, !atEndTag(of: name), let scalar = scanner.next() { text.append(scalar) }
        case .escapableRawText:
            while !scanner.isAtEnd, !atEndTag(of: name) { appendScalarOrReference(to: &text) }
        case .scriptData:
            text = readScriptData(of: name)
        }
        guard !text.isEmpty else { return nil }
        return HTMLToken(kind: .text(String(text)), line: line, column: column, problems: problems)
    }

    /// Script content, which `</script>` ends except inside `<!-- <script> … -->`, as in browsers.
    private mutating func readScriptData(of name: String) -> String.UnicodeScalarView {
        var text = String.UnicodeScalarView()
        var state = ScriptState.data
        func take(_ count: Int, into text: inout String.UnicodeScalarView, scanner: inout HTMLScanner) {
            for _ in 0..<count { if let scalar = scanner.next() { text.append(scalar) } }
        }
        while !scanner.isAtEnd {
            if state != .doubleEscaped, atEndTag(of: name) { break }
            switch state {
            case .data where scanner.hasPrefix("<!--"):
                state = .escaped
                take(2, into: &text, scanner: &scanner)
            case .escaped where scanner.hasPrefix("-->"), .doubleEscaped where scanner.hasPrefix("-->"):
                state = .data
                take(3, into: &text, scanner: &scanner)
            case .escaped where atTag(name, prefix: "<"):
                state = .doubleEscaped
                take(1 + name.count, into: &text, scanner: &scanner)
            case .doubleEscaped where atTag(name, prefix: "</"):
                state = .escaped
                take(2 + name.count, into: &text, scanner: &scanner)
            default:
                take(1, into: &text, scanner: &scanner)
            }
        }
        return text
    }

    /// Whether the cursor is at `</name` followed by whitespace, `/` or `>`.
    private func atEndTag(of name: String) -> Bool {
        atTag(name, prefix: "</")
    }

    /// Whether the cursor is at `prefix` and `name` (any case) followed by whitespace, `/` or `>`.
    private func atTag(_ name: String, prefix: String) -> Bool {
        guard scanner.hasPrefix(prefix + name),
              let next = scanner.peek(prefix.unicodeScalars.count + name.unicodeScalars.count) else { return false }
        return next.isHTMLWhitespace || next == "/" || next == ">"
    }
}
