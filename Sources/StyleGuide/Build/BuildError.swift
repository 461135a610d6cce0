import Glibc

/// Why `swatchbook build` could not write its files; nothing was replaced.
public struct BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// `outside-build-folder`.
        public let rawValue: String
        /// A path leads out of the build folder (a symbolic link).
        public static let outsideBuildFolder = Code(rawValue: "outside-build-folder")
        /// A file stands where a folder is needed, or a folder where a file is.
        public static let notAFolder = Code(rawValue: "not-a-folder")
        /// The system refused a call (permissions, a full disk).
        public static let writeFailed = Code(rawValue: "write-failed")
        /// The name.
        public var description: String { rawValue }
    }

    /// The kind.
    public let code: Code
    /// What went wrong, naming the path.
    public let message: String

    /// An error of `code`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A ``Code/writeFailed`` saying `what` and the system's reason.
    static func system(_ what: String) -> BuildError { BuildError(.writeFailed, "\(what): \(String(cString: strerror(errno)))") }

    /// `message [code]`.
    public var description: String { "\(message) [\(code)]" }
}
