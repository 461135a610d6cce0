import DesignSystem

/// `description`: a token with no `$description` (off by default).
struct DescriptionLint: LintCheck {
    let rule = LintRule.description

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var reported = Set<TokenPath>()
        return subject.sets.flatMap { _, set in
            set.tokens.compactMap { token in
                guard (token.description ?? "").isEmpty, reported.insert(token.path).inserted else { return nil }
                return LintFinding(rule, "'\(token.path)' has no $description", at: token.origin, token: token.path)
            }
        }
    }
}
