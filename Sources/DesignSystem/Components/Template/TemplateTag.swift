/// One Mustache tag of a template as written: its kind, the name it reads and where it is.
struct TemplateTag: Sendable, Hashable {
    /// What a tag does, by its sigil.
    enum Kind: Sendable, Hashable {
        /// `{{name}}`: the value, escaped.
        case variable
        /// `{{{name}}}` or `{{& name}}`: the value, not escaped.
        case unescaped
        /// `{{#name}}`: a section.
        case section
        /// `{{^name}}`: an inverted section.
        case inverted
        /// `{{/name}}`: a section's end.
        case close
        /// `{{! … }}`: a comment.
        case comment
        /// `{{> name}}`, `{{< name}}`, `{{$ name}}`: partials and blocks.
        case partial
        /// `{{= … =}}`: a change of delimiters.
        case delimiters
        /// `{{% … }}`: a pragma (one changes the content type, turning escaping off).
        case pragma
    }

    /// What it does.
    let kind: Kind
    /// The name it reads (trimmed), or the raw text of a comment, partial, pragma or delimiter change.
    let name: String
    /// The sigil as written, such as `{{{` or `{{&`, for messages.
    let opening: String
    /// The 1-based line and column of its `{{`.
    let line: Int
    let column: Int
}

/// Finds the Mustache tags of a template (with the default `{{ }}` delimiters, the only ones a
/// template may use) and masks them, so the HTML around them can be read on its own.
enum TemplateTagScanner {
    /// The first scalar of the mask of a variable: a private-use character no template writes.
    static let marker: Unicode.Scalar = "\u{E000}"
    /// The scalars after the marker encode the tag's position in `tags`, from this base.
    static let indexBase: UInt32 = 0xF0000

    /// The tags of `text`, and `text` with each variable replaced by its mask (the marker and
    /// its index) and every other tag by the newlines it held, so lines stay where they were.
    static func scan(_ text: String) -> (tags: [TemplateTag], masked: String) {
        var tags: [TemplateTag] = []
        var masked = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0, line = 1, column = 1
        while index < scalars.count {
            if scalars[index] == "{", index + 1 < scalars.count, scalars[index + 1] == "{",
               let (tag, end) = tag(in: scalars, at: index, line: line, column: column) {
                let newlines = scalars[index..<end].filter { $0 == "\n" }.count
                if tag.kind == .variable || tag.kind == .unescaped {
                    masked.append(marker)
                    masked.append(Unicode.Scalar(indexBase + UInt32(tags.count))!)
                }
                masked.append(contentsOf: String(repeating: "\n", count: newlines).unicodeScalars)
                tags.append(tag)
                for scalar in scalars[index..<end] { advance(scalar, &line, &column) }
                index = end
                continue
            }
            masked.append(scalars[index])
            advance(scalars[index], &line, &column)
            index += 1
        }
        return (tags, String(masked))
    }

    /// The indexes in `tags` of the variables masked in `text` (a tag name, an attribute's value), in order.
    static func variables(in text: String) -> [Int] {
        var found: [Int] = []
        var afterMarker = false
        for scalar in text.unicodeScalars {
            if afterMarker, scalar.value >= indexBase { found.append(Int(scalar.value - indexBase)) }
            afterMarker = scalar == marker
        }
        return found
    }

    /// True when `text` holds a masked variable.
    static func holdsVariable(_ text: String) -> Bool { text.unicodeScalars.contains(marker) }

    private static func advance(_ scalar: Unicode.Scalar, _ line: inout Int, _ column: inout Int) {
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }

    /// The tag starting at `start` (a `{{`) and the index after it; nil when it is never closed.
    private static func tag(in scalars: [Unicode.Scalar], at start: Int, line: Int, column: Int) -> (TemplateTag, Int)? {
        let triple = start + 2 < scalars.count && scalars[start + 2] == "{"
        let closing: [Unicode.Scalar] = triple ? ["}", "}", "}"] : ["}", "}"]
        let bodyStart = start + (triple ? 3 : 2)
        var end = bodyStart
        while end + closing.count <= scalars.count, Array(scalars[end..<end + closing.count]) != closing { end += 1 }
        guard end + closing.count <= scalars.count else { return nil }
        var body = String(String.UnicodeScalarView(scalars[bodyStart..<end]))
        let after = end + closing.count
        if triple {
            return (TemplateTag(kind: .unescaped, name: trimmed(body), opening: "{{{", line: line, column: column), after)
        }
        let sigil = body.unicodeScalars.first.map(Character.init)
        let kind: TemplateTag.Kind
        switch sigil {
        case "&": kind = .unescaped
        case "#": kind = .section
        case "^": kind = .inverted
        case "/": kind = .close
        case "!": kind = .comment
        case ">", "<", "$": kind = .partial
        case "=": kind = .delimiters
        case "%": kind = .pragma
        default: kind = .variable
        }
        let opening = kind == .variable ? "{{" : "{{" + String(sigil!)
        if kind != .variable { body.removeFirst() }
        return (TemplateTag(kind: kind, name: trimmed(body), opening: opening, line: line, column: column), after)
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
