import DesignSystem

/// The names of the tokens of each group of one permutation, made once, so that the 404 for an
/// unknown token id suggests a sibling's name by looking at its group only, not at every token.
struct TokenSiblings: Sendable {
    /// How many permutations' names are kept at once (the least recently used goes first).
    static let permutationsKept = 8

    /// Token names by their group's path (nil for the top level).
    private let names: [TokenPath?: [String]]

    /// The names of `set`'s tokens, by group: one pass over the tokens.
    init(_ set: TokenSet) {
        var names: [TokenPath?: [String]] = [:]
        for token in set.tokens { names[token.path.parent, default: []].append(token.path.name) }
        self.names = names
    }

    /// The names of the tokens in the group at `parent`.
    func names(in parent: TokenPath?) -> [String] { names[parent] ?? [] }
}
