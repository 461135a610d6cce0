/// A piece of a paragraph, heading or table cell once its inlines are read.
indirect enum MarkdownInline: Equatable {
    /// Text, references and escapes decoded.
    case text(String)
    /// A code span's text.
    case code(String)
    /// Raw HTML as written (a tag, a comment): the sanitizer reads it with the rest of the page.
    case html(String)
    /// A line break within a paragraph, written as one.
    case softBreak
    /// A hard line break (two spaces or a backslash at the end of a line).
    case hardBreak
    /// `*text*` or `_text_`.
    case emphasis([MarkdownInline])
    /// `**text**` or `__text__`.
    case strong([MarkdownInline])
    /// A link: its destination and title, decoded; the line it starts on; its text.
    case link(destination: String, title: String?, line: Int, children: [MarkdownInline])
    /// An image: its source, its title, and the inlines whose text is its alt text.
    case image(source: String, title: String?, children: [MarkdownInline])

    /// The text of `inlines` without markup (an image's alt text, a heading's title, a slug's source).
    static func plainText(_ inlines: [MarkdownInline]) -> String {
        var text = ""
        for inline in inlines { inline.appendPlainText(to: &text) }
        return text
    }

    /// Appends this inline's text without markup to `text`.
    private func appendPlainText(to text: inout String) {
        switch self {
        case .text(let value), .code(let value): text += value
        case .html: break
        case .softBreak, .hardBreak: text += " "
        case .emphasis(let children), .strong(let children), .link(_, _, _, let children), .image(_, _, let children):
            for child in children { child.appendPlainText(to: &text) }
        }
    }
}
