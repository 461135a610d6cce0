/// Recognises raw HTML in markdown text (CommonMark's open and closing tags, comments, processing
/// instructions, declarations and CDATA) in time linear in the text, however many `<` it is asked about.
///
/// What one scan learns is kept for the next: where a quoted value closes, where an open tag's
/// attributes from a given point end (or fail), and the point past which no `-->`, `?>`, `]]>` or
/// `>` is left. A tag longer than ``maximumTagBytes`` is text.
struct MarkdownHTMLScanner {
    /// The longest a tag may be, in bytes (a data: image in `src` included).
    static let maximumTagBytes = 65_536

    /// The text.
    private let bytes: [UInt8]
    /// Where the attributes read from an index end (the index after `>`), or -1 when they do not make a tag.
    private var attributesEnd: [Int: Int] = [:]
    /// The index of the quote closing the quoted value opened at an index, or -1.
    private var quoteEnd: [Int: Int] = [:]
    /// For each terminator searched for, the last search: where it started and where the terminator was (nil: nowhere).
    private var lastSearch: [[UInt8]: (from: Int, found: Int?)] = [:]

    /// A scanner of `bytes`.
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The index after the raw HTML starting with the `<` at `start`, or nil when none does.
    mutating func tag(at start: Int) -> Int? {
        guard byte(start) == UInt8(ascii: "<"), let next = byte(start + 1) else { return nil }
        let end: Int?
        if MarkdownHTMLBlock.isLetter(next) {
            end = openTag(at: start)
        } else if next == UInt8(ascii: "/") {
            end = closingTag(at: start)
        } else if next == UInt8(ascii: "!") {
            if hasPrefix("<!-->", at: start) { return start + 5 }
            if hasPrefix("<!--->", at: start) { return start + 6 }
            if hasPrefix("<!--", at: start) { end = search("-->", from: start + 4) }
            else if hasPrefix("<![CDATA[", at: start) { end = search("]]>", from: start + 9) }
            else if let letter = byte(start + 2), MarkdownHTMLBlock.isLetter(letter) { end = search(">", from: start + 2) }
            else { end = nil }
        } else if next == UInt8(ascii: "?") {
            end = search("?>", from: start + 2)
        } else {
            end = nil
        }
        guard let end, end - start <= Self.maximumTagBytes else { return nil }
        return end
    }

    /// The byte at `index`, or nil past the end.
    private func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// True when `text` is at `index`.
    private func hasPrefix(_ text: String, at index: Int) -> Bool { bytes[index...].starts(with: text.utf8) }

    /// The index after the first `terminator` at or after `from`, or nil.
    private mutating func search(_ terminator: String, from: Int) -> Int? {
        let key = Array(terminator.utf8)
        if let last = lastSearch[key], from >= last.from, from <= last.found ?? Int.max {
            return last.found.map { $0 + key.count }
        }
        var index = from
        while index + key.count <= bytes.count, !(bytes[index] == key[0] && bytes[index..<(index + key.count)].elementsEqual(key)) {
            index += 1
        }
        let found = index + key.count <= bytes.count ? index : nil
        lastSearch[key] = (from, found)
        return found.map { $0 + key.count }
    }

    /// `<name attributes… >` or `/>`.
    private mutating func openTag(at start: Int) -> Int? {
        var index = start + 1
        while let next = byte(index), MarkdownHTMLBlock.isLetter(next) || MarkdownHTMLBlock.isDigit(next) || next == UInt8(ascii: "-") { index += 1 }
        return attributes(from: index)
    }

    /// `</name >`.
    private func closingTag(at start: Int) -> Int? {
        guard let first = byte(start + 2), MarkdownHTMLBlock.isLetter(first) else { return nil }
        var index = start + 3
        while let next = byte(index), MarkdownHTMLBlock.isLetter(next) || MarkdownHTMLBlock.isDigit(next) || next == UInt8(ascii: "-") { index += 1 }
        index = skipSpace(from: index)
        return byte(index) == UInt8(ascii: ">") ? index + 1 : nil
    }

    /// The index after the `>` ending the attributes read from `start`, or nil; each start point is read once.
    private mutating func attributes(from start: Int) -> Int? {
        var visited: [Int] = []
        var point = start
        var result: Int?
        while true {
            if let known = attributesEnd[point] { result = known >= 0 ? known : nil; break }
            visited.append(point)
            guard point - start <= Self.maximumTagBytes, let next = attribute(from: point) else { result = nil; break }
            if case .end(let end) = next { result = end; break }
            if case .more(let following) = next { point = following }
        }
        for point in visited { attributesEnd[point] = result ?? -1 }
        return result
    }

    /// What follows one point between attributes.
    private enum Step { case end(Int), more(Int) }

    /// From `point`: the end of the tag, or the point after one more attribute; nil when neither.
    private mutating func attribute(from point: Int) -> Step? {
        var index = skipSpace(from: point)
        if byte(index) == UInt8(ascii: ">") { return .end(index + 1) }
        if byte(index) == UInt8(ascii: "/") { return byte(index + 1) == UInt8(ascii: ">") ? .end(index + 2) : nil }
        guard index > point, let first = byte(index), MarkdownHTMLBlock.isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ":") else { return nil }
        index += 1
        while let next = byte(index), MarkdownHTMLBlock.isLetter(next) || MarkdownHTMLBlock.isDigit(next) || "_.:-".utf8.contains(next) { index += 1 }
        let afterName = index
        index = skipSpace(from: index)
        guard byte(index) == UInt8(ascii: "=") else { return .more(afterName) }
        index = skipSpace(from: index + 1)
        guard let quote = byte(index) else { return nil }
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = closingQuote(at: index) else { return nil }
            return .more(close + 1)
        }
        let valueStart = index
        while let next = byte(index), !" \t\n\"'=<>`".utf8.contains(next) { index += 1 }
        return index > valueStart ? .more(index) : nil
    }

    /// The index of the quote closing the one at `open`, or nil.
    private mutating func closingQuote(at open: Int) -> Int? {
        if let known = quoteEnd[open] { return known >= 0 ? known : nil }
        var index = open + 1
        while index < bytes.count, bytes[index] != bytes[open] { index += 1 }
        quoteEnd[open] = index < bytes.count ? index : -1
        return index < bytes.count ? index : nil
    }

    /// The index after the spaces, tabs and line breaks at `index`.
    private func skipSpace(from index: Int) -> Int {
        var index = index
        while let next = byte(index), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") { index += 1 }
        return index
    }
}
