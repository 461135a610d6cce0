/// A problem found in a file a design team edits: where it is, which rule it breaks, and why.
///
/// Every error that reaches a user is one of these, so each names the file, the JSON path
/// (as a JSON Pointer), the line when known, and the rule.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The file cannot be used as it is.
        case error
        /// The file is used, but bends a rule.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// The rule broken.
    public var rule: Rule
    /// The file, as the user named it (relative to the folder they gave, when possible).
    public var file: String
    /// Where in the file's JSON the problem is; the root pointer for the whole file.
    public var path: JSONPointer
    /// The 1-based line, when known.
    public var line: Int?
    /// What is wrong, phrased for the person fixing it.
    public var message: String

    /// Creates a diagnostic.
    public init(_ rule: Rule, severity: Severity = .error, file: String, path: JSONPointer = .root,
                line: Int? = nil, _ message: String) {
        self.severity = severity
        self.rule = rule
        self.file = file
        self.path = path
        self.line = line
        self.message = message
    }

    /// `Config/swatchbook.json:7: error: at /limits/connections: must be ... [out-of-range]`.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        let pointer = path.tokens.isEmpty ? "" : "at \(path): "
        return "\(location): \(severity.rawValue): \(pointer)\(message) [\(rule)]"
    }
}

extension Diagnostic {
    /// The name of a rule a file can break, extensible with static members.
    public struct Rule: Hashable, Sendable, CustomStringConvertible {
        /// A short stable identifier, e.g. `unknown-member`.
        public let name: String

        /// Creates a rule name.
        public init(_ name: String) { self.name = name }

        /// The identifier.
        public var description: String { name }

        /// The file is missing or unreadable.
        public static let unreadableFile = Rule("unreadable-file")
        /// The file is not valid JSON.
        public static let jsonSyntax = Rule("json-syntax")
        /// A member this format does not define (often a typo).
        public static let unknownMember = Rule("unknown-member")
        /// A required member is absent.
        public static let missingMember = Rule("missing-member")
        /// A value of the wrong JSON type.
        public static let wrongType = Rule("wrong-type")
        /// A number outside its allowed range.
        public static let outOfRange = Rule("out-of-range")
        /// A value of the right type that is still not allowed.
        public static let invalidValue = Rule("invalid-value")
        /// A file of a Config is reached through a link (or a `..` path) that leads outside the Config folder.
        public static let linkOutsideConfig = Rule("link-outside-config")
    }
}

extension Diagnostic {
    /// The diagnostic for a JSON syntax error in `file`.
    public init(_ error: JSONSyntaxError, file: String) {
        self.init(.jsonSyntax, file: file, line: error.line, "column \(error.column): \(error.message)")
    }
}
