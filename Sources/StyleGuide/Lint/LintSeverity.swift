/// How much a lint finding weighs: an error fails `swatchbook lint`, a warning or a note is reported only.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Fails the lint (exit 1).
    case error
    /// Reported, does not fail.
    case warning
    /// Reported as a note, does not fail.
    case info
    /// The rule does not run.
    case off

    /// Errors first, then warnings, then notes.
    public static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The SARIF `level` of a result of this severity: `error`, `warning`, `note` (`none` when off).
    public var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        case .off: "none"
        }
    }
}
