import DesignSystem

/// Runs every lint rule that is not off over a Config, at the severities `lint.rules` sets.
public struct Linter: Sendable {
    /// The rule settings.
    public let settings: LintSettings

    /// A linter with these settings.
    public init(settings: LintSettings) { self.settings = settings }

    /// The checks, one per rule, in ``LintRule/all`` order.
    static let checks: [any LintCheck] = [ContrastLint(), MissingInContextLint(), DeprecatedReferenceLint(), LiteralValueLint(),
                                          UnusedTokenLint(), DuplicateValueLint(), MinFontSizeLint(), NamingLint(), DescriptionLint()]

    /// The report of `subject`, or the refusal when the contrast rule would make more style lookups
    /// than `limits.lintLookups` allows (counted before any is made).
    public func lint(_ subject: LintSubject, file: String) -> Result<LintReport, Diagnostic> {
        if settings.severity(of: .contrast) != .off {
            let lookups = ContrastLint.lookups(in: subject, settings: settings)
            if lookups > settings.lookups {
                return .failure(Diagnostic(.limitExceeded, file: file, path: JSONPointer(tokens: ["limits", "lintLookups"]),
                    TokenLimits.message("the contrast rule would look up \(TokenLimits.grouped(lookups)) styles (styles × sizes × states "
                                        + "× \(subject.sets.count == 1 ? "the permutation" : "the \(subject.sets.count) permutations"), those giving a component's tokens the same values counted once)",
                                        limit: settings.lookups, unit: "lookups",
                                        setting: "lintLookups")))
            }
        }
        var findings: [LintFinding] = []
        for check in Self.checks {
            let severity = settings.severity(of: check.rule)
            guard severity != .off else { continue }
            findings += check.findings(in: subject, settings: settings).map { finding in
                var set = finding
                set.severity = severity
                return set
            }
        }
        let rules = LintRule.all.map { ($0, settings.severity(of: $0)) }
        return .success(LintReport(findings: findings.sorted(by: LintReport.precedes), rules: rules))
    }
}

/// What one lint found, and the severity each rule ran at.
public struct LintReport: Sendable {
    /// Every finding, by file, line, then rule.
    public let findings: [LintFinding]
    /// Every rule with the severity it ran at (`off` when it did not run).
    public let rules: [(rule: LintRule, severity: LintSeverity)]

    /// A report.
    public init(findings: [LintFinding], rules: [(rule: LintRule, severity: LintSeverity)]) {
        self.findings = findings
        self.rules = rules
    }

    /// True when a finding is an error (lint exits 1).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The count of findings of `severity`.
    public func count(_ severity: LintSeverity) -> Int { findings.lazy.filter { $0.severity == severity }.count }

    /// The findings about `component`.
    public func findings(component: String) -> [LintFinding] { findings.filter { $0.component == component } }

    /// The findings about each token, by its path, of the rules a token page shows (not those of a style).
    public func tokenFindings() -> [String: [LintFinding]] {
        Dictionary(grouping: findings.filter { $0.token != nil && $0.component == nil }) { $0.token! }
    }

    /// The order reports list findings in: by file, line, rule, then message.
    static func precedes(_ a: LintFinding, _ b: LintFinding) -> Bool {
        if (a.file ?? "") != (b.file ?? "") { return (a.file ?? "") < (b.file ?? "") }
        if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
