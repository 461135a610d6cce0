import Glibc
import Logging
import MicroHTTP

/// Formats each log entry as one line and hands it to a ``LogSink``, which stamps the time.
///
/// `2026-11-21T12:38:13Z info swatchbook: GET / 200 1161B 52µs`. Timestamps are UTC, computed
/// arithmetically once per second (no time-zone lookup). Entries above `info` are urgent and
/// written at once. The access log writes one line per request, so this path is kept short.
///
/// A `Logger` copies its handler on every call, on all the server's threads at once. So the
/// handler is small enough to sit inside the `Logger` without a box, and reaches its label and
/// sink through an uncounted reference to the sink's ``LogSink/Channel``, which the sink keeps
/// as long as it lives: a log call touches no shared reference count.
struct LineLogHandler: ByteLogHandler {
    /// The entries at this level and above are written.
    var logLevel: Logger.Level
    /// Metadata added to every entry.
    var metadata: Logger.Metadata = [:]
    /// Uncounted, which is safe because the sink keeps its channels, and outlives its handlers
    /// (see ``init(label:level:sink:)``).
    private let channel: Unmanaged<LogSink.Channel>

    /// A handler for `label` writing to `sink`, which must outlive it (the executable's sink is a
    /// global that lives as long as the process).
    init(label: String, level: Logger.Level, sink: LogSink) {
        self.logLevel = level
        self.channel = .passUnretained(sink.channel(for: label))
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let details = details(adding: event.metadata)
        channel._withUnsafeGuaranteedRef { $0.write(level: event.level, message: event.message.description, details: details) }
    }

    /// Writes `message` as it came: the access log's line per request, never made a `String`.
    func log(level: Logger.Level, utf8 message: UnsafeRawBufferPointer) {
        let details = details(adding: nil)
        channel._withUnsafeGuaranteedRef { $0.write(level: level, message: message, details: details) }
    }

    /// ` key=value` for each metadata entry, the entry's own over the handler's, sorted by key.
    private func details(adding entryMetadata: Logger.Metadata?) -> String {
        guard !metadata.isEmpty || !(entryMetadata?.isEmpty ?? true) else { return "" }
        let merged = metadata.merging(entryMetadata ?? [:]) { $1 }
        return merged.sorted(by: { $0.key < $1.key }).map { " \($0.key)=\($0.value)" }.joined()
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ` for a Unix time, by arithmetic on the proleptic Gregorian calendar.
enum UTCTimestamp {
    /// Appends the timestamp for `seconds` since 1970 to `bytes`.
    static func append(seconds: Int, to bytes: inout [UInt8]) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        appendDigits(year, count: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(month, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(day, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, count: 2, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Year, month and day for a count of days since 1970-01-01 (Howard Hinnant's algorithm).
    static func civilDate(daysSinceEpoch: Int) -> (Int, Int, Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func appendDigits(_ value: Int, count: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
