import Glibc

/// Unbuffered lines to standard output and standard error.
enum Console {
    /// Writes `line` and a newline to standard output at once.
    static func write(_ line: String) { write(line, to: STDOUT_FILENO) }

    /// Writes `line` and a newline to standard error at once.
    static func writeError(_ line: String) { write(line, to: STDERR_FILENO) }

    private static func write(_ line: String, to descriptor: Int32) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}
