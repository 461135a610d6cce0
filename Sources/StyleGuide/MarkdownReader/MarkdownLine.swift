/// What one line of markdown starts with, read from a position: the leaf and container starts of CommonMark.
struct MarkdownLine {
    /// The line's bytes, its leading tabs written as spaces (tab stops of 4), without its line break.
    let bytes: [UInt8]

    /// `text` (one line, no line break) with the tabs of its leading whitespace expanded to tab stops of 4.
    init(_ text: ArraySlice<UInt8>) {
        guard text.contains(UInt8(ascii: "\t")) else { bytes = Array(text); return }
        var expanded: [UInt8] = []
        expanded.reserveCapacity(text.count + 8)
        var leading = true
        for byte in text {
            if leading, byte == UInt8(ascii: "\t") {
                expanded += repeatElement(UInt8(ascii: " "), count: 4 - expanded.count % 4)
                continue
            }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: ">") { leading = false }
            expanded.append(byte)
        }
        bytes = expanded
    }

    /// The byte at `index`, or nil past the end.
    subscript(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The spaces at `position`.
    func indent(at position: Int) -> Int {
        var index = position
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index - position
    }

    /// True when nothing but spaces and tabs follows `position`.
    func isBlank(from position: Int) -> Bool {
        bytes[min(position, bytes.count)...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// An ATX heading at `start`: its level and the range of its text (closing `#`s and spaces dropped).
    func atxHeading(at start: Int) -> (level: Int, text: Range<Int>)? {
        var index = start
        while self[index] == UInt8(ascii: "#") { index += 1 }
        let level = index - start
        guard (1...6).contains(level), index == bytes.count || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") else { return nil }
        var end = bytes.count
        while end > index, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        var hashes = end
        while hashes > index, bytes[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes < end, hashes == index || bytes[hashes - 1] == UInt8(ascii: " ") || bytes[hashes - 1] == UInt8(ascii: "\t") {
            end = hashes
            while end > index, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        }
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return (level, index..<max(index, end))
    }

    /// A code fence at `start` (three or more backticks or tildes): its character, length and info string.
    func fenceOpening(at start: Int) -> (character: UInt8, length: Int, info: ArraySlice<UInt8>)? {
        guard let character = self[start], character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return nil }
        var index = start
        while self[index] == character { index += 1 }
        guard index - start >= 3 else { return nil }
        let info = bytes[index...]
        if character == UInt8(ascii: "`"), info.contains(UInt8(ascii: "`")) { return nil }
        return (character, index - start, info)
    }

    /// True when the line at `start` closes a fence of `character` at least `length` long.
    func closesFence(at start: Int, character: UInt8, length: Int) -> Bool {
        var index = start
        while self[index] == character { index += 1 }
        return index - start >= length && isBlank(from: index)
    }

    /// True for a thematic break at `start`: three or more `*`, `-` or `_`, alone but for spaces.
    func isThematicBreak(at start: Int) -> Bool {
        guard let character = self[start], character == UInt8(ascii: "*") || character == UInt8(ascii: "-") || character == UInt8(ascii: "_") else { return false }
        var count = 0
        for byte in bytes[start...] {
            if byte == character { count += 1 } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return false }
        }
        return count >= 3
    }

    /// The level of a setext underline at `start` (`===` is 1, `---` is 2), or nil.
    func setextLevel(at start: Int) -> Int? {
        guard let character = self[start], character == UInt8(ascii: "=") || character == UInt8(ascii: "-") else { return nil }
        var index = start
        while self[index] == character { index += 1 }
        guard isBlank(from: index) else { return nil }
        return character == UInt8(ascii: "=") ? 1 : 2
    }

    /// A list marker at `start`: ordered or not, the marker's character, the first number, and its width.
    func listMarker(at start: Int) -> (ordered: Bool, marker: UInt8, number: Int, width: Int)? {
        guard let first = self[start] else { return nil }
        var ordered = false, marker = first, number = 1, index = start + 1
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
            ordered = false
        } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
            index = start
            number = 0
            while let digit = self[index], (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit), index - start < 9 {
                number = number * 10 + Int(digit - UInt8(ascii: "0"))
                index += 1
            }
            guard let delimiter = self[index], delimiter == UInt8(ascii: ".") || delimiter == UInt8(ascii: ")") else { return nil }
            ordered = true
            marker = delimiter
            index += 1
        } else {
            return nil
        }
        guard index == bytes.count || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") else { return nil }
        return (ordered, marker, number, index - start)
    }
}
