/// The destinations of the inline links of markdown (`[title](destination)`), outside code: found
/// and replaced in one pass, line by line, fenced code blocks and code spans left as written.
enum MarkdownLinks {
    /// `text` with each link's destination replaced by `replace(destination)`; nil keeps it.
    static func rewrite(_ text: String, _ replace: (String) -> String?) -> String {
        var fence: (character: Character, count: Int)?
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let rest = line.drop { $0 == " " }
            if let first = rest.first, first == "`" || first == "~", line.count - rest.count < 4 {
                let count = rest.prefix { $0 == first }.count
                if let open = fence {
                    if first == open.character, count >= open.count { fence = nil }
                    lines.append(String(line))
                    continue
                }
                if count >= 3 { fence = (first, count); lines.append(String(line)); continue }
            }
            lines.append(fence == nil ? inline(line, replace) : String(line))
        }
        return lines.joined(separator: "\n")
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

    /// One line: code spans kept, each `](destination)` outside them replaced.
    private static func inline(_ line: Substring, _ replace: (String) -> String?) -> String {
        var output = ""
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "`" {
                let run = line[index...].prefix { $0 == "`" }
                let after = line.index(index, offsetBy: run.count)
                let end = closingRun(run.count, in: line[after...]) ?? after
                output += line[index..<end]
                index = end
                continue
            }
            output.append(character)
            index = line.index(after: index)
            guard character == "]", index < line.endIndex, line[index] == "(" else { continue }
            let start = line.index(after: index)
            let end = line[start...].firstIndex { $0 == ")" || $0 == " " || $0 == "\t" } ?? line.endIndex
            guard end < line.endIndex, line[end] == ")", end > start else { continue }
            output += "(" + (replace(String(line[start..<end])) ?? String(line[start..<end]))
            index = end
        }
        return output
    }
}
