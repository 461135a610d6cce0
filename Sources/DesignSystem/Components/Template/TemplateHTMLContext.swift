/// Where the HTML a template has written so far stands, as the HTML tokenizer (ours, and a
/// browser's) reads it: in text, in a tag's name, between attributes, in a quoted value, in a
/// comment… It decides where a value may be written, and lets a section's end be compared with
/// its start (see ``TemplatePathCheck``).
struct TemplateHTMLContext: Sendable, Equatable {
    /// The tokenizer's state.
    enum State: Sendable, Equatable {
        /// Between elements.
        case text
        /// The content of an element read as text up to its end tag (`textarea`, `title`, `style`, …);
        /// `matched` counts the bytes of `</name` seen so far.
        case rawText(matched: Int)
        /// Just after `<`: a letter would start an element.
        case tagOpen
        /// Just after `</`.
        case endTagOpen
        /// Writing the element's name.
        case tagName
        /// Between attributes, after a value or `/`: the next name starts an attribute.
        case beforeAttributeName
        /// Writing an attribute's name.
        case attributeName
        /// After an attribute's name and whitespace: `=` would give it a value.
        case afterAttributeName
        /// Where two paths through a section meet between attributes in different states: the next
        /// byte must not continue a name (`needsSeparator`) or attach a value to one (`equalsRefused`).
        case merged(needsSeparator: Bool, equalsRefused: Bool)
        /// After `=`, before the value.
        case beforeAttributeValue
        /// In a value, quoted with `quote` (nil: unquoted); `url` tracks the start of a URL attribute's value.
        case attributeValue(quote: UInt8?, url: TemplateURLStart?)
        /// After `<!`, having seen `dashes` of the `--` that starts a comment.
        case markupDeclaration(dashes: Int)
        /// In `<!-- … -->`; `end` counts the bytes of `--` (or `--!`) seen before a `>` would end it.
        case comment(end: Int)
        /// In markup dropped up to the next `>` (`<?…>`, `<!…>`, `</3>`).
        case bogusComment
    }

    /// The tokenizer's state.
    var state = State.text
    /// The element whose tag is being written (or whose raw text is read), and whether the tag is an end tag.
    var element = TemplateMarkupName()
    var isEndTag = false
    /// The attribute being written.
    var attribute = TemplateMarkupName()

    /// Whether a Mustache tag other than a variable (a section, its end, a comment) may stand here:
    /// not inside a name or an unquoted value, where it would join the markup on each side.
    var allowsTag: Bool {
        switch state {
        case .text, .rawText, .comment, .bogusComment, .beforeAttributeName, .afterAttributeName, .merged: true
        case .attributeValue(let quote, _): quote != nil
        case .tagOpen, .endTagOpen, .tagName, .attributeName, .beforeAttributeValue, .markupDeclaration: false
        }
    }

    /// Why a value (escaped) may not be written here, or nil.
    func valueProblem(_ name: TemplateName) -> String? {
        switch state {
        case .text, .rawText, .comment, .bogusComment:
            return nil
        case .tagOpen, .endTagOpen, .tagName, .markupDeclaration:
            return "a value cannot write an element's name or what follows <; write the element"
        case .beforeAttributeName, .attributeName, .afterAttributeName, .merged:
            return "a value cannot write an attribute's name; write the attribute and put the value in quotes: name=\"{{value}}\""
        case .beforeAttributeValue, .attributeValue(quote: nil, _):
            return "\(attribute.text)={{\(name.written)}} is not quoted, so a value with a space could add attributes; "
                + "write \(attribute.text)=\"…\""
        case .attributeValue(_, let url?):
            return url.valueProblem(name).map { "\(attribute.text)=\"…{{\(name.written)}}\": " + $0 }
        case .attributeValue(_, nil):
            return nil
        }
    }

    /// The context after a value allowed here is written (escaped, it changes nothing but a URL's start).
    mutating func writeValue(_ name: TemplateName) {
        if case .attributeValue(let quote, let url?) = state { state = .attributeValue(quote: quote, url: url.afterValue(name)) }
    }

    /// Where this context stands, in words, for messages.
    var described: String {
        switch state {
        case .text: "between elements"
        case .rawText: "inside <\(element.text)>"
        case .tagOpen, .endTagOpen, .tagName: "in an element's name"
        case .beforeAttributeName, .merged(needsSeparator: false, _): "between the attributes of <\(element.text)>"
        case .merged(needsSeparator: true, _): "right after an attribute's name in <\(element.text)>"
        case .afterAttributeName: "after the attribute \(attribute.text), where = would give it a value"
        case .attributeName: "in the name of the attribute \(attribute.text)"
        case .beforeAttributeValue: "after \(attribute.text)=, before its value"
        case .attributeValue(nil, _): "in the unquoted value of \(attribute.text)"
        case .attributeValue(_, nil): "inside the value of \(attribute.text)"
        case .attributeValue(_, .start?): "at the start of the URL of \(attribute.text)"
        case .attributeValue(_, .open(let written)?): "at the start of the URL of \(attribute.text), after ‘\(String(decoding: written, as: UTF8.self))’"
        case .attributeValue(_, .wholeImage?): "after {{image.url}} in \(attribute.text)"
        case .attributeValue(_, _?): "inside the URL of \(attribute.text), its scheme settled"
        case .markupDeclaration, .bogusComment: "inside <!…>"
        case .comment: "inside an HTML comment"
        }
    }
}

/// An element's or attribute's name as the tokenizer reads it (ASCII lower-cased), kept to its
/// first bytes and its length, so that contexts compare in constant time.
struct TemplateMarkupName: Sendable, Equatable {
    /// The bytes kept.
    static let kept = 32
    /// The name's first bytes, lower-cased, and its whole length.
    private(set) var prefix: [UInt8] = []
    private(set) var length = 0

    /// The name of one byte.
    init(_ byte: UInt8? = nil) {
        if let byte { append(byte) }
    }

    /// Adds a byte of the name.
    mutating func append(_ byte: UInt8) {
        if prefix.count < Self.kept { prefix.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
        length += 1
    }

    /// The name, as far as it is kept.
    var text: String { String(decoding: prefix, as: UTF8.self) + (length > prefix.count ? "…" : "") }
}
