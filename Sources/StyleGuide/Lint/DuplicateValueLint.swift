import DesignSystem

/// `duplicate-value`: a token that writes out the same type and value as an earlier token of the
/// same permutation; one could alias the other so a change is made once.
struct DuplicateValueLint: LintCheck {
    let rule = LintRule.duplicateValue

    /// A type and a value, what two tokens must share to be duplicates.
    private struct Value: Hashable { let type: TokenType, value: TokenValue }
    /// A token and the earlier one it repeats.
    private struct Key: Hashable { let token: TokenPath, first: TokenPath }

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var tally = FindingTally<Key>()
        for (permutation, set) in subject.sets {
            var firsts: [Value: TokenPath] = [:]
            for token in set.tokens where !token.isAlias && token.references.isEmpty {
                let value = Value(type: token.type, value: token.value)
                guard let first = firsts[value] else {
                    firsts[value] = token.path
                    continue
                }
                tally.add(Key(token: token.path, first: first), in: permutation) {
                    LintFinding(rule, "'\(token.path)' has the value of '\(first)' (\(TokenRow.valueText(token.value))); "
                                + "write it as \"{\(first)}\" if it means the same", at: token.origin, token: token.path)
                }
            }
        }
        return tally.findings(of: subject.sets.count)
    }
}
