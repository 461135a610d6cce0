/// Raw HTML void elements (`<hr>`, `<br>`, `<img …>`, `<wbr>`, …) written self-closing before
/// Ink reads the markdown, so that each stays one element and the page after it stays markdown.
///
/// Ink 0.6 reads raw HTML as an element from its start tag to the matching end tag, and takes a
/// start tag as self-closing only when it ends in `/>`. A void element never has an end tag, so
/// Ink took everything after `<hr>` up to the end of the document as that element's content
/// and passed it through unrendered: the rest of the page showed as literal markdown. Ink is not
/// changed; the tags it is given are.
enum VoidElements {
    /// The elements without an end tag (HTML Living Standard, "void elements").
    static let names: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                                     "source", "track", "wbr"]

    /// `markdown` with every void element's start tag outside code written self-closing
    /// (`<hr>` → `<hr />`). Fenced code blocks and inline code spans are left as written, and so
    /// is a tag with a `>` inside a quoted attribute value: Ink ends a tag at its first `>`, and
    /// writing that `>` otherwise would change what the sanitizer sees (write `&gt;` there).
    static func selfClosed(_ markdown: String) -> String {
        let bytes = Array(markdown.utf8)
        guard bytes.contains(UInt8(ascii: "<")) else { return markdown }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var index = 0
        var openFence: Int?
        var atLineStart = true
        while index < bytes.count {
            if atLineStart {
                atLineStart = false
                let fence = fenceLength(bytes, lineStart: index)
                if openFence != nil || fence >= 3 {
                    if openFence == nil { openFence = fence } else if fence == openFence { openFence = nil }
                    let end = lineEnd(bytes, from: index)
                    output += bytes[index..<end]
                    index = end
                    atLineStart = true
                    continue
                }
            }
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                output.append(bytes[index])
                index += 1
                atLineStart = true
            case UInt8(ascii: "`"):
                let end = codeSpanEnd(bytes, from: index)
                output += bytes[index..<end]
                index = end
            case UInt8(ascii: "<"):
                if let (tag, end) = selfClosedTag(bytes, at: index) {
                    output += tag
                    index = end
                } else {
                    output.append(bytes[index])
                    index += 1
                }
            default:
                output.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The number of backticks a line starts with after its indentation (3 or more open or close a fenced block).
    private static func fenceLength(_ bytes: [UInt8], lineStart: Int) -> Int {
        var index = lineStart
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        var count = 0
        while index + count < bytes.count, bytes[index + count] == UInt8(ascii: "`") { count += 1 }
        return count
    }

    /// The index just after the line break ending the line at `start`, or the end of the text.
    private static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
    }

    /// The index after an inline code span opened at `start` (it closes at the next backtick on
    /// the same line, as Ink reads it), or after the lone backtick when none closes it.
    private static func codeSpanEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "`") { return index + 1 }
            index += 1
        }
        return start + 1
    }

    /// The start tag of a void element at `start` written self-closing (or as written, when a
    /// quoted value holds a `>`), and the index after it; nil when none begins there.
    private static func selfClosedTag(_ bytes: [UInt8], at start: Int) -> ([UInt8], Int)? {
        var index = start + 1
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = bytes[(start + 1)..<index]
        guard !name.isEmpty, names.contains(String(decoding: name, as: UTF8.self).lowercased()), index < bytes.count,
              isSpace(bytes[index]) || bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") else { return nil }
        var attributes: [UInt8] = []
        var quote: UInt8?
        var quotedGreaterThan = false
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
                if byte == UInt8(ascii: ">") { quotedGreaterThan = true }
                attributes.append(byte)
            } else if byte == UInt8(ascii: ">") {
                break
            } else if byte == UInt8(ascii: "<") {
                return nil
            } else {
                let afterEquals = attributes.last(where: { !isSpace($0) }) == UInt8(ascii: "=")
                if afterEquals, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                attributes.append(byte)
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        guard !quotedGreaterThan else { return (Array(bytes[start...index]), index + 1) }
        let closed = attributes.last(where: { !isSpace($0) }) == UInt8(ascii: "/")
        let ending: [UInt8] = closed ? [] : (attributes.last.map(isSpace) == true ? Array("/".utf8) : Array(" /".utf8))
        return ([UInt8(ascii: "<")] + name + attributes + ending + [UInt8(ascii: ">")], index + 1)
    }

    /// A letter or digit, as tag names are made of.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Space, tab or a line break.
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
