import DesignSystem
import Glibc

/// Reads the token files a resolver document names from disk.
public struct DiskTokenFileSource: TokenFileSource {
    /// A source reading from the file system.
    public init() {}

    /// The bytes of the file at `path`, or a diagnostic saying why they cannot be read.
    public func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        ConfigLoader.read(path)
    }

    /// The bytes of the file at `path`; a file larger than `limits.tokenFileBytes` is refused
    /// from its size, without reading it.
    public func contents(of path: String, within limits: TokenLimits) -> Result<[UInt8], Diagnostic> {
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > limits.tokenFileBytes {
            return .failure(limits.oversizedFile(path, bytes: Int(info.st_size)))
        }
        return contents(of: path).flatMap { limits.within($0, file: path) }
    }
}
