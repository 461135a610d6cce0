import DesignSystem

/// Backslash escapes and character references in markdown text, decoded as CommonMark says.
enum MarkdownEscapes {
    /// True for the ASCII punctuation a backslash escapes.
    static func isEscapable(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    /// The character a reference at `start` (`&amp;`, `&#35;`, `&#x23;`) stands for, and the index after its `;`; nil when none is there.
    static func reference(in bytes: ArraySlice<UInt8>, at start: Int) -> (text: String, end: Int)? {
        guard start < bytes.endIndex, bytes[start] == UInt8(ascii: "&") else { return nil }
        var index = start + 1
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < bytes.endIndex && (bytes[index] | 0x20) == UInt8(ascii: "x")
            if hex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            while index < bytes.endIndex, index - digitsStart < (hex ? 6 : 7), let digit = digitValue(bytes[index], hex: hex) {
                value = value * (hex ? 16 : 10) + digit
                index += 1
            }
            guard index > digitsStart, index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), index + 1)
        }
        let nameStart = index
        while index < bytes.endIndex, index - nameStart < 32, MarkdownHTMLBlock.isLetter(bytes[index]) || MarkdownHTMLBlock.isDigit(bytes[index]) { index += 1 }
        guard index > nameStart, index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") else { return nil }
        let written = String(decoding: bytes[start...index], as: UTF8.self)
        let decoded = HTMLFragmentParser.decodingCharacterReferences(in: written, inAttribute: false)
        guard decoded != written, !decoded.hasSuffix(";") || written == "&semi;" else { return nil }
        return (decoded, index + 1)
    }

    /// `bytes` with backslash escapes and character references decoded (a link's destination or title, a code fence's info).
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) || bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, isEscapable(bytes[index + 1]) {
                output.append(bytes[index + 1])
                index += 2
            } else if byte == UInt8(ascii: "&"), let reference = reference(in: bytes, at: index) {
                output += reference.text.utf8
                index = reference.end
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The value of a decimal or hexadecimal digit, or nil.
    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if MarkdownHTMLBlock.isDigit(byte) { return UInt32(byte - UInt8(ascii: "0")) }
        let lower = byte | 0x20
        if hex, (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(lower) { return UInt32(lower - UInt8(ascii: "a") + 10) }
        return nil
    }
}
