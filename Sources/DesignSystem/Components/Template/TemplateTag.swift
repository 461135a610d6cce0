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

    /// The tag as a template writes it, for messages: `{{#is.hover}}`.
    var written: String {
        opening + name + (opening == "{{{" ? "}}}" : "}}")
    }
}

/// The template's text with its tags masked, so the HTML around them can be read on its own:
/// each variable becomes a mask (a private-use marker and its index among the tags), every other
/// tag the newlines it held, so lines stay where they were.
enum TemplateMask {
    /// The first scalar of the mask of a variable: a private-use character no template writes.
    static let marker: Unicode.Scalar = "\u{E000}"
    /// The scalars after the marker encode the tag's position in `tags`, from this base.
    static let indexBase: UInt32 = 0xF0000

    /// `bytes` (a template) with the tags at `spans` (byte ranges, in order, each with its index among the tags) masked.
    static func masked(_ bytes: [UInt8], tags spans: [(range: Range<Int>, index: Int, isVariable: Bool)]) -> String {
        var masked: [UInt8] = []
        masked.reserveCapacity(bytes.count)
        var copied = 0
        for span in spans {
            masked += bytes[copied..<span.range.lowerBound]
            if span.isVariable {
                masked += String(String.UnicodeScalarView([marker, Unicode.Scalar(indexBase + UInt32(span.index)) ?? marker])).utf8
            } else {
                masked += bytes[span.range].filter { $0 == UInt8(ascii: "\n") }
            }
            copied = span.range.upperBound
        }
        masked += bytes[copied...]
        return String(decoding: masked, as: UTF8.self)
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

    /// Text with each mask written as the tag it stands for.
    static func describe(_ text: String, tags: [TemplateTag]) -> String {
        var result = ""
        var afterMarker = false
        for scalar in text.unicodeScalars {
            if afterMarker, scalar.value >= indexBase, Int(scalar.value - indexBase) < tags.count {
                result += tags[Int(scalar.value - indexBase)].written
                afterMarker = false
                continue
            }
            afterMarker = scalar == marker
            if !afterMarker { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
