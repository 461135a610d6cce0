import DesignSystem

/// `naming`: every segment of a token's path written in the configured case style (`case`,
/// kebab-case unless set). A group whose name breaks it is reported once, at its first token.
struct NamingLint: LintCheck {
    let rule = LintRule.naming

    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding] {
        var reported = Set<TokenPath>()
        var findings: [LintFinding] = []
        for (_, set) in subject.sets {
            for token in set.tokens {
                guard let index = token.path.segments.firstIndex(where: { !settings.namingCase.accepts($0) }) else { continue }
                let prefix = TokenPath(Array(token.path.segments[...index]))
                guard reported.insert(prefix).inserted else { continue }
                let what = index == token.path.segments.count - 1 ? "token '\(token.path)'" : "group '\(prefix)' (of '\(token.path)')"
                findings.append(LintFinding(rule, "the \(what) is named '\(token.path.segments[index])', which is not \(settings.namingCase)",
                                            at: token.origin, token: token.path))
            }
        }
        return findings
    }
}
