/// One problem found while parsing a fragment: where, which rule, why.
public struct HTMLProblem: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line where the problem starts.
    public let line: Int
    /// The 1-based column, counted in Unicode scalars.
    public let column: Int
    /// The rule broken.
    public let rule: Diagnostic.Rule
    /// Error (the markup was changed to make it safe or well-formed) or warning.
    public let severity: Diagnostic.Severity
    /// What is wrong, phrased for the person fixing it.
    public let message: String

    /// Creates a problem at `line` and `column`.
    public init(line: Int, column: Int, rule: Diagnostic.Rule, severity: Diagnostic.Severity, message: String) {
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.message = message
    }

    /// `3:14: error: <script> is not allowed … [element-not-allowed]`.
    public var description: String {
        "\(line):\(column): \(severity.rawValue): \(message) [\(rule)]"
    }

    /// This problem as a ``Diagnostic`` of `file`, the column leading the message.
    ///
    /// `lineOffset` is added to the line, for a fragment that starts further down its file.
    public func diagnostic(file: String, lineOffset: Int = 0) -> Diagnostic {
        Diagnostic(rule, severity: severity, file: file, line: line + lineOffset, "column \(column): \(message)")
    }
}
