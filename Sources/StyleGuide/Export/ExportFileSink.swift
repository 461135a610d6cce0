import Glibc

/// A new file written a block at a time, for a file too large to hold whole (the manifest of a
/// large export).
final class ExportFileSink {
    private let path: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// The bytes appended so far.
    private(set) var size = 0

    /// Opens the new file `path`.
    init(creating path: String) throws(ExportError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ExportError(.writeFailed, "cannot write \(path): \(String(cString: strerror(errno)))") }
        buffer.reserveCapacity(Self.block)
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Appends `text`.
    func append(_ text: String) throws(ExportError) { try append(Array(text.utf8)) }

    /// Appends `bytes`.
    func append(_ bytes: [UInt8]) throws(ExportError) {
        buffer.append(contentsOf: bytes)
        size += bytes.count
        if buffer.count >= Self.block { try flush() }
    }

    /// Writes what is left and closes the file.
    func finish() throws(ExportError) {
        try flush()
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw ExportError(.writeFailed, "cannot write \(path): \(String(cString: strerror(errno)))") }
    }

    private func flush() throws(ExportError) {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw ExportError(.writeFailed, "cannot write \(path): \(String(cString: strerror(errno)))") }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static let block = 1 << 16
}
