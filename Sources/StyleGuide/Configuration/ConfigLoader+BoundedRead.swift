import DesignTokens
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ConfigLoader {
    /// The bytes of a file of this Config of at most `limit` bytes: a file outside the folder is
    /// refused first, as by ``read(_:)``; one larger than `limit` is refused with `oversized(size)`,
    /// told from its size before it is read.
    func read(_ path: String, atMost limit: Int, oversized: (Int) -> Diagnostic) -> Result<[UInt8], Diagnostic> {
        if let refusal = boundary.refusal(of: path) { return .failure(refusal) }
        return Self.read(path, atMost: limit, oversized: oversized)
    }

    /// The bytes of the file at `path`, at most `limit` of them, wherever it is: one larger is
    /// refused with `oversized(size)` from its size, without reading it, and from what was read
    /// when it grew in between.
    static func read(_ path: String, atMost limit: Int, oversized: (Int) -> Diagnostic) -> Result<[UInt8], Diagnostic> {
        if let size = fileSize(path), size > limit { return .failure(oversized(size)) }
        return read(path).flatMap { $0.count > limit ? .failure(oversized($0.count)) : .success($0) }
    }

    /// The size in bytes of the file at `path`, read without reading the file; nil when it cannot be told.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }
}
