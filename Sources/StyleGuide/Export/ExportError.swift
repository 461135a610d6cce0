/// Why an export could not be made: a bad option, a folder that cannot be written, pages that
/// two URLs would write to the same file, or more pages than the limit. Nothing is left
/// half-written when it is thrown.
public struct ExportError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, kind by kind.
    public enum Code: String, Sendable {
        case badBasePath, badOutput, writeFailed, fileClash, tooManyPages
    }

    /// The kind of problem.
    public let code: Code
    /// What is wrong and where.
    public let message: String

    /// An error of `code` saying `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
