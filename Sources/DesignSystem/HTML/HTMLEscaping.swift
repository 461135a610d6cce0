/// Escaping of text for HTML content and double-quoted attribute values.
///
/// The five characters `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`, and a carriage return
/// `&#13;` (written as it is, HTML reads it as a line feed); every other character, including
/// non-ASCII text and emoji, is left untouched. The renderer uses the same routine, so there is
/// exactly one escaping implementation.
public enum HTMLEscaping {
    /// Returns `text` with `& < > " '` and carriage returns replaced by their character references.
    public static func escape(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        append(escaping: text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text` to `output`, escaping `& < > " '` and carriage returns,
    /// and copying unchanged runs in bulk.
    static func append(escaping text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let reference: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): reference = "&quot;"
                case UInt8(ascii: "'"): reference = "&#39;"
                case UInt8(ascii: "\r"): reference = "&#13;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                reference.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
