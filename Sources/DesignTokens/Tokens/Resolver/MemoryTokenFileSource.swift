/// Token files held in memory by path: for tests, and for apps that bundle their tokens as strings.
public struct MemoryTokenFileSource: TokenFileSource {
    /// The text of each file, by the path a resolver document names it with.
    public var files: [String: String]

    /// A source serving `files`.
    public init(_ files: [String: String]) {
        self.files = files
    }

    /// The bytes of the file at `path`, or an unreadable-file diagnostic naming it.
    public func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        guard let text = files[path] else {
            return .failure(Diagnostic(.unreadableFile, file: path, "there is no such file"))
        }
        return .success(Array(text.utf8))
    }
}
