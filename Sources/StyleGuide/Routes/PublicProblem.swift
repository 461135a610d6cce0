import DesignSystem

/// A problem of the Config as anyone who can reach the server may see it (on `/healthz` and in
/// the guide's banner): the file relative to the Config folder, the line, the JSON path and the
/// rule. Never the message, which may quote the file (a token file linked to `/etc/passwd` says
/// "found 'root'"), and never an absolute path; the full diagnostic is in the log and in `check`.
struct PublicProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the Config folder (`tokens/core.tokens.json`).
    let file: String
    /// The 1-based line, when known.
    let line: Int?
    /// The JSON path in the file; the root pointer for the whole file.
    let path: JSONPointer
    /// Error or warning.
    let severity: Diagnostic.Severity
    /// The rule broken.
    let rule: Diagnostic.Rule

    /// The public part of `diagnostic`, a problem of the Config folder at `configDirectory`.
    init(_ diagnostic: Diagnostic, configDirectory: String) {
        file = PublicPaths.relative(diagnostic.file, to: configDirectory)
        line = diagnostic.line
        path = diagnostic.path
        severity = diagnostic.severity
        rule = diagnostic.rule
    }

    /// `tokens/core.tokens.json:12`, or the file alone when the line is unknown.
    var location: String { line.map { "\(file):\($0)" } ?? file }

    /// `tokens/core.tokens.json:12: error: at /color/brand [json-syntax]`.
    var description: String {
        let pointer = path.tokens.isEmpty ? "" : " at \(path)"
        return "\(location): \(severity.rawValue):\(pointer) [\(rule)]"
    }
}
