/// Reading the template's own text, one byte at a time, as the HTML tokenizer does (see
/// ``HTMLTokenizer``: a `<` that starts no tag is text, names are ASCII lower-cased, `/` between
/// attributes separates them, a value may follow a quoted one without a space).
extension TemplateHTMLContext {
    /// Reads `byte`: the context after it, and the problem when the byte may not come here.
    mutating func read(_ byte: UInt8) -> String? {
        switch state {
        case .text:
            if byte == UInt8(ascii: "<") { state = .tagOpen }
        case .rawText(let matched):
            readRawText(byte, matched: matched)
        case .tagOpen:
            if Self.isLetter(byte) {
                startTag(byte, end: false)
            } else if byte == UInt8(ascii: "!") {
                state = .markupDeclaration(dashes: 0)
            } else if byte == UInt8(ascii: "?") {
                state = .bogusComment
            } else if byte == UInt8(ascii: "/") {
                state = .endTagOpen
            } else if byte != UInt8(ascii: "<") {
                state = .text
            }
        case .endTagOpen:
            if Self.isLetter(byte) {
                startTag(byte, end: true)
            } else {
                state = byte == UInt8(ascii: ">") ? .text : .bogusComment
            }
        case .tagName:
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: ">") {
                closeTag()
            } else {
                element.append(byte)
            }
        case .beforeAttributeName, .afterAttributeName, .merged:
            return readBetweenAttributes(byte)
        case .attributeName:
            if Self.isSpace(byte) {
                state = .afterAttributeName
            } else if byte == UInt8(ascii: "/") {
                state = .beforeAttributeName
            } else if byte == UInt8(ascii: ">") {
                closeTag()
            } else if byte == UInt8(ascii: "=") {
                state = .beforeAttributeValue
            } else {
                attribute.append(byte)
            }
        case .beforeAttributeValue:
            let url: TemplateURLStart? = HTMLPolicy.template.urlAttributes.contains(attribute.text) ? .start : nil
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                state = .attributeValue(quote: byte, url: url)
            } else if byte == UInt8(ascii: ">") {
                closeTag()
            } else if !Self.isSpace(byte) {
                state = .attributeValue(quote: nil, url: url)
                return read(byte)
            }
        case .attributeValue(let quote, let url):
            if let quote, byte == quote {
                state = .beforeAttributeName
            } else if quote == nil, Self.isSpace(byte) {
                state = .beforeAttributeName
            } else if quote == nil, byte == UInt8(ascii: ">") {
                closeTag()
            } else if let url {
                let (next, problem) = url.reading(byte)
                state = .attributeValue(quote: quote, url: next)
                return problem
            }
        case .markupDeclaration(let dashes):
            if byte == UInt8(ascii: "-") {
                state = dashes == 1 ? .comment(end: 2) : .markupDeclaration(dashes: 1)
            } else {
                state = byte == UInt8(ascii: ">") ? .text : .bogusComment
            }
        case .comment(let end):
            switch byte {
            case UInt8(ascii: ">") where end >= 2: state = .text
            case UInt8(ascii: "-"): state = .comment(end: end == 1 || end == 2 ? 2 : 1)
            case UInt8(ascii: "!"): state = .comment(end: end == 2 ? 3 : 0)
            default: state = .comment(end: 0)
            }
        case .bogusComment:
            if byte == UInt8(ascii: ">") { state = .text }
        }
        return nil
    }

    /// A byte between attributes: whitespace, `/`, `>`, or the start of a name (or of a value, after a name).
    private mutating func readBetweenAttributes(_ byte: UInt8) -> String? {
        let (needsSeparator, equalsRefused, attaches): (Bool, Bool, Bool) = switch state {
        case .merged(let separator, let equals): (separator, equals, false)
        case .afterAttributeName: (false, false, true)
        default: (false, false, false)
        }
        if Self.isSpace(byte) {
            if case .merged = state { state = equalsRefused ? .merged(needsSeparator: false, equalsRefused: true) : .beforeAttributeName }
        } else if byte == UInt8(ascii: "/") {
            state = .beforeAttributeName
        } else if byte == UInt8(ascii: ">") {
            closeTag()
        } else if byte == UInt8(ascii: "=") && attaches {
            state = .beforeAttributeValue
        } else if needsSeparator || (byte == UInt8(ascii: "=") && equalsRefused) {
            state = .beforeAttributeName
            return needsSeparator
                ? "this continues the name of an attribute a section wrote, so the name depends on the section; put a space after the section"
                : "this = could give its value to an attribute a section wrote, or to another; write the attribute and its value together"
        } else {
            attribute = TemplateMarkupName(byte)
            state = .attributeName
        }
        return nil
    }

    /// A byte of raw text: text, unless it completes `</name` followed by whitespace, `/` or `>`.
    private mutating func readRawText(_ byte: UInt8, matched: Int) {
        let name = element.prefix
        guard element.length > 0, element.length == name.count else { return }
        if matched == name.count + 2 {
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                state = .tagName
                isEndTag = true
                _ = read(byte)
                return
            }
        } else if matched == 1, byte == UInt8(ascii: "/") {
            state = .rawText(matched: 2)
            return
        } else if matched >= 2, (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == name[matched - 2] {
            state = .rawText(matched: matched + 1)
            return
        }
        state = .rawText(matched: byte == UInt8(ascii: "<") ? 1 : 0)
    }

    /// The first letter of an element's name: a start tag, or an end tag (`end`).
    private mutating func startTag(_ byte: UInt8, end: Bool) {
        element = TemplateMarkupName(byte)
        isEndTag = end
        attribute = TemplateMarkupName()
        state = .tagName
    }

    /// The tag's `>`: text follows, or the raw text of an element such as `textarea` (`plaintext`: text to the end).
    private mutating func closeTag() {
        attribute = TemplateMarkupName()
        defer { isEndTag = false }
        guard !isEndTag, let model = HTMLContentModel(element: element.text) else {
            state = .text
            element = TemplateMarkupName()
            return
        }
        if model == .plaintext { element = TemplateMarkupName() }
        state = .rawText(matched: 0)
    }

    /// Whether `byte` is an ASCII letter.
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// HTML's whitespace: space, tab, line feed, form feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }
}
