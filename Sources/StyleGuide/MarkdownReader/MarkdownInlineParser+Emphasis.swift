extension MarkdownInlineParser {
    /// A run of `*` or `_` on the delimiter stack, a doubly linked list over ``delimiters``.
    struct Delimiter {
        /// The piece holding the run.
        let piece: Int
        /// `*` or `_`.
        let character: UInt8
        /// The run's length as written.
        let length: Int
        /// What is left of it.
        var count: Int
        /// Whether it may open or close emphasis (CommonMark's flanking rules).
        let canOpen: Bool, canClose: Bool
        /// The neighbours on the stack, or -1.
        var previous: Int, next: Int
    }

    /// Reads the run of `*` or `_` at `index` as a piece and a delimiter.
    mutating func readDelimiterRun(at index: Int) -> Int {
        let character = bytes[index]
        var end = index
        while end < bytes.count, bytes[end] == character { end += 1 }
        let before = Self.scalar(before: index, in: bytes), after = Self.scalar(at: end, in: bytes)
        let beforeSpace = before.map(Self.isWhitespace) ?? true, afterSpace = after.map(Self.isWhitespace) ?? true
        let beforePunctuation = before.map(Self.isPunctuation) ?? false, afterPunctuation = after.map(Self.isPunctuation) ?? false
        let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        let canOpen = character == UInt8(ascii: "*") ? leftFlanking : leftFlanking && (!rightFlanking || beforePunctuation)
        let canClose = character == UInt8(ascii: "*") ? rightFlanking : rightFlanking && (!leftFlanking || afterPunctuation)
        pieces.append(Piece(kind: .delimiter(character, end - index)))
        if canOpen || canClose {
            delimiters.append(Delimiter(piece: pieces.count - 1, character: character, length: end - index, count: end - index,
                                        canOpen: canOpen, canClose: canClose, previous: lastDelimiter, next: -1))
            if lastDelimiter >= 0 { delimiters[lastDelimiter].next = delimiters.count - 1 }
            lastDelimiter = delimiters.count - 1
        }
        return end
    }

    /// Matches the delimiters above `bottom` (an index of ``delimiters``, -1 for all) into emphasis, then
    /// takes them off the stack. Linear: each closer looks for an opener no lower than where the last
    /// search of its kind stopped.
    mutating func processEmphasis(above bottom: Int) {
        var openersBottom = [Int](repeating: bottom, count: 12)
        var closer = bottom >= 0 ? delimiters[bottom].next : firstDelimiter()
        while closer >= 0 {
            let current = delimiters[closer]
            guard current.canClose else { closer = current.next; continue }
            let key = (current.character == UInt8(ascii: "*") ? 0 : 6) + (current.canOpen ? 3 : 0) + current.length % 3
            var opener = current.previous
            while opener > openersBottom[key], opener > bottom {
                let candidate = delimiters[opener]
                if candidate.character == current.character, candidate.canOpen {
                    let odd = (candidate.canClose || current.canOpen) && (candidate.length + current.length) % 3 == 0
                        && !(candidate.length % 3 == 0 && current.length % 3 == 0)
                    if !odd { break }
                }
                opener = candidate.previous
            }
            guard opener > openersBottom[key], opener > bottom else {
                openersBottom[key] = current.previous
                let next = current.next
                if !current.canOpen { unlink(closer) }
                closer = next
                continue
            }
            let used = delimiters[opener].count >= 2 && current.count >= 2 ? 2 : 1
            delimiters[opener].count -= used
            delimiters[closer].count -= used
            pieces[delimiters[opener].piece].opens.insert(used == 2 ? .strong : .emphasis, at: 0)
            pieces[current.piece].closes += 1
            var between = delimiters[opener].next
            while between >= 0, between != closer { let next = delimiters[between].next; unlink(between); between = next }
            if delimiters[opener].count == 0 { unlink(opener) }
            if delimiters[closer].count == 0 {
                let next = delimiters[closer].next
                unlink(closer)
                closer = next
            }
        }
        while lastDelimiter > bottom { unlink(lastDelimiter) }
    }

    /// The lowest delimiter on the stack, or -1.
    private func firstDelimiter() -> Int {
        var index = lastDelimiter
        while index >= 0, delimiters[index].previous >= 0 { index = delimiters[index].previous }
        return index
    }

    /// Takes a delimiter off the stack (its piece keeps the count left).
    private mutating func unlink(_ index: Int) {
        let entry = delimiters[index]
        pieces[entry.piece].kind = .delimiter(entry.character, entry.count)
        if entry.previous >= 0 { delimiters[entry.previous].next = entry.next }
        if entry.next >= 0 { delimiters[entry.next].previous = entry.previous }
        if lastDelimiter == index { lastDelimiter = entry.previous }
    }

    /// The Unicode scalar ending just before `index` of UTF-8 `bytes`, or nil at the start.
    static func scalar(before index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index > 0 else { return nil }
        var start = index - 1
        while start > 0, index - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.last
    }

    /// The Unicode scalar starting at `index` of UTF-8 `bytes`, or nil at the end.
    static func scalar(at index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard index < bytes.count else { return nil }
        return String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self).unicodeScalars.first
    }

    /// Unicode whitespace, as flanking rules read it.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Unicode punctuation or symbol, as flanking rules read it.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return MarkdownEscapes.isEscapable(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
             .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: return true
        default: return false
        }
    }
}
