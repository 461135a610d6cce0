/// Why `swatchbook init` wrote nothing.
public enum StarterConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Paths in the way: files that exist where a file would be written, links or files where a
    /// folder is needed. Nothing was written.
    case obstacles([Obstacle])
    /// Writing failed half-way at `path` (the disk full, permissions); what was written was removed.
    case writeFailed(path: String, reason: String)

    /// What is wrong, in a sentence.
    public var description: String {
        switch self {
        case .obstacles(let obstacles): obstacles.map(\.description).joined(separator: "\n")
        case .writeFailed(let path, let reason): "\(path): cannot write it (\(reason)); nothing was kept"
        }
    }
}

/// One path that stops `swatchbook init` from writing.
public struct Obstacle: Sendable, Equatable, CustomStringConvertible {
    /// The path, as the user named the folder (`Config/swatchbook.json`).
    public let path: String
    /// Why it is in the way, such as "the file exists".
    public let reason: String

    /// An obstacle at `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `Config/swatchbook.json: the file exists`.
    public var description: String { "\(path): \(reason)" }
}
