/// Reading start and end tags with their attributes.
extension HTMLTokenizer {
    /// How the attributes of a tag ended.
    private enum TagEnd {
        case closed(selfClosing: Bool)
        case endOfInput
    }

    /// The start tag at the cursor's `<`, which is followed by a letter.
    mutating func readStartTag() -> HTMLToken.Kind {
        let line = scanner.line, column = scanner.column
        scanner.advance()
        let name = readName()
        var attributes: [HTMLTagAttribute] = []
        guard case .closed(let selfClosing) = readAttributes(into: &attributes) else {
            report(.htmlStructure, line: line, column: column,
                   "the tag <\(name) is not closed with > before the end; dropped")
            return .ignored
        }
        if let model = HTMLContentModel(element: name) { pendingContent = (name, model) }
        let tag = HTMLStartTag(name: name, attributes: attributes, line: line, column: column)
        return .startTag(tag, selfClosing: selfClosing)
    }

    /// The end tag at the cursor's `</`; `</>` and `</` followed by a non-letter are dropped.
    mutating func readEndTag() -> HTMLToken.Kind {
        let line = scanner.line, column = scanner.column
        if scanner.peek(2) == ">" {
            scanner.advance(by: 3)
            report(.htmlStructure, line: line, column: column, "</> is an end tag without a name; dropped")
            return .ignored
        }
        guard let first = scanner.peek(2), first.isASCIILetter else {
            return skipBogusComment("</ is not followed by an element name, so everything up to the next > was dropped")
        }
        scanner.advance(by: 2)
        let name = readName()
        var attributes: [HTMLTagAttribute] = []
        guard case .closed = readAttributes(into: &attributes) else {
            report(.htmlStructure, line: line, column: column,
                   "the end tag </\(name) is not closed with > before the end; dropped")
            return .ignored
        }
        if !attributes.isEmpty {
            report(.htmlStructure, .warning, line: line, column: column,
                   "</\(name)> has attributes; an end tag takes none, so they were ignored")
        }
        return .endTag(name)
    }

    /// A tag name: everything up to whitespace, `/` or `>`, ASCII lower-cased.
    private mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while let scalar = scanner.peek(), !scalar.isHTMLWhitespace, scalar != "/", scalar != ">" {
            name.append(scalar.asciiLowercased)
            scanner.advance()
        }
        return String(name)
    }

    /// Reads attributes up to and including the tag's `>`. A `/` not followed by `>` separates
    /// attributes like whitespace, as in browsers (so `<p/onclick=…>` has an `onclick`).
    private mutating func readAttributes(into attributes: inout [HTMLTagAttribute]) -> TagEnd {
        while true {
            scanner.skipWhitespace()
            guard let scalar = scanner.peek() else { return .endOfInput }
            if scalar == ">" {
                scanner.advance()
                return .closed(selfClosing: false)
            }
            if scalar == "/" {
                scanner.advance()
                if scanner.peek() == ">" {
                    scanner.advance()
                    return .closed(selfClosing: true)
                }
                continue
            }
            guard let attribute = readAttribute() else { return .endOfInput }
            attributes.append(attribute)
        }
    }

    /// One attribute: a name (whose first character may be `=`), then optionally `=` and a
    /// value, double-quoted, single-quoted or unquoted; `nil` if the input ends in a quoted value.
    private mutating func readAttribute() -> HTMLTagAttribute? {
        let line = scanner.line, column = scanner.column
        var name = String.UnicodeScalarView()
        while let scalar = scanner.peek(),
              !scalar.isHTMLWhitespace, scalar != "/", scalar != ">", scalar != "=" || name.isEmpty {
            name.append(scalar.asciiLowercased)
            scanner.advance()
        }
        func attribute(_ value: String?, quoted: Bool) -> HTMLTagAttribute {
            HTMLTagAttribute(name: String(name), value: value, quoted: quoted, line: line, column: column)
        }
        scanner.skipWhitespace()
        guard scanner.peek() == "=" else { return attribute(nil, quoted: false) }
        scanner.advance()
        scanner.skipWhitespace()
        switch scanner.peek() {
        case "\"", "'":
            guard let value = readQuotedValue() else { return nil }
            if let next = scanner.peek(), !next.isHTMLWhitespace, next != "/", next != ">" {
                report(.htmlStructure, .warning, line: scanner.line, column: scanner.column,
                       "no space between the value of \(String(name)) and the next attribute")
            }
            return attribute(value, quoted: true)
        case ">":
            report(.htmlStructure, .warning, line: line, column: column,
                   "\(String(name))= has no value; read as an empty value")
            return attribute("", quoted: false)
        default:
            return attribute(readUnquotedValue(), quoted: false)
        }
    }

    /// The value between the quotes at the cursor, references decoded; `nil` at the end of input.
    private mutating func readQuotedValue() -> String? {
        guard let quote = scanner.next() else { return nil }
        var value = String.UnicodeScalarView()
        while let scalar = scanner.peek() {
            if scalar == quote {
                scanner.advance()
                return String(value)
            }
            appendScalarOrReference(to: &value, inAttribute: true)
        }
        return nil
    }

    /// An unquoted value: everything up to whitespace or `>`, references decoded.
    private mutating func readUnquotedValue() -> String {
        var value = String.UnicodeScalarView()
        while let scalar = scanner.peek(), !scalar.isHTMLWhitespace, scalar != ">" {
            appendScalarOrReference(to: &value, inAttribute: true)
        }
        return String(value)
    }
}
