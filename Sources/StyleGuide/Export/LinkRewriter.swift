import DesignSystem

/// The URLs in rendered HTML (`href`, `src` and `action` attributes, double-quoted as the
/// guide's renderer writes them), in CSS (`url(…)`) and in markdown (inline links' `](…)`, as the
/// twins and `/llms.txt` write them), found and replaced in one pass.
///
/// Text content cannot be mistaken for an attribute: the renderer escapes `"` in text.
enum LinkRewriter {
    /// What holds the URLs.
    enum Language: Sendable {
        case html, css, markdown
    }

    /// Every URL in `text`, decoded, in order.
    static func links(in text: String, _ language: Language) -> [String] { links(in: Array(text.utf8), language) }

    /// Every URL in the UTF-8 `bytes`, decoded, in order.
    static func links(in bytes: [UInt8], _ language: Language) -> [String] {
        var found: [String] = []
        _ = rewrite(bytes, language) { found.append($0); return nil }
        return found
    }

    /// `text` with each URL replaced by `replace(url)`; a nil answer keeps the URL as it is.
    static func rewrite(_ text: String, _ language: Language, _ replace: (String) -> String?) -> String {
        if language == .markdown { return MarkdownLinks.rewrite(text) { replace($0).map(MarkdownText.destination) } }
        return String(decoding: rewrite(Array(text.utf8), language, replace), as: UTF8.self)
    }

    /// The UTF-8 `bytes` with each URL replaced by `replace(url)`; a nil answer keeps the URL as
    /// it is.
    static func rewrite(_ bytes: [UInt8], _ language: Language, _ replace: (String) -> String?) -> [UInt8] {
        if language == .markdown { return MarkdownLinks.rewrite(bytes) { replace($0).map(MarkdownText.destination) } }
        var output: [UInt8] = []
        var copied = 0
        bytes.withUnsafeBufferPointer { buffer in
            // Only the byte that opens a value is looked for (`"` after `=` in HTML, `(` in CSS);
            // what comes before it is checked only then.
            let opener = language == .html ? UInt8(ascii: "\"") : UInt8(ascii: "(")
            var index = 0
            while index < buffer.count {
                guard buffer[index] == opener,
                      let (start, end, quote) = language == .html ? attribute(in: buffer, opening: index) : cssURL(in: buffer, opening: index) else {
                    index += 1
                    continue
                }
                let raw = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if let replacement = replace(language == .html ? unescape(raw) : String(decoding: raw, as: UTF8.self)) {
                    if output.isEmpty { output.reserveCapacity(buffer.count + buffer.count / 4) }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[copied..<start]))
                    output.append(contentsOf: (language == .html ? HTMLEscaping.escape(replacement) : cssText(replacement, quote: quote)).utf8)
                    copied = end
                }
                index = end + 1
            }
        }
        if copied == 0 { return bytes }
        output.append(contentsOf: bytes[copied...])
        return output
    }

    private static let names: [[UInt8]] = [" href=", " src=", " action="].map { Array($0.utf8) }

    /// The value's range when the `"` at `quote` opens an attribute with a URL.
    private static func attribute(in bytes: UnsafeBufferPointer<UInt8>, opening quote: Int) -> (Int, Int, UInt8?)? {
        guard quote > 5, bytes[quote - 1] == UInt8(ascii: "=") else { return nil }
        for name in names where quote >= name.count {
            var matches = true
            for offset in 0..<name.count where bytes[quote - name.count + offset] != name[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            var end = quote + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            return end < bytes.count ? (quote + 1, end, nil) : nil
        }
        return nil
    }

    /// The URL's range when the `(` at `parenthesis` follows `url`, and its quote if it has one.
    private static func cssURL(in bytes: UnsafeBufferPointer<UInt8>, opening parenthesis: Int) -> (Int, Int, UInt8?)? {
        guard parenthesis >= 3, parenthesis + 1 < bytes.count, bytes[parenthesis - 3] == UInt8(ascii: "u"),
              bytes[parenthesis - 2] == UInt8(ascii: "r"), bytes[parenthesis - 1] == UInt8(ascii: "l") else { return nil }
        var start = parenthesis + 1
        let quote: UInt8? = bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") ? bytes[start] : nil
        if quote != nil { start += 1 }
        let closing = quote ?? UInt8(ascii: ")")
        var end = start
        while end < bytes.count, bytes[end] != closing { end += 1 }
        return end < bytes.count ? (start, end, quote) : nil
    }

    /// An attribute value's text with the renderer's five references decoded.
    static func unescape(_ text: String) -> String {
        var text = text
        return text.withUTF8 { unescape($0) }
    }

    /// An attribute value's UTF-8 bytes as text, with the renderer's five references decoded.
    /// One pass over the bytes (an export decodes every link of every page).
    static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        next: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&") {
                for (name, character) in references where bytes[index...].starts(with: name) {
                    output.append(character)
                    index += name.count
                    continue next
                }
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The five references the renderer writes in attribute values, and what each stands for.
    private static let references: [(name: [UInt8], character: UInt8)] = [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ].map { (Array($0.0.utf8), UInt8(ascii: $0.1)) }

    /// A URL inside `url(…)`: its quote and backslash escaped; unquoted, the characters that would end it too.
    private static func cssText(_ url: String, quote: UInt8?) -> String {
        var result = ""
        for character in url.unicodeScalars {
            let needsEscape = character == "\\" || (quote.map { character.value == UInt32($0) } ?? ["(", ")", "\"", "'", " "].contains(character))
            if needsEscape { result += "\\" }
            result.unicodeScalars.append(character)
        }
        return result
    }
}
