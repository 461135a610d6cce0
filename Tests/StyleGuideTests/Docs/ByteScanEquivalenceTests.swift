import DesignSystem
import Testing
import TestSupport
@testable import StyleGuide

/// The scans of bytes that replaced scans of Characters at load (issue 31) must give, byte for
/// byte, what the Characters gave: each is compared with the Character-level definition it
/// replaced, over tables of the hard cases (non-ASCII whitespace, combining marks on a space or a
/// semicolon, a prepended mark before a space, CRLF, U+037E, which Swift holds equal to `;`) and
/// over many strings made at random from those pieces. Results are compared as UTF-8 bytes, never
/// as Strings: `==` on Strings holds canonically equivalent text equal (U+037E and `;`, `é` and
/// `e` with U+0301), which would hide a scan that changed one into the other.
@Suite("Docs: byte scans equal Character scans")
struct ByteScanEquivalenceTests {
    /// The five escapes decoded Character by Character: `HTMLSanitizer`'s definition before issue 31.
    static func decodingEscapesByCharacter(_ text: String) -> String {
        let escapes: [(String, Character)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (escape, character) = escapes.first(where: { rest.hasPrefix($0.0) }) {
                result.append(character)
                rest = rest.dropFirst(escape.count)
            } else {
                result.append("&")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// Runs of whitespace Characters made one space, none at the ends.
    static func collapsingByCharacter(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whitespace Characters trimmed from both ends.
    static func trimmingByCharacter(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The lines of `text` as the front matter's reader split them before issue 31: at each newline Character.
    static func linesByCharacter(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var position = text.startIndex
        while position < text.endIndex {
            let end = text[position...].firstIndex(where: \.isNewline) ?? text.endIndex
            lines.append(text[position..<end])
            position = end == text.endIndex ? end : text.index(after: end)
        }
        return lines
    }

    /// Hard cases, one concern each.
    static let cases: [String] = [
        "", " ", "plain ascii words", "  two  spaces\tand\ttabs\n\nand lines  ", "CRLF\r\nline\r\n", "lone\rreturn",
        "no\u{A0}break space", "em\u{2003}space", "ideographic\u{3000}space", "ends with nbsp\u{A0}", "\u{3000}starts ideographic",
        "space \u{301}with a mark on it", "tab\t\u{301}then a mark", "line\n\u{301}then a mark", "nbsp\u{A0}\u{301}mark",
        "mark after crlf\r\n\u{301}x", "prepended\u{600} space", "prepended\u{600}\nline", "prepended\u{600}\u{A0}nbsp",
        "joiner \u{200D}after a space", "spacing mark \u{903}after a space", "\u{85}next line\u{2028}line sep\u{2029}par sep",
        "Détails & café", "a &amp; b &lt;c&gt; &quot;q&quot; &#39;s", "&amp;lt; &&lt; &am", "&lt;\u{301} mark on the semicolon",
        "&lt\u{37E} greek question mark", "&lt\u{37E}\u{301} both", "\u{600}&amp; prepended before the ampersand",
        "&\u{301}lt; mark on the ampersand", "&#39", "&", "&amp", "x&quot;y", "👍🏽 emoji 🇫🇷 flags", "\u{1100}\u{1161} hangul",
        "e\u{301} composed later", "\u{301} a mark first", "   ", "\u{A0}\u{2003}\u{3000}", "\u{200D}", "\u{600} ",
    ]

    /// Decoding then collapsing (``HTMLSanitizer/plainText(_:)`` after its tags) equals the Character-level definition.
    @Test("escapes decoded and whitespace collapsed as by Characters", arguments: cases)
    func escapesAndWhitespace(_ text: String) {
        Self.expectEqualScans(text)
    }

    /// Trimming equals the Character-level definition.
    @Test("trimming whitespace as by Characters", arguments: cases + cases.map { " \t\($0)\r\n " } + cases.map { "\u{A0}\($0)\u{301}" })
    func trimming(_ text: String) {
        #expect(Array(text.trimmingWhitespace().utf8) == Array(Self.trimmingByCharacter(text).utf8))
    }

    /// A long run of flags (regional indicators, whose Characters a backward step must count back
    /// through) is trimmed in one pass: the front matter of a hostile page, once quadratic. Eight
    /// times the flags cost at most twenty times the processor time, measured on the test's own
    /// thread, before the 100,000 are trimmed (quadratic, they would take minutes).
    @Test("a line of 100,000 flags is trimmed in linear time")
    func longRunOfFlags() throws {
        func trimmed(_ count: Int) -> String { ("\u{A0}é" + String(repeating: "🇫🇷", count: count) + " \u{3000}").trimmingWhitespace() }
        let growth = ThreadCPUTime.growth(from: 1_250, to: 10_000) { _ = trimmed($0) }
        try #require(growth <= 20, "10,000 flags took \(growth) times the processor time of 1,250")
        #expect(Array(trimmed(100_000).utf8) == Array(("é" + String(repeating: "🇫🇷", count: 100_000)).utf8))
    }

    /// Front matter's lines are split where newline Characters are: the body keeps its lines.
    @Test("front matter split at the same line breaks", arguments: [
        "---\ntitle: a\n---\nbody", "---\r\ntitle: a\r\n---\r\nbody\r\n", "---\rtitle: a\r---\rbody", "---\u{2028}title: a\u{2029}---\u{85}body",
        "---\u{B}title: a\u{C}---\nbody", "---\n\u{301}title: a\n---\nbody", "\u{FEFF}---\ntitle: é\u{600}\n---\u{600}\n---\nbody",
        "---\ntitle: \u{3000}x\u{3000}\n---\n", "---\ntitle: a", "no front matter\n---\n",
    ])
    func frontMatterLines(_ markdown: String) {
        var sink = DiagnosticSink(strictness: .tolerant)
        let (frontMatter, body) = FrontMatter.split(markdown, file: "page.md", sink: &sink)
        let lines = Self.linesByCharacter(markdown)
        guard let first = lines.first, Self.trimmingByCharacter(String(first.trimmingPrefix("\u{FEFF}"))) == "---",
              let closing = lines.dropFirst().firstIndex(where: { Self.trimmingByCharacter(String($0)) == "---" }) else {
            #expect(Array(body.utf8) == Array(markdown.utf8))
            return
        }
        let closingLine = lines[closing]
        let rest = closingLine.endIndex == markdown.endIndex ? "" : markdown[markdown.index(after: closingLine.endIndex)...]
        #expect(Array(body.utf8) == Array((String(repeating: "\n", count: closing + 1) + rest).utf8))
        let title = lines[1..<closing].map { Self.trimmingByCharacter(String($0)) }.first { $0.hasPrefix("title:") }
        #expect(frontMatter.title.map { Array($0.utf8) } == title.map { Array(Self.trimmingByCharacter(String($0.dropFirst("title:".count))).utf8) })
    }

    /// A heading's slug as it was made before issue 31, Character by Character.
    static func slugByCharacter(_ text: String) -> String {
        let slug = text.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "section" : slug
    }

    /// Heading slugs equal the Character-level definition, ASCII or not.
    @Test("heading slugs as by Characters", arguments: cases + [
        "Getting Started", "API: v2 -- the end", "--", "ÀÉ Détails & more", "Tab\there", "CR\r\nLF", "UPPER_case 42", "x-y--z-", "½ and ²",
    ])
    func headingSlugs(_ title: String) {
        #expect(Array(HeadingIDs.slug(title).utf8) == Array(Self.slugByCharacter(title).utf8))
    }

    /// Strings made at random (with a fixed seed) from the hard cases' pieces.
    @Test("random strings of hard pieces scan alike")
    func randomStrings() {
        let pieces = ["a", "Z", "é", " ", "\t", "\n", "\r", "\r\n", "\u{B}", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "\u{2028}",
                      "\u{301}", "\u{200D}", "\u{903}", "\u{600}", "\u{37E}", ";", "&", "lt", "gt", "amp", "quot", "#39", "&lt;",
                      "&amp;", "👍", "\u{1F3FD}", "🇫", "\u{1100}", "\u{1161}", "<", "'"]
        var generator = SplitMix(seed: 31)
        for _ in 0..<4_000 {
            let count = Int(generator.next() % 10)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            Self.expectEqualScans(text)
            #expect(Array(text.trimmingWhitespace().utf8) == Array(Self.trimmingByCharacter(text).utf8), "\(text.unicodeScalars.map(\.value))")
            #expect(Array(HeadingIDs.slug(text).utf8) == Array(Self.slugByCharacter(text).utf8), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Each scan of bytes gives what its Character-level definition gives for `text`.
    static func expectEqualScans(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let scalars = "\(text.unicodeScalars.map { String($0.value, radix: 16) })"
        let decoded = HTMLSanitizer.decodingEscapes(Array(text.utf8))
        #expect(decoded == Array(decodingEscapesByCharacter(text).utf8), "escapes \(scalars)", sourceLocation: sourceLocation)
        #expect(WhitespaceRuns.collapsed(Array(text.utf8)) == Array(collapsingByCharacter(text).utf8),
                "whitespace \(scalars)", sourceLocation: sourceLocation)
        #expect(WhitespaceRuns.collapsed(decoded) == Array(collapsingByCharacter(decodingEscapesByCharacter(text)).utf8),
                "both \(scalars)", sourceLocation: sourceLocation)
    }
}
