/// Why ``TokenExport`` could not write a file: two tokens would share a name, or the format
/// cannot hold what was asked of it.
public struct TokenExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem, named so callers can tell them apart.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// `name-collision`.
        public let rawValue: String
        /// Two tokens map to one name in the output.
        public static let nameCollision = Code(rawValue: "name-collision")
        /// The format cannot write every context of this modifier in one file.
        public static let contextsNotSupported = Code(rawValue: "contexts-not-supported")
        /// The output would go past a limit of the platform it is for (Figma's variables per collection, bytes per request).
        public static let platformLimit = Code(rawValue: "platform-limit")
        /// The name.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// One sentence for a person: what, where, and how to fix it.
    public let message: String
    /// The tokens concerned: for a collision, the two that share a name, in file order (one when
    /// the other name is the file's own, such as an SCSS map's).
    public let tokens: [TokenPath]

    /// An error of `code` about `tokens`, explained by `message`.
    public init(_ code: Code, _ message: String, tokens: [TokenPath] = []) {
        self.code = code
        self.message = message
        self.tokens = tokens
    }

    /// `message [code]`.
    public var description: String { "\(message) [\(code)]" }
}
