/// Why a JSON document could not be read, and where.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars (characters, as most editors
/// show them) from the start of the line; a byte order mark at the start of the file is not counted.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, in Unicode scalars.
    public let column: Int
    /// What was expected and what was found, in words meant for whoever edits the file.
    public let message: String

    /// Creates an error at a position with a message.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as `line 3, column 14: message`.
    public var description: String {
        "line \(line), column \(column): \(message)"
    }
}
