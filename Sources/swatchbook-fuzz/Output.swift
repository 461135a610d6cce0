import Glibc

/// Lines written at once, unbuffered, so that what a replay printed survives a crash of the input after it.
enum Output {
    /// Writes `line` and a newline to standard output.
    static func line(_ line: String) { write(line + "\n", to: STDOUT_FILENO) }

    /// Writes `line` and a newline to standard error.
    static func error(_ line: String) { write(line + "\n", to: STDERR_FILENO) }

    private static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }
}
