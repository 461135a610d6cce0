/// Splits a fragment into text, tags and ignored markup, following the HTML tokenizer closely
/// enough that a fragment means here what it would mean in a browser.
///
/// Tag and attribute names are lower-cased; character references are decoded in text and
/// attribute values; comments, declarations (`<!DOCTYPE>`, `<![CDATA[…]]>`, `<?…>`) and broken
/// tags become ``HTMLToken/Kind/ignored`` (all but comments with an error). A `<` that starts
/// no tag is text. After a start tag of `script`, `style`, `textarea` and the other elements of
/// ``HTMLContentModel``, the content up to the matching end tag is one text token.
struct HTMLTokenizer {
    /// The cursor over the input.
    var scanner: HTMLScanner
    /// The problems of the token being read.
    var problems: [HTMLProblem] = []
    /// The element whose content is read next as raw text, after its start tag.
    var pendingContent: (name: String, model: HTMLContentModel)?

    /// A tokenizer at the start of `text`.
    init(_ text: String) {
        scanner = HTMLScanner(text)
    }

    /// The next token, or `nil` at the end of the input.
    mutating func next() -> HTMLToken? {
        problems = []
        if let pending = pendingContent {
            pendingContent = nil
            if let content = readContent(of: pending.name, as: pending.model) { return content }
        }
        guard !scanner.isAtEnd else { return nil }
        let line = scanner.line, column = scanner.column
        let kind = startsMarkup ? readMarkup() : readText()
        return HTMLToken(kind: kind, line: line, column: column, problems: problems)
    }

    /// Whether the `<` at the cursor starts a tag, a comment or a declaration rather than text.
    private var startsMarkup: Bool {
        guard scanner.peek() == "<", let next = scanner.peek(1) else { return false }
        if next.isASCIILetter || next == "!" || next == "?" { return true }
        return next == "/" && scanner.peek(2) != nil
    }

    /// Text up to the next `<` that starts markup, character references decoded.
    ///
    /// Gathered as UTF-8 bytes, made a string once: appending scalar by scalar to a string's
    /// scalars was a tenth of rendering a docs page at load.
    private mutating func readText() -> HTMLToken.Kind {
        var text: [UInt8] = []
        repeat {
            if scanner.peek() == "&", let decoded = HTMLCharacterReference.read(from: &scanner, problems: &problems) {
                text.append(contentsOf: decoded.utf8)
            } else if let scalar = scanner.next() {
                if scalar.isASCII { text.append(UInt8(scalar.value)) } else { text.append(contentsOf: scalar.utf8) }
            }
        } while !scanner.isAtEnd && !startsMarkup
        return .text(String(decoding: text, as: UTF8.self))
    }

    /// The tag, comment or declaration at the cursor's `<`.
    private mutating func readMarkup() -> HTMLToken.Kind {
        let next = scanner.peek(1)
        if next == "!" { return scanner.hasPrefix("<!--") ? readComment() : readDeclaration() }
        if next == "?" {
            return skipBogusComment("<?…> is a processing instruction, which HTML does not have; dropped")
        }
        if next == "/" { return readEndTag() }
        return readStartTag()
    }

    /// Appends the scalar at the cursor, or what the character reference there stands for
    /// (read as in an attribute value when `inAttribute`).
    mutating func appendScalarOrReference(to text: inout String.UnicodeScalarView, inAttribute: Bool = false) {
        if scanner.peek() == "&",
           let decoded = HTMLCharacterReference.read(from: &scanner, problems: &problems, inAttribute: inAttribute) {
            text.append(contentsOf: decoded.unicodeScalars)
        } else if let scalar = scanner.next() {
            text.append(scalar)
        }
    }

    /// Records a problem at `line` and `column` for the token being read.
    mutating func report(_ rule: Diagnostic.Rule, _ severity: Diagnostic.Severity = .error,
                         line: Int, column: Int, _ message: String) {
        problems.append(HTMLProblem(line: line, column: column, rule: rule, severity: severity, message: message))
    }
}
