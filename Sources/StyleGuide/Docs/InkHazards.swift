/// What Ink 0.6 cannot read in linear time, or at all, written so that it reads it as text.
///
/// - Ink tries every `[` as the start of a link and, when that fails, reads the text after it again
///   from the next character, trying each `[` inside once more: a paragraph of 30 `[` that no `]`
///   closes (or of `![a`) takes hours, and `[a](` repeated takes the square of its length. The
///   brackets that cannot start a link (no `]` closes them, two others are already open around
///   them, or the `(` after their `]` is never closed on its line) are written `&#91;` wherever a
///   block (lines between blank lines) holds more than ``tolerated`` of them.
/// - A block that starts with `<p` (or `<P`, as in `<pre` or `x<path`) where no `>` follows
///   anywhere after makes Ink loop for ever: its HTML reader fails, and its paragraph reader stops
///   before `<p` without reading anything. Such a `<` is written `&lt;`.
///
/// Fenced code and code spans are left alone. Ink never reads `&#91;` as a link nor `&lt;` as a
/// tag, and the sanitizer reads both back as the characters they stand for, so the page shows the
/// same text; any other page reaches Ink unchanged.
enum InkHazards {
    /// How many brackets that cannot start a link a block may keep as written.
    static let tolerated = 4

    /// `markdown` with what Ink cannot read written as character references (see above).
    static func defused(_ markdown: String) -> String {
        let utf8 = markdown.utf8
        guard utf8.contains(UInt8(ascii: "[")) || utf8.contains(UInt8(ascii: "<")) else { return markdown }
        let characters = Array(markdown)
        let lastClosingAngle = characters.lastIndex(of: ">") ?? -1
        var replaced: [Int: String] = [:]
        var block = Block()
        var fence: Int?
        var lineStart = 0, previousBlank = true
        while lineStart < characters.count {
            let lineEnd = characters[lineStart...].firstIndex(where: \.isNewline) ?? characters.count
            let line = lineStart..<lineEnd
            let ticks = characters[line].prefix { $0 == "`" }.count
            let blank = characters[line].allSatisfy(\.isWhitespace)
            if let opened = fence {
                if ticks == opened { fence = nil }
            } else if ticks >= 3, previousBlank {
                block.finish(into: &replaced)
                fence = ticks
            } else if blank {
                block.finish(into: &replaced)
            } else {
                for position in block.read(line, of: characters)
                where position > lastClosingAngle && position + 1 < characters.count && characters[position + 1].lowercased() == "p" {
                    replaced[position] = "&lt;"
                }
            }
            previousBlank = blank && fence == nil
            lineStart = lineEnd + 1
        }
        block.finish(into: &replaced)
        guard !replaced.isEmpty else { return markdown }
        var result = ""
        result.reserveCapacity(markdown.utf8.count + 4 * replaced.count)
        for (position, character) in characters.enumerated() {
            if let reference = replaced[position] { result += reference } else { result.append(character) }
        }
        return result
    }

    /// The brackets of one block, read line by line.
    private struct Block {
        /// The `[` not closed yet, innermost last.
        var open: [Int] = []
        /// The `[` that cannot start a link.
        var stuck: [Int] = []

        /// Reads the brackets of `line` outside code spans, and returns the positions of its `<` outside them.
        mutating func read(_ line: Range<Int>, of characters: [Character]) -> [Int] {
            let unclosedParentheses = Self.unclosedParentheses(in: line, of: characters)
            let ticks = line.filter { characters[$0] == "`" }
            // A backtick with a partner later on the line opens a code span; a last odd one is text.
            let spanEnd = ticks.count.isMultiple(of: 2) ? ticks.last : ticks.dropLast().last
            var inSpan = false
            var angles: [Int] = []
            for position in line {
                switch characters[position] {
                case "`" where position <= spanEnd ?? -1:
                    inSpan.toggle()
                case "<" where !inSpan:
                    angles.append(position)
                case "[" where !inSpan:
                    if open.count >= 2 { stuck.append(position) }
                    open.append(position)
                case "]" where !inSpan:
                    guard let opening = open.popLast() else { continue }
                    if position + 1 < line.upperBound, characters[position + 1] == "(", unclosedParentheses.contains(position + 1) {
                        stuck.append(opening)
                    }
                default:
                    continue
                }
            }
            return angles
        }

        /// The positions of the `(` of `line` that no `)` after them on the line closes.
        private static func unclosedParentheses(in line: Range<Int>, of characters: [Character]) -> Set<Int> {
            var open: [Int] = []
            for position in line {
                if characters[position] == "(" { open.append(position) } else if characters[position] == ")" { _ = open.popLast() }
            }
            return Set(open)
        }

        /// Adds the brackets to write as `&#91;` (none when few cannot start a link) to `replaced`, and starts afresh.
        mutating func finish(into replaced: inout [Int: String]) {
            let known = Set(stuck)
            let found = stuck + open.filter { !known.contains($0) }
            self = Block()
            guard found.count > InkHazards.tolerated else { return }
            for position in found { replaced[position] = "&#91;" }
        }
    }
}
