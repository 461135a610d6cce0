/// The rules for element and attribute names the renderer will write.
enum HTMLName {
    /// Elements that have no content and no end tag; their children are ignored.
    private static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img",
        "input", "link", "meta", "source", "track", "wbr",
    ]

    /// Whether `name` matches `[A-Za-z][A-Za-z0-9:_.-]*`, the only names ever emitted.
    static func isValid(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            guard isLetter(byte) || isDigit(byte) || isPunctuationAllowed(byte) else { return false }
        }
        return true
    }

    /// Whether the element called `name` is a void element, ignoring ASCII case.
    static func isVoidElement(_ name: String) -> Bool {
        if voidElements.contains(name) { return true }
        return name.utf8.contains(where: isUppercase) && voidElements.contains(name.lowercased())
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || isUppercase(byte)
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isPunctuationAllowed(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }
}
