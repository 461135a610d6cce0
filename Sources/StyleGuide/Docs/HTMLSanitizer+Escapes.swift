extension HTMLSanitizer {
    /// The five escapes the renderer writes, and what each stands for.
    private static let escapes: [(name: [UInt8], character: UInt8)] = [
        (Array("lt".utf8), UInt8(ascii: "<")), (Array("gt".utf8), UInt8(ascii: ">")), (Array("quot".utf8), UInt8(ascii: "\"")),
        (Array("#39".utf8), UInt8(ascii: "'")), (Array("amp".utf8), UInt8(ascii: "&")),
    ]

    /// `&lt;`, `&gt;`, `&quot;`, `&#39;` and `&amp;` in `text` (valid UTF-8) decoded, in one pass over its bytes.
    ///
    /// Byte for byte what decoding them Character by Character gives (the definition, kept in the
    /// tests): an escape is decoded only when its `&` and its `;` are Characters of their own (no
    /// prepended mark before the `&`, no combining mark on the `;`), and U+037E, which Swift's
    /// Characters hold equal to `;` (its canonical equivalent), closes an escape as `;` does.
    static func decodingEscapes(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(UInt8(ascii: "&")) else { return text }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "&"), let (character, length) = escape(in: text, at: index),
               decoded.isEmpty || decoded.last! < 0x80 || !UTF8Scalar.decode(decoded, before: decoded.count).joins("&") {
                decoded.append(character)
                index += length
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        return decoded
    }

    /// The character the escape at `index` (an `&`) stands for and its length in bytes, or nil
    /// when none starts there or its closing semicolon joins the scalar after it.
    private static func escape(in text: [UInt8], at index: Int) -> (character: UInt8, length: Int)? {
        let nameStart = index + 1
        guard let (name, character) = escapes.first(where: { text[nameStart...].starts(with: $0.name) }) else { return nil }
        let close = nameStart + name.count
        let semicolon: Unicode.Scalar
        let closeLength: Int
        if close < text.count, text[close] == UInt8(ascii: ";") {
            (semicolon, closeLength) = (";", 1)
        } else if close + 1 < text.count, text[close] == 0xCD, text[close + 1] == 0xBE {
            (semicolon, closeLength) = ("\u{37E}", 2)
        } else {
            return nil
        }
        let end = close + closeLength
        if end < text.count, text[end] >= 0x80, semicolon.joins(UTF8Scalar.decode(text, at: end).scalar) { return nil }
        return (character, end - index)
    }
}
