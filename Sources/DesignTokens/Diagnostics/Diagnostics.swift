/// Several diagnostics reported together: a load fails with all of its problems, not the first.
public struct Diagnostics: Error, Sendable, Hashable, RandomAccessCollection, CustomStringConvertible {
    /// The diagnostics in the order they were found.
    public var list: [Diagnostic]

    /// Wraps a list of diagnostics.
    public init(_ list: [Diagnostic]) { self.list = list }

    /// The first position.
    public var startIndex: Int { list.startIndex }
    /// One past the last position.
    public var endIndex: Int { list.endIndex }
    /// The diagnostic at a position.
    public subscript(position: Int) -> Diagnostic { list[position] }

    /// Only the errors.
    public var errors: [Diagnostic] { list.filter { $0.severity == .error } }
    /// Only the warnings.
    public var warnings: [Diagnostic] { list.filter { $0.severity == .warning } }

    /// One diagnostic per line.
    public var description: String { list.map(\.description).joined(separator: "\n") }
}
