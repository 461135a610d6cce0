/// Text from a Config written into generated markdown (the twins' tables and lists, `/llms.txt`),
/// escaped in one place so that a name or description reads as what it says: never as a table
/// cell's end, a heading, a link, emphasis or HTML.
enum MarkdownText {
    /// The ASCII punctuation escaped with a backslash: what CommonMark and GitHub's tables give a
    /// meaning anywhere in a line (parentheses need no escape: with `[` and `]` escaped, no link can open).
    private static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "!", "~", "&"]

    /// `text` as literal inline markdown on one line: markdown's punctuation backslash-escaped, line
    /// breaks (and other control characters) as spaces, a leading list or quote marker escaped.
    static func escaped(_ text: String) -> String {
        if let ascii = escapedASCII(text) { return ascii }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                if !result.hasSuffix(" ") { result.append(" ") }
            } else {
                if special.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        if let first = result.first, first == "-" || first == "+" || first == "=" { result.insert("\\", at: result.startIndex) }
        return result
    }

    /// ``escaped(_:)`` of ASCII `text` in one pass over its bytes (a name, a token path, most of a
    /// description: every twin escapes thousands); nil for text with any other character. In
    /// ASCII a character is a byte but for `\r\n`, whose two bytes give one space as it does.
    private static func escapedASCII(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte < 0x20 || byte == 0x7F {
                if bytes.last != UInt8(ascii: " ") { bytes.append(UInt8(ascii: " ")) }
            } else {
                if specialBytes[Int(byte)] { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
        }
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "=") {
            bytes.insert(UInt8(ascii: "\\"), at: 0)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``special`` as a table of the 128 ASCII bytes.
    private static let specialBytes: [Bool] = (0..<128).map { special.contains(Character(Unicode.Scalar(UInt8($0)))) }

    /// `text` as an inline code span on one line: fenced by one more backtick than its longest
    /// run, padded when it starts or ends with one; in a table (`inTable`) its pipes escaped, as
    /// GitHub's tables ask even inside code.
    static func code(_ text: String, inTable: Bool = false) -> String {
        // Most code (a token path, a CSS value) is ASCII with nothing to replace: one pass over its bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 && !(0x0A...0x0D).contains($0) && $0 != UInt8(ascii: "`") && !(inTable && $0 == UInt8(ascii: "|")) }) {
            return "`" + text + "`"
        }
        var body = String(text.map { $0.isNewline ? " " : $0 })
        if inTable { body = body.replacing("|", with: "\\|") }
        let fence = String(repeating: "`", count: longestBacktickRun(in: body) + 1)
        let padded = body.hasPrefix("`") || body.hasSuffix("`") ? " \(body) " : body
        return fence + padded + fence
    }

    /// The length of the longest run of backticks in `text`: a code span or fence around it must be longer.
    static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// `[title](url)`: the title escaped, the URL's spaces, parentheses and angle brackets percent-encoded.
    static func link(_ title: String, _ url: String) -> String {
        "[\(escaped(title))](\(destination(url)))"
    }

    /// A URL as a link destination: the characters that would end or break it percent-encoded.
    static func destination(_ url: String) -> String {
        var result = ""
        for character in url.unicodeScalars {
            switch character {
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "<": result += "%3C"
            case ">": result += "%3E"
            case "\n", "\r", "\t": continue
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A GitHub-style table: `header` then `rows`, each cell already markdown (see ``escaped(_:)``,
    /// ``code(_:inTable:)``); an empty cell is left empty.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()]
        for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }
}
