/// One lint rule's check: the findings it makes of a Config (their severity is set afterwards).
protocol LintCheck: Sendable {
    /// The rule it checks.
    var rule: LintRule { get }
    /// Every finding of the rule in `subject`, each once (a problem of several permutations lists them).
    func findings(in subject: LintSubject, settings: LintSettings) -> [LintFinding]
}
