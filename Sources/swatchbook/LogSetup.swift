import Glibc
import Logging

/// How the executable logs: every line to standard error, routine ones buffered briefly.
enum LogSetup {
    /// The sink all loggers share.
    static let sink = LogSink(descriptor: STDERR_FILENO)

    /// Sends every log line at `level` and above to standard error.
    static func bootstrap(level: Logger.Level) {
        LoggingSystem.bootstrap { label in LineLogHandler(label: label, level: level, sink: sink) }
    }

    /// Writes out whatever is buffered; call before exiting.
    static func flush() { sink.flush() }
}
