/// The initials an avatar shows in place of a picture.
enum Initials {
    /// One or two initials of `name`, upper-cased: the first word's and, with more than one word,
    /// the last word's. Nil when no word has a letter, a digit or an emoji to show.
    ///
    /// A word's initial is its first letter, digit or emoji (so quotes and brackets are skipped);
    /// it is a whole character, so accents, combining marks, non-Latin scripts and emoji sequences
    /// stay intact (`"Ada Lovelace"` → `AL`, `"plato"` → `P`, `"毛泽东"` → `毛`, `"🦊 Fox"` →
    /// `🦊F`). Upper-casing applies only when it keeps one character (`ß` stays `ß`).
    static func of(_ name: String) -> String? {
        let initials = name.split(whereSeparator: \.isWhitespace).compactMap(initial(of:))
        guard let first = initials.first else { return nil }
        let chosen = initials.count > 1 ? [first, initials[initials.count - 1]] : [first]
        return chosen.map(upperCased).joined()
    }

    private static func initial(of word: Substring) -> Character? {
        word.first { $0.isLetter || $0.isNumber || isEmoji($0) }
    }

    private static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || character.unicodeScalars.count > 1
    }

    private static func upperCased(_ character: Character) -> String {
        let upper = character.uppercased()
        return upper.count == 1 ? upper : String(character)
    }
}
