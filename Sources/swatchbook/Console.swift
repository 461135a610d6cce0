import Glibc

/// Unbuffered lines to standard output and standard error.
enum Console {
    /// Writes `line` and a newline to standard output at once.
    static func write(_ line: String) { write(line, to: STDOUT_FILENO) }

    /// Writes `line` and a newline to standard error at once.
    static func writeError(_ line: String) { write(line, to: STDERR_FILENO) }

    private static func write(_ line: String, to descriptor: Int32) {
        write(bytes: Array(line.utf8) + [UInt8(ascii: "\n")], to: descriptor)
    }

    /// Writes `bytes` to `descriptor` whole (short writes continued); stops when the descriptor is closed.
    static func write(bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}
