/// One piece of a fragment as ``HTMLTokenizer`` reads it, with the problems found in it.
struct HTMLToken {
    /// What the piece is.
    enum Kind: Equatable {
        /// Text, character references decoded (raw text is kept as written).
        case text(String)
        /// A start tag; `selfClosing` when it ended with `/>`.
        case startTag(HTMLStartTag, selfClosing: Bool)
        /// An end tag with its lower-cased name.
        case endTag(String)
        /// A comment, a markup declaration or a broken tag: dropped.
        case ignored
    }

    /// What the piece is.
    var kind: Kind
    /// The 1-based line where it starts.
    var line: Int
    /// The 1-based column where it starts.
    var column: Int
    /// The problems found while reading it.
    var problems: [HTMLProblem]
}

/// How the content of an element is tokenized when it is not ordinary markup.
enum HTMLContentModel: Equatable {
    /// Text up to the element's end tag, nothing decoded (`style`, `iframe`, `xmp`, …).
    case rawText
    /// Text up to the element's end tag, character references decoded (`textarea`, `title`).
    case escapableRawText
    /// `script`: raw text whose end tag does not count inside `<!-- <script> … </script> -->`.
    case scriptData
    /// `plaintext`: everything to the end of the input.
    case plaintext

    /// The content model of the element called `name`, or `nil` for ordinary markup.
    init?(element name: String) {
        switch name {
        case "script": self = .scriptData
        case "style", "xmp", "iframe", "noembed", "noframes", "noscript": self = .rawText
        case "textarea", "title": self = .escapableRawText
        case "plaintext": self = .plaintext
        default: return nil
        }
    }
}
