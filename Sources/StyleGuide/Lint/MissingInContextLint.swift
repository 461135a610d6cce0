import DesignSystem

/// `missing-in-context`: a token some contexts of a modifier define and others do not, the other
/// modifiers on their defaults. Reported once, where a context that has it writes it, naming the
/// contexts that lack it (a request for those answers 404).
struct MissingInContextLint: LintCheck {
    let rule = LintRule.missingInContext

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var findings: [LintFinding] = []
        for modifier in subject.tokens.modifiers where modifier.contextNames.count > 1 {
            let contexts: [(name: String, permutation: Permutation, set: TokenSet)] = modifier.contextNames.compactMap { context in
                let permutation = Permutation(subject.defaultPermutation.contexts.merging([modifier.name: context]) { $1 })
                return subject.tokens.permutations[permutation].map { (context, permutation, $0) }
            }
            var seen = Set<TokenPath>()
            for (_, _, set) in contexts {
                for token in set.tokens where seen.insert(token.path).inserted {
                    let lacking = contexts.filter { $0.set[token.path] == nil }
                    guard !lacking.isEmpty else { continue }
                    let having = contexts.filter { $0.set[token.path] != nil }.map(\.name)
                    findings.append(LintFinding(rule,
                        "'\(token.path)' is defined in \(modifier.name) \(having.joined(separator: ", ")) but not in "
                            + "\(lacking.map(\.name).joined(separator: ", ")): a request for \(modifier.name)=\(lacking[0].name) has no such token",
                        at: token.origin, inputs: lacking.map(\.permutation), token: token.path))
                }
            }
        }
        return findings
    }
}
