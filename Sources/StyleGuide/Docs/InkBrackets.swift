/// Keeps Ink's reading of links linear.
///
/// Ink 0.6 tries every `[` as the start of a link and, when that fails, reads the text after it
/// again from the next character, trying each `[` inside once more: a paragraph of 30 `[` that no
/// `]` closes (or of `![a`) takes hours, and `[a](` repeated takes the square of its length. So a
/// docs page reaches Ink with the brackets that cannot start a link (no `]` closes them, two others
/// are already open around them, or the `(` after their `]` is never closed on its line) written as
/// `&#91;` wherever a block (lines between blank lines, fenced code left alone) holds more than
/// ``tolerated`` of them. Ink never tries `&#91;` as a link, and the sanitizer reads it back as the
/// `[` it stands for, so the page shows the same text; any other page reaches Ink unchanged.
enum InkBrackets {
    /// How many brackets that cannot start a link a block may keep as written.
    static let tolerated = 4

    /// `markdown` with the brackets that cannot start a link written as `&#91;` in every block that holds too many.
    static func neutralised(_ markdown: String) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "[")) else { return markdown }
        let characters = Array(markdown)
        var replaced = Set<Int>()
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
                replaced.formUnion(block.finish())
                fence = ticks
            } else if blank {
                replaced.formUnion(block.finish())
            } else {
                block.read(line, of: characters)
            }
            previousBlank = blank && fence == nil
            lineStart = lineEnd + 1
        }
        replaced.formUnion(block.finish())
        guard !replaced.isEmpty else { return markdown }
        var result = ""
        result.reserveCapacity(markdown.utf8.count + 4 * replaced.count)
        for (position, character) in characters.enumerated() {
            if replaced.contains(position) { result += "&#91;" } else { result.append(character) }
        }
        return result
    }

    /// The brackets of one block, read line by line.
    private struct Block {
        /// The `[` not closed yet, innermost last.
        var open: [Int] = []
        /// The `[` that cannot start a link.
        var stuck: [Int] = []

        /// Reads the brackets of `line`, outside code spans.
        mutating func read(_ line: Range<Int>, of characters: [Character]) {
            let unclosedParentheses = Self.unclosedParentheses(in: line, of: characters)
            let ticks = line.filter { characters[$0] == "`" }
            // A backtick with a partner later on the line opens a code span; a last odd one is text.
            let spanEnd = ticks.count.isMultiple(of: 2) ? ticks.last : ticks.dropLast().last
            var inSpan = false
            for position in line {
                switch characters[position] {
                case "`" where position <= spanEnd ?? -1:
                    inSpan.toggle()
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
        }

        /// The positions of the `(` of `line` that no `)` after them on the line closes.
        private static func unclosedParentheses(in line: Range<Int>, of characters: [Character]) -> Set<Int> {
            var open: [Int] = []
            for position in line {
                if characters[position] == "(" { open.append(position) } else if characters[position] == ")" { _ = open.popLast() }
            }
            return Set(open)
        }

        /// The brackets to write otherwise (none when few cannot start a link), and a fresh block.
        mutating func finish() -> [Int] {
            let known = Set(stuck)
            let found = stuck + open.filter { !known.contains($0) }
            self = Block()
            return found.count > InkBrackets.tolerated ? found : []
        }
    }
}
