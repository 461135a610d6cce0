/// How a reader treats a file that bends a rule it could still make sense of.
public enum Strictness: Sendable, Hashable {
    /// Every violation of the format is an error (`swatchbook check`, `--strict`).
    case strict
    /// Recoverable violations (a dimension in `em`, an old string colour) are warnings and the
    /// value is used as written; what makes resolution impossible is still an error.
    case tolerant
}

/// Collects the diagnostics of one load, classifying each by how serious it is.
public struct DiagnosticSink: Sendable {
    /// How recoverable problems are treated.
    public let strictness: Strictness
    /// Everything reported so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// A sink for `strictness`.
    public init(strictness: Strictness) { self.strictness = strictness }

    /// True when an error was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// A problem that makes the file unusable, in every mode.
    public mutating func error(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// A rule the file bends but the reader can recover from: an error when strict, a warning when tolerant.
    public mutating func bend(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        diagnostic.severity = strictness == .strict ? .error : .warning
        diagnostics.append(diagnostic)
    }

    /// Something worth knowing that breaks no rule; a warning in every mode.
    public mutating func advise(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        diagnostic.severity = .warning
        diagnostics.append(diagnostic)
    }

    /// Adds diagnostics collected elsewhere, as they are.
    public mutating func merge(_ other: [Diagnostic]) {
        diagnostics += other
    }
}
