/// The destinations of the inline links of markdown (`[title](destination)`), outside code: found
/// and replaced in one pass over the UTF-8 bytes, line by line, fenced code blocks and code spans
/// left as written.
enum MarkdownLinks {
    /// `text` with each link's destination replaced by `replace(destination)`; nil keeps it.
    static func rewrite(_ text: String, _ replace: (String) -> String?) -> String {
        String(decoding: rewrite(Array(text.utf8), replace), as: UTF8.self)
    }

    /// The UTF-8 `bytes` of markdown with each link's destination replaced by `replace(destination)`;
    /// nil keeps it. Read as bytes (every byte it looks for is ASCII, which UTF-8 never uses inside
    /// a longer character): an export rewrites every markdown twin with it.
    static func rewrite(_ bytes: [UInt8], _ replace: (String) -> String?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        bytes.withUnsafeBufferPointer { text in
            var fence: (byte: UInt8, count: Int)?
            var start = 0
            while start <= text.count {
                var end = start
                while end < text.count, text[end] != newline { end += 1 }
                var first = start
                while first < end, text[first] == space { first += 1 }
                var isFence = false
                if first < end, text[first] == backtick || text[first] == tilde, first - start < 4 {
                    let count = run(of: text[first], in: text, from: first, to: end)
                    if let open = fence {
                        if text[first] == open.byte, count >= open.count { fence = nil }
                        isFence = true
                    } else if count >= 3 {
                        fence = (text[first], count)
                        isFence = true
                    }
                }
                if isFence || fence != nil {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
                } else {
                    inline(text, start, end, replace, into: &output)
                }
                if end < text.count { output.append(newline) }
                start = end + 1
            }
        }
        return output
    }

    /// Where a run of exactly `count` backticks in `text` ends, the close of a code span; nil when there is none.
    static func closingRun(_ count: Int, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "`" else { index = text.index(after: index); continue }
            let run = text[index...].prefix { $0 == "`" }
            let end = text.index(index, offsetBy: run.count)
            if run.count == count { return end }
            index = end
        }
        return nil
    }

    /// `destination` of a link on the page at `base` (a path such as `/docs/guides/a.md`) as a
    /// path from the root; nil when it is one already, a fragment, or has a scheme (`https:`).
    static func absolute(_ destination: String, onPageAt base: String) -> String? {
        guard let first = destination.first, first != "/", first != "#", first != "?" else { return nil }
        let pathEnd = destination.firstIndex { $0 == "?" || $0 == "#" } ?? destination.endIndex
        if destination[..<pathEnd].prefix(while: { $0 != "/" }).contains(":") { return nil }
        var segments = base.split(separator: "/").dropLast().map(String.init)
        for segment in destination[..<pathEnd].split(separator: "/", omittingEmptySubsequences: false) {
            if segment == ".." { _ = segments.popLast() } else if segment != "." && !segment.isEmpty { segments.append(String(segment)) }
        }
        return "/" + segments.joined(separator: "/") + destination[pathEnd...]
    }

    /// One line, `text[start..<end]`: code spans kept, each `](destination)` outside them replaced.
    private static func inline(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ replace: (String) -> String?,
                               into output: inout [UInt8]) {
        var index = start
        // Where the last destination that failed stopped: one starting before it stops there too
        // (the same bytes end it) and fails alike, so `](` repeated along a line is read once, not once per pair.
        var failedUntil = start
        while index < end {
            let byte = text[index]
            if byte == backtick {
                let count = run(of: backtick, in: text, from: index, to: end)
                let after = index + count
                let close = closingRun(count, in: text, from: after, to: end) ?? after
                output.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<close]))
                index = close
                continue
            }
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: "]"), index < end, text[index] == UInt8(ascii: "(") else { continue }
            let destination = index + 1
            guard destination >= failedUntil else { continue }
            var close = destination
            while close < end, text[close] != UInt8(ascii: ")"), text[close] != space, text[close] != UInt8(ascii: "\t") { close += 1 }
            guard close < end, text[close] == UInt8(ascii: ")"), close > destination else {
                if close > destination { failedUntil = close }
                continue
            }
            output.append(UInt8(ascii: "("))
            let written = UnsafeBufferPointer(rebasing: text[destination..<close])
            if let replacement = replace(String(decoding: written, as: UTF8.self)) {
                output.append(contentsOf: replacement.utf8)
            } else {
                output.append(contentsOf: written)
            }
            index = close
        }
    }

    /// How many `byte`s follow each other in `text` from `start`, before `end`.
    private static func run(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end, text[index] == byte { index += 1 }
        return index - start
    }

    /// Where a run of exactly `count` backticks in `text[start..<end]` ends, the close of a code span; nil when there is none.
    private static func closingRun(_ count: Int, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            guard text[index] == backtick else { index += 1; continue }
            let length = run(of: backtick, in: text, from: index, to: end)
            if length == count { return index + length }
            index += length
        }
        return nil
    }

    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
    private static let backtick = UInt8(ascii: "`"), tilde = UInt8(ascii: "~")
}
