import DesignSystem

/// Reads the token files a resolver document names from disk.
public struct DiskTokenFileSource: TokenFileSource {
    /// A source reading from the file system.
    public init() {}

    /// The bytes of the file at `path`, or a diagnostic saying why they cannot be read.
    public func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        ConfigLoader.read(path)
    }
}
