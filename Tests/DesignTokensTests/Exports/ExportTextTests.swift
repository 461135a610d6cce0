@testable import DesignTokens
import Testing

/// The comment helpers every text export shares: one line, and no comment end inside.
@Suite("Export text")
struct ExportTextTests {
    @Test("runs of spaces and control characters become one space; the ends are trimmed", arguments: [
        ("", ""), ("  \n\t ", ""), ("one", "one"), ("  a \n\n b\u{7F}c\r\nd  ", "a b c d"), ("é\u{1}ü  日本", "é ü 日本"),
        ("line\u{2028}separator", "line\u{2028}separator"), ("a b c", "a b c"), ("a b ", "a b"), (" a", "a"), ("a  b", "a b"),
        ("a\tb", "a b"), ("\u{7F}", ""), ("x", "x"),
    ])
    func singleLine(text: String, expected: String) {
        #expect(ExportText.singleLine(text) == expected)
    }

    @Test("every comment end is broken, even one a combining mark follows")
    func commentEnds() {
        #expect(ExportText.blockComment("a */ b **/ c") == "/* a * / b ** / c */")
        #expect(ExportText.blockComment("x*/\u{301}y") == "/* x* /\u{301}y */")
        #expect(ExportText.breaking((UInt8(ascii: "-"), UInt8(ascii: "-")), with: UInt8(ascii: " "), in: "a----b-c--") == "a- - - -b-c- -")
        #expect(ExportText.breaking((UInt8(ascii: "*"), UInt8(ascii: "/")), with: UInt8(ascii: "\\"), in: "*/é*/") == "*\\/é*\\/")
        #expect(ExportText.breaking((UInt8(ascii: "*"), UInt8(ascii: "/")), with: UInt8(ascii: " "), in: "no end / * here") == "no end / * here")
    }
}
