import DesignSystem

/// Reads the token files a resolver document names from disk.
public struct DiskTokenFileSource: TokenFileSource {
    /// The Config folder files must lie inside, when they are read for one.
    public let boundary: ConfigBoundary?

    /// A source reading from the file system: anywhere, or only inside `boundary`.
    public init(boundary: ConfigBoundary? = nil) {
        self.boundary = boundary
    }

    /// The bytes of the file at `path`, or a diagnostic saying why they cannot be read.
    public func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        if let refusal = boundary?.refusal(of: path) { return .failure(refusal) }
        return ConfigLoader.read(path)
    }

    /// The bytes of the file at `path`; a file larger than `limits.tokenFileBytes` is refused
    /// from its size, without reading it.
    public func contents(of path: String, within limits: TokenLimits) -> Result<[UInt8], Diagnostic> {
        if let refusal = boundary?.refusal(of: path) { return .failure(refusal) }
        return ConfigLoader.read(path, atMost: limits.tokenFileBytes) { limits.oversizedFile(path, bytes: $0) }
    }
}
