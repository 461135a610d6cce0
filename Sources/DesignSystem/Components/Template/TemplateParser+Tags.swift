/// Reading one tag, at the cursor's `{{`.
extension TemplateParser {
    /// Reads the tag at the cursor and adds its step; the error, if it is malformed or passes a limit.
    mutating func readTag() -> Diagnostic? {
        let start = cursor.offset, line = cursor.line, column = cursor.column
        if program.tags.count >= limits.templateTags {
            return limits.exceeded(.templateTags, "the template holds more than \(TokenLimits.grouped(limits.templateTags)) tags "
                + "(this is tag \(TokenLimits.grouped(program.tags.count + 1)))", file: file, line: line)
        }
        cursor.advance(by: 2)
        let sigil = cursor.peek()
        let at = "column \(column): "
        /// Records the tag just read (its span masked as a variable's when it writes a value); its index.
        func tag(_ kind: TemplateTag.Kind, _ name: String, _ opening: String) -> Int {
            program.tags.append(TemplateTag(kind: kind, name: name, opening: opening, line: line, column: column))
            spans.append((start..<cursor.offset, program.tags.count - 1, kind == .variable || kind == .unescaped))
            return program.tags.count - 1
        }
        /// Adds the step of the tag at `index`.
        func step(_ kind: TemplateInstruction.Kind, _ index: Int) {
            program.instructions.append(TemplateInstruction(kind: kind, line: line, column: column, tag: index))
        }
        switch sigil {
        case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "<"):
            cursor.advance()
            guard let name = readName(partial: sigil == UInt8(ascii: "<")) else { return unfinished(line, at) }
            let opening = "{{" + String(UnicodeScalar(sigil!))
            let kind: TemplateTag.Kind = sigil == UInt8(ascii: "#") ? .section : sigil == UInt8(ascii: "^") ? .inverted : .partial
            let index = tag(kind, name.written, opening)
            let standalone = isStandalone()
            if !standalone { writePending() }
            open.append(OpenSection(instruction: program.instructions.count, name: name.written, standalone: standalone, line: line))
            step(.section(name, inverted: sigil == UInt8(ascii: "^"), end: -1), index)
            if open.count > limits.templateNestingDepth {
                return limits.exceeded(.templateNestingDepth, at + "sections nest \(TokenLimits.grouped(open.count)) deep here",
                                       file: file, line: line)
            }
            newLine = standalone
            pending = nil
        case UInt8(ascii: "/"):
            cursor.advance()
            guard let name = readName(partial: false) else { return unfinished(line, at) }
            let index = tag(.close, name.written, "{{/")
            guard let section = open.last else { return error(line, at + "{{/\(name.written)}} closes no section") }
            guard section.name == name.written else {
                return error(line, at + "{{/\(name.written)}} closes the section opened as {{#\(section.name)}} on line \(section.line); "
                    + "a section is closed with the name it was opened with")
            }
            if !isStandalone() { writePending() }
            open.removeLast()
            program.instructions[section.instruction].close(at: program.instructions.count)
            step(.close(start: section.instruction), index)
            newLine = section.standalone
            pending = nil
        case UInt8(ascii: "!"), UInt8(ascii: "="), UInt8(ascii: "%"):
            cursor.advance()
            let bodyStart = cursor.offset
            while !cursor.isAtEnd, !cursor.hasPrefix("}}") { cursor.advance() }
            guard !cursor.isAtEnd else { return error(line, at + "a tag is not finished: it needs its closing }}") }
            let body = String(decoding: bytes[bodyStart..<cursor.offset], as: UTF8.self)
            cursor.advance(by: 2)
            let kind: TemplateTag.Kind = sigil == UInt8(ascii: "!") ? .comment : sigil == UInt8(ascii: "=") ? .delimiters : .pragma
            let index = tag(kind, kind == .comment ? body : Self.trimmed(body), "{{" + String(UnicodeScalar(sigil!)))
            if kind == .comment { step(.comment, index) }
            newLine = isStandalone()
        case UInt8(ascii: ">"):
            cursor.advance()
            guard let name = readName(partial: true) else { return unfinished(line, at) }
            _ = tag(.partial, name.written, "{{>")
            writePending()
            newLine = isStandalone()
        case UInt8(ascii: "{"), UInt8(ascii: "&"):
            writePending()
            cursor.advance()
            guard let name = readName(partial: false), sigil == UInt8(ascii: "&") || readClosingBrace() else {
                return unfinished(line, at)
            }
            _ = tag(.unescaped, name.written, sigil == UInt8(ascii: "&") ? "{{&" : "{{{")
            newLine = false
        default:
            writePending()
            guard let name = readName(partial: false) else { return unfinished(line, at) }
            step(.variable(name), tag(.variable, name.written, "{{"))
            newLine = false
        }
        return nil
    }

    /// The name of the tag at the cursor, spaces around it allowed, and its closing `}}`; nil when
    /// the tag holds something else or is never closed. A partial's name may also hold `/`.
    private mutating func readName(partial: Bool) -> TemplateName? {
        skipSpaces()
        let start = cursor.offset
        while let byte = cursor.peek(), TemplateName.isNameByte(byte) || (partial && byte == UInt8(ascii: "/")) { cursor.advance() }
        let written = String(decoding: bytes[start..<cursor.offset], as: UTF8.self)
        skipSpaces()
        guard cursor.hasPrefix("}}") else { return nil }
        cursor.advance(by: 2)
        return partial ? TemplateName(written: written) : TemplateName(written)
    }

    /// The third `}` of `{{{name}}}`.
    private mutating func readClosingBrace() -> Bool {
        guard cursor.peek() == UInt8(ascii: "}") else { return false }
        cursor.advance()
        return true
    }

    /// Moves past ASCII whitespace, line breaks included.
    private mutating func skipSpaces() {
        while let byte = cursor.peek(), byte == 0x20 || (0x09...0x0D).contains(byte) { cursor.advance() }
    }

    /// The error of a tag that holds more than a name or is never closed.
    private func unfinished(_ line: Int, _ at: String) -> Diagnostic {
        error(line, at + "a tag is not finished: it holds a name (letters, digits, '.', '-', '_', with transforms "
            + "in brackets such as uppercased(primaryText)) and then its closing }}")
    }

    /// `text` without the whitespace around it.
    static func trimmed(_ text: String) -> String {
        text.trimmingWhitespaceCharacters()
    }
}

/// Setting a section's end once its closing tag is read.
extension TemplateInstruction {
    /// Sets where a `section` step's closing step is.
    mutating func close(at end: Int) {
        if case .section(let name, let inverted, _) = kind { kind = .section(name, inverted: inverted, end: end) }
    }
}

/// The name of a partial or block, which a template may not use: kept as written for messages.
extension TemplateName {
    /// A name read as written, without its path being read (a partial's or block's name).
    init(written: String) {
        self.written = written
        path = []
        symbols = []
        transforms = []
        scope = .current
    }
}
