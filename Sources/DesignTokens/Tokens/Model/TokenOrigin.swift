/// Where something in a token document was written: file, JSON path and line.
public struct TokenOrigin: Hashable, Sendable {
    /// The file, as the user named it (or a description such as `inline set "core"`).
    public var file: String
    /// The JSON Pointer to the member in that file.
    public var pointer: JSONPointer
    /// The 1-based line, when known.
    public var line: Int?

    /// Creates an origin.
    public init(file: String, pointer: JSONPointer, line: Int? = nil) {
        self.file = file
        self.pointer = pointer
        self.line = line
    }

    /// A diagnostic about this place.
    public func diagnostic(_ rule: Diagnostic.Rule, _ message: String, severity: Diagnostic.Severity = .error,
                           below suffix: [String] = []) -> Diagnostic {
        var path = pointer
        for token in suffix { path = path.appending(token) }
        return Diagnostic(rule, severity: severity, file: file, path: path, line: line, message)
    }
}
