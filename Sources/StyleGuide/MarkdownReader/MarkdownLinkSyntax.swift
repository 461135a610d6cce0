/// The parts of a link CommonMark reads the same way inline and in a `[label]: destination "title"`
/// definition: destination, title and label. Each reads forward from an index and gives the index after it.
enum MarkdownLinkSyntax {
    /// The longest a link label may be, in bytes (CommonMark's 999 characters).
    static let maximumLabelBytes = 999
    /// How deeply parentheses may nest in a destination written without `<…>` (as cmark).
    static let maximumParenthesisDepth = 32

    /// A destination at `start`: `<…>` (no line break, no unescaped `<`), or text without spaces or
    /// control characters whose parentheses balance. Its value is decoded.
    static func destination(in bytes: ArraySlice<UInt8>, at start: Int) -> (value: String, end: Int)? {
        var index = start
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "<") {
            index += 1
            while index < bytes.endIndex {
                switch bytes[index] {
                case UInt8(ascii: ">"): return (MarkdownEscapes.decoded(bytes[(start + 1)..<index]), index + 1)
                case UInt8(ascii: "\n"), UInt8(ascii: "<"): return nil
                case UInt8(ascii: "\\") where index + 1 < bytes.endIndex && MarkdownEscapes.isEscapable(bytes[index + 1]): index += 2
                default: index += 1
                }
            }
            return nil
        }
        var depth = 0
        loop: while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\") where index + 1 < bytes.endIndex && MarkdownEscapes.isEscapable(bytes[index + 1]): index += 2; continue
            case UInt8(ascii: "("):
                depth += 1
                if depth > maximumParenthesisDepth { return nil }
            case UInt8(ascii: ")"):
                if depth == 0 { break loop }
                depth -= 1
            case 0...0x20, 0x7F: break loop
            default: break
            }
            index += 1
        }
        guard index > start, depth == 0 else { return nil }
        return (MarkdownEscapes.decoded(bytes[start..<index]), index)
    }

    /// A title at `start`: `"…"`, `'…'` or `(…)`, with no blank line inside. Its value is decoded.
    static func title(in bytes: ArraySlice<UInt8>, at start: Int) -> (value: String, end: Int)? {
        guard start < bytes.endIndex else { return nil }
        let open = bytes[start]
        let close: UInt8
        switch open {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): close = open
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        default: return nil
        }
        var index = start + 1
        var lineStart = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == close { return (MarkdownEscapes.decoded(bytes[(start + 1)..<index]), index + 1) }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, MarkdownEscapes.isEscapable(bytes[index + 1]) { index += 2; lineStart = false; continue }
            if open == UInt8(ascii: "("), byte == UInt8(ascii: "(") { return nil }
            if byte == UInt8(ascii: "\n") {
                if lineStart { return nil }
                lineStart = true
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                lineStart = false
            }
            index += 1
        }
        return nil
    }

    /// A label at `start`: `[…]` with no unescaped bracket inside, at most ``maximumLabelBytes``, not
    /// all whitespace. Gives the range of its text.
    static func label(in bytes: ArraySlice<UInt8>, at start: Int) -> (text: Range<Int>, end: Int)? {
        guard start < bytes.endIndex, bytes[start] == UInt8(ascii: "[") else { return nil }
        var index = start + 1
        var blank = true
        while index < bytes.endIndex, index - start <= maximumLabelBytes + 1 {
            switch bytes[index] {
            case UInt8(ascii: "]"): return blank ? nil : ((start + 1)..<index, index + 1)
            case UInt8(ascii: "["): return nil
            case UInt8(ascii: "\\"):
                blank = false
                index += index + 1 < bytes.endIndex && MarkdownEscapes.isEscapable(bytes[index + 1]) ? 2 : 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): break
            default: blank = false
            }
            index += 1
        }
        return nil
    }

    /// A label as labels are matched: case folded, whitespace runs one space, trimmed.
    static func normalized(_ label: ArraySlice<UInt8>) -> String {
        String(decoding: label, as: UTF8.self).lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// The index after the spaces and tabs, and at most one line break, at `index`.
    static func skipSpace(in bytes: ArraySlice<UInt8>, from index: Int) -> Int {
        var index = index
        var lineBreaks = 0
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                lineBreaks += 1
                if lineBreaks > 1 { break }
            } else if bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") {
                break
            }
            index += 1
        }
        return index
    }
}
