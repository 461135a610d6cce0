import DesignSystem

/// `unused-token`: a token that no style binding, no other token (in any permutation) and no
/// setting (`preview`, `accent`) refers to. Apps may still read it through the API or an export,
/// so the rule reports a note by default.
struct UnusedTokenLint: LintCheck {
    let rule = LintRule.unusedToken

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var used = Set(subject.bindings.compactMap { $0.binding.value.tokenPath })
        let preview = subject.settings.preview
        used.formUnion([preview.background, preview.foreground, preview.padding, subject.settings.accent].compactMap { $0 })
        for (_, set) in subject.sets {
            for token in set.tokens {
                for site in token.references { if let path = DeprecatedReferenceLint.path(of: site.reference) { used.insert(path) } }
            }
        }
        var reported = Set<TokenPath>()
        var findings: [LintFinding] = []
        for (_, set) in subject.sets {
            for token in set.tokens where !used.contains(token.path) && reported.insert(token.path).inserted {
                findings.append(LintFinding(rule, "nothing refers to '\(token.path)': no style, no other token, no setting",
                                            at: token.origin, token: token.path))
            }
        }
        return findings
    }
}
