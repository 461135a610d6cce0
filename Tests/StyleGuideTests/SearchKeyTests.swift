import Testing
@testable import StyleGuide

/// The search key, made in one pass, is the key the guide always made.
@Suite("Search keys")
struct SearchKeyTests {
    /// The key as it was first written: lower-case, decompose, drop marks, punctuation to spaces, collapse.
    static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            let character = Character(scalar)
            result.append(character.isLetter || character.isNumber || ".-#".contains(character) ? character : " ")
        }
        return result.split(separator: " ").joined(separator: " ")
    }

    @Test("the same key as the reference", arguments: [
        "", "   ", "Color.Brand.500", "  Hello,   World!  ", "#FF00aa -- x_y", "Détails & more", "ÉCOLE Ⅻ ½ ٣",
        "日本語のテキスト", "emoji 👍🏽 and ﬁ ligature", "İstanbul", "a\u{301}b\u{20DD}c", "tab\tnew\nline\u{7F}end",
        "Straße ΣΑΣ", "x*/y", "混合 Mixed 123 ünïcödé",
    ])
    func sameKey(text: String) {
        #expect(SearchIndex.key(text) == Self.reference(text))
    }

    @Test("a long description gives the same key")
    func longText() {
        let text = String(repeating: "Lorem *ipsum* dolor, `sit` amet. ", count: 30_000)
        let key = SearchIndex.key(text)
        #expect(key == Self.reference(text))
        #expect(key.hasPrefix("lorem ipsum dolor sit amet. lorem"))
    }
}
