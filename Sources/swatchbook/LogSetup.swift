import Logging

/// How the executable logs.
enum LogSetup {
    /// Sends every log line to standard error at `level` and above.
    static func bootstrap(level: Logger.Level) {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
