/// The words a search matches: the query folded (``SearchIndex/key(_:)``), split at spaces, each
/// distinct word once, in the order first written. `a a a …` is one word, so repeating a word
/// costs nothing.
struct SearchTerms: Sendable, Equatable {
    /// The distinct words.
    let words: [String]

    /// The terms of `query`.
    init(_ query: String) {
        var seen = Set<Substring>()
        var words: [String] = []
        let key = SearchIndex.key(query)
        for word in key.split(separator: " ") where seen.insert(word).inserted {
            words.append(String(word))
        }
        self.words = words
    }

    /// The words joined by single spaces: the phrase titles are ranked by.
    var phrase: String { words.joined(separator: " ") }

    /// True when the query holds no word.
    var isEmpty: Bool { words.isEmpty }
}
