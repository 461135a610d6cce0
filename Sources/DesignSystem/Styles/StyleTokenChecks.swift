/// What checking styles' token references needs of a token system, gathered once for every
/// document of a library: its permutations in a fixed order, and whether CSS can hold each
/// token's value in each permutation, worked out the first time a style refers to it (many
/// styles refer to the same tokens; writing a value as CSS for every reference was nearly half of
/// the check).
final class StyleTokenChecks {
    /// The permutations and their tokens, by name.
    let permutations: [(key: Permutation, value: TokenSet)]
    /// Whether CSS can hold a token's value, by permutation (as in ``permutations``) and path.
    private var cssHolds: [[TokenPath: Bool]]

    /// The checks of references to the tokens of `system`.
    init(_ system: TokenSystem) {
        permutations = system.permutations.sorted { $0.key.description < $1.key.description }
        cssHolds = Array(repeating: [:], count: permutations.count)
    }

    /// Whether CSS can hold the value of `token`, the token at its path in the permutation at `index`.
    func cssCanHold(_ token: ResolvedToken, inPermutation index: Int) -> Bool {
        if let known = cssHolds[index][token.path] { return known }
        let holds = CSSValueWriter().value(token.value) != nil
        cssHolds[index][token.path] = holds
        return holds
    }
}
