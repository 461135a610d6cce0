import Glibc

/// Reads a certificate or key file whole, refusing what cannot be one with a ``TLSError``.
///
/// Symbolic links are followed: Kubernetes mounts a Secret's files as links into a folder it
/// swaps atomically when the Secret changes, which is what makes a reload pick up a renewal.
enum TLSFile {
    /// The bytes of `path`, at most ``TLSConfiguration/largestFileBytes`` of them.
    static func read(_ path: String) throws(TLSError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw TLSError(.fileMissing, file: path, "no such file") }
            throw TLSError(.fileUnreadable, file: path, "cannot be opened: \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw TLSError(.fileUnreadable, file: path, "is not a regular file")
        }
        let limit = TLSConfiguration.largestFileBytes
        guard info.st_size <= limit else {
            throw TLSError(.fileTooLarge, file: path, "is \(info.st_size) bytes; a certificate or key file is at most \(limit)")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 {
                throw TLSError(.fileUnreadable, file: path, "cannot be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }
}
