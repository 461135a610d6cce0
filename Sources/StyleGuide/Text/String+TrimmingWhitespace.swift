import DesignSystem

extension String {
    /// The string without the whitespace Characters at its start and end.
    ///
    /// When the first and last bytes that are not ASCII whitespace are ASCII (nearly every line of
    /// front matter and every setting), the cut is made at them, without breaking the string into
    /// Characters: an ASCII scalar never joins a whitespace Character, nor one joins it. Otherwise
    /// the Characters are read, as the definition says.
    func trimmingWhitespace() -> String {
        let utf8 = self.utf8
        let isWhitespaceByte = { (byte: UInt8) in byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }
        guard let first = utf8.firstIndex(where: { !isWhitespaceByte($0) }) else { return "" }
        let last = utf8.lastIndex(where: { !isWhitespaceByte($0) })!
        guard utf8[first] < 0x80, utf8[last] < 0x80 else { return trimmingWhitespaceCharacters() }
        let end = utf8.index(after: last)
        if first == utf8.startIndex, end == utf8.endIndex { return self }
        return String(self[first..<end])
    }
}
