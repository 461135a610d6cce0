/// Names for tokens in generated code, after Style Dictionary's `name/kebab`, `name/snake`,
/// `name/camel` and `name/pascal` transforms.
///
/// A path becomes a list of words: `$root` segments are dropped (`color.action.primary.$root`
/// is named like its group); letters beyond ASCII are spelled in ASCII first (``Transliteration``:
/// `café` → `cafe`, `名` → `u540d`, a word of its own); every other character that is not an
/// ASCII letter or digit separates words; a word also ends before an upper-case letter that follows a lower-case letter or a
/// digit (`fontSize` → font, size) and before the last capital of a run followed by a
/// lower-case letter (`XMLHttp` → xml, http). Digits stay attached to their word (`h1`, `500`).
/// The words are then lower-cased and joined. A path with no words at all is named `token`.
public enum TokenNaming {
    /// `color-brand-500`.
    public static func kebab(_ path: TokenPath) -> String { words(of: path).joined(separator: "-") }

    /// `color_brand_500`.
    public static func snake(_ path: TokenPath) -> String { words(of: path).joined(separator: "_") }

    /// `colorBrand500`.
    public static func camel(_ path: TokenPath) -> String {
        let words = words(of: path)
        return words[0] + words.dropFirst().map(capitalized).joined()
    }

    /// `ColorBrand500`.
    public static func pascal(_ path: TokenPath) -> String { words(of: path).map(capitalized).joined() }

    /// The lower-cased words of `path` (never empty).
    static func words(of path: TokenPath) -> [String] {
        let words = path.segments.filter { $0 != TokenName.root }.flatMap(words(in:))
        return words.isEmpty ? ["token"] : words
    }

    /// The lower-cased words of one segment.
    private static func words(in segment: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        let bytes = segment.utf8.allSatisfy { $0 < 0x80 } ? Array(segment.utf8) : spelledInASCII(segment)
        for (index, byte) in bytes.enumerated() {
            guard isLetter(byte) || isDigit(byte) else {
                if !current.isEmpty { words.append(lowercased(current)) }
                current = []
                continue
            }
            if let previous = current.last, startsWord(byte, after: previous, before: bytes.dropFirst(index + 1).first) {
                words.append(lowercased(current))
                current = []
            }
            current.append(byte)
        }
        if !current.isEmpty { words.append(lowercased(current)) }
        return words
    }

    /// `segment` with every letter spelled in ASCII; a letter spelled by its code point stands
    /// apart as its own word, and a character that is no letter becomes a space.
    private static func spelledInASCII(_ segment: String) -> [UInt8] {
        var bytes: [UInt8] = []
        let scalars = Array(segment.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            guard var spelled = Transliteration.ascii(scalar) else {
                bytes.append(UInt8(ascii: " "))
                continue
            }
            // A capital spelled in two letters is `Oe` in `Œuvre` but `OE` in `ŒUVRE`.
            if scalar.properties.isUppercase, index + 1 < scalars.count, scalars[index + 1].properties.isUppercase {
                spelled.text = spelled.text.uppercased()
            }
            if spelled.standsApart { bytes.append(UInt8(ascii: " ")) }
            bytes += spelled.text.utf8
            if spelled.standsApart { bytes.append(UInt8(ascii: " ")) }
        }
        return bytes
    }

    /// True when `byte`, an upper-case letter, begins a new word inside a run of letters and digits.
    private static func startsWord(_ byte: UInt8, after previous: UInt8, before next: UInt8?) -> Bool {
        guard isUpper(byte) else { return false }
        if isLower(previous) || isDigit(previous) { return true }
        return isUpper(previous) && next.map(isLower) == true
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func lowercased(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
