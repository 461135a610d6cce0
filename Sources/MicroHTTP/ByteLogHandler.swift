import Logging

/// A log handler that also takes a message as UTF-8 bytes, sparing the `String` a
/// `Logger.Message` holds: the access log hands its one line per request through this when the
/// logger's handler offers it, and through `log(event:)` otherwise.
public protocol ByteLogHandler: LogHandler {
    /// Logs `message` (valid UTF-8, one line, no metadata of its own) at `level`, exactly as
    /// `log(event:)` would log the same text; the caller has already checked `level` against `logLevel`.
    func log(level: Logger.Level, utf8 message: UnsafeRawBufferPointer)
}
