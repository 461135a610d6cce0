/// Text with its runs of whitespace made one space and none left at either end, on UTF-8
/// bytes: what `String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
/// .joined(separator: " ")` gives, byte for byte, without breaking the text into Characters.
///
/// A Character is whitespace when its first scalar is (`" \u{301}"`, a space with a combining
/// mark on it, is whitespace, and the mark goes with it; `"\u{600} "`, a space after a prepended
/// mark, is not). So a whitespace scalar starts a separator unless it joins the scalar before it,
/// and a separator that is not a control or line break takes the extending scalars after it
/// (see ``Unicode/Scalar/joins(_:)``). Between ASCII scalars neither happens, so ASCII bytes are
/// copied or dropped as they come, and the standard library is asked only about the others.
enum WhitespaceRuns {
    /// `bytes` (valid UTF-8) with each run of whitespace Characters made one space, and those at either end removed.
    static func collapsed(_ bytes: [UInt8]) -> [UInt8] {
        var words: [UInt8] = []
        words.reserveCapacity(bytes.count)
        var spaceOwed = false
        var separatorTakesMarks = false
        var previousIsASCII = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                let isWhitespace = byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
                // An ASCII scalar extends nothing; only a prepended mark (not ASCII) holds a space to it.
                if isWhitespace, previousIsASCII || !UTF8Scalar.decode(bytes, before: index).joins(Unicode.Scalar(byte)) {
                    spaceOwed = !words.isEmpty
                    separatorTakesMarks = byte == UInt8(ascii: " ")
                } else {
                    separatorTakesMarks = false
                    if spaceOwed { words.append(UInt8(ascii: " ")) }
                    spaceOwed = false
                    words.append(byte)
                }
                previousIsASCII = true
                index += 1
                continue
            }
            let (scalar, length) = UTF8Scalar.decode(bytes, at: index)
            let scalarBytes = bytes[index..<(index + length)]
            defer {
                previousIsASCII = false
                index += length
            }
            if separatorTakesMarks, scalar.extendsPrevious { continue }
            separatorTakesMarks = false
            if scalar.properties.isWhitespace, previousIsASCII || !UTF8Scalar.decode(bytes, before: index).joins(scalar) {
                spaceOwed = !words.isEmpty
                separatorTakesMarks = scalar.takesExtendingScalars
                continue
            }
            if spaceOwed { words.append(UInt8(ascii: " ")) }
            spaceOwed = false
            words.append(contentsOf: scalarBytes)
        }
        return words
    }
}
