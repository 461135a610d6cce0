/// ASCII spellings of the letters token names are most often written in, for generated code:
/// `é` → `e`, `ß` → `ss`, `Ø` → `O`, Greek (ELOT 743) and Cyrillic (ICAO 9303) letters by their
/// common transliterations. A letter of another script is written `u` and its code point in hex
/// (`名` → `u540d`), so that no letter is ever dropped and two names still differ.
enum Transliteration {
    /// How one character is spelled.
    struct Spelling: Equatable {
        /// ASCII letters, in the character's case.
        var text: String
        /// True for a code point spelled in hex, which must stand as a word of its own.
        var standsApart: Bool
    }

    /// `scalar` in ASCII letters (keeping its case), or nil when it is not a letter (a separator).
    static func ascii(_ scalar: Unicode.Scalar) -> Spelling? {
        let value = scalar.value
        if value < 0x80 { return Spelling(text: String(Character(scalar)), standsApart: false) }
        if let spelled = table(value) { return spelled == separator ? nil : Spelling(text: spelled, standsApart: false) }
        let properties = scalar.properties
        if properties.isUppercase, let lower = properties.lowercaseMapping.unicodeScalars.first, lower != scalar,
           let spelled = table(lower.value), let first = spelled.first {
            return Spelling(text: first.uppercased() + spelled.dropFirst(), standsApart: false)
        }
        guard properties.isAlphabetic else { return nil }
        return Spelling(text: "u" + String(value, radix: 16), standsApart: true)
    }

    /// How the tables mark a character that is not a letter (× and ÷).
    private static let separator = "-"

    /// The spelling of a code point the tables hold (``separator`` for a non-letter, "" for a
    /// silent letter), else nil.
    private static func table(_ value: UInt32) -> String? {
        switch value {
        case 0xC0...0x17F: return latin[Int(value - 0xC0)]
        case 0x390: return "i"
        case 0x3AC...0x3CE: return greek[Int(value - 0x3AC)]
        case 0x430...0x44F: return cyrillic[Int(value - 0x430)]
        case 0x451: return "e"
        default: return nil
        }
    }

    /// U+00C0 to U+017F: Latin-1 Supplement letters and Latin Extended-A (`-` for × and ÷).
    private static let latin: [String] = [
        "A", "A", "A", "A", "A", "A", "Ae", "C", "E", "E", "E", "E", "I", "I", "I", "I",
        "D", "N", "O", "O", "O", "O", "O", "-", "O", "U", "U", "U", "U", "Y", "Th", "ss",
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        "d", "n", "o", "o", "o", "o", "o", "-", "o", "u", "u", "u", "u", "y", "th", "y",
        "A", "a", "A", "a", "A", "a", "C", "c", "C", "c", "C", "c", "C", "c", "D", "d",
        "D", "d", "E", "e", "E", "e", "E", "e", "E", "e", "E", "e", "G", "g", "G", "g",
        "G", "g", "G", "g", "H", "h", "H", "h", "I", "i", "I", "i", "I", "i", "I", "i",
        "I", "i", "Ij", "ij", "J", "j", "K", "k", "k", "L", "l", "L", "l", "L", "l", "L",
        "l", "L", "l", "N", "n", "N", "n", "N", "n", "n", "N", "n", "O", "o", "O", "o",
        "O", "o", "Oe", "oe", "R", "r", "R", "r", "R", "r", "S", "s", "S", "s", "S", "s",
        "S", "s", "T", "t", "T", "t", "T", "t", "U", "u", "U", "u", "U", "u", "U", "u",
        "U", "u", "U", "u", "W", "w", "Y", "y", "Y", "Z", "z", "Z", "z", "Z", "z", "s",
    ]

    /// U+03AC to U+03CE, lower-case Greek, with tonos and dialytika (final sigma included).
    private static let greek: [String] = [
        "a", "e", "i", "i", "y",
        "a", "v", "g", "d", "e", "z", "i", "th", "i", "k", "l", "m", "n", "x", "o", "p",
        "r", "s", "s", "t", "y", "f", "ch", "ps", "o",
        "i", "y", "o", "y", "o",
    ]

    /// U+0430 to U+044F, lower-case Cyrillic; the soft sign is silent, as in ICAO 9303.
    private static let cyrillic: [String] = [
        "a", "b", "v", "g", "d", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p",
        "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "ie", "y", "", "e", "iu", "ia",
    ]
}
