import Dispatch
import Glibc
import Logging
import MicroHTTP
import Synchronization

/// Where log lines go: a file descriptor, written through small buffers, one per thread.
///
/// Routine lines (the access log's one per request) are collected and written at most every
/// `flushInterval` or whenever `capacity` bytes have gathered, as nginx does with
/// `access_log ... buffer= flush=`; a line marked urgent (a warning or an error) is written at
/// once, with every line waiting in any buffer. Each thread appends to a buffer of its own, so
/// the server's threads never wait for one another to log; the writes themselves are one at a
/// time, so lines from different buffers never interleave. Lines keep their order within a
/// thread; across threads, only to within one flush.
/// `@unchecked`: the timer is set up in `init` and only cancelled in `deinit`.
final class LogSink: @unchecked Sendable {
    private let descriptor: Int32
    private let capacity: Int
    private let buffers = PerThread { Buffer() }
    private let writing = Mutex(())
    private let channels = Mutex<[String: Channel]>([:])

    /// One thread's waiting lines, and the timestamp of the current second, rendered once per second.
    private final class Buffer: Sendable {
        struct Pending {
            var bytes: [UInt8] = []
            var second = -1
            var timestamp: [UInt8] = []
        }
        /// Taken by its own thread on every line, and by a flush now and then.
        let pending = Mutex(Pending())
    }
    private let timer: DispatchSourceTimer

    /// A sink for `descriptor`, flushed every `flushInterval` by a background timer.
    init(descriptor: Int32, capacity: Int = 32 * 1024, flushInterval: DispatchTimeInterval = .milliseconds(250)) {
        self.descriptor = descriptor
        self.capacity = capacity
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "swatchbook.log-flush"))
        timer.schedule(deadline: .now() + flushInterval, repeating: flushInterval)
        timer.setEventHandler { [weak self] in self?.flush() }
        timer.resume()
    }

    deinit { timer.cancel() }

    /// The channel writing lines labelled `label`, made once per label and kept as long as the sink.
    func channel(for label: String) -> Channel {
        channels.withLock { channels in
            if let existing = channels[label] { return existing }
            let made = Channel(label: label, sink: self)
            channels[label] = made
            return made
        }
    }

    /// Writes the lines of one label: what a ``LineLogHandler`` refers to.
    final class Channel: @unchecked Sendable {
        /// ` level label: `, written between the timestamp and the message, by level
        /// ``Logger/Level/ordinal``; allocated once and never changed (hence `@unchecked`).
        private let prefixes: [UnsafeMutableBufferPointer<UInt8>]
        /// Uncounted, as the sink holds its channels: a channel never outlives its sink.
        private let sink: Unmanaged<LogSink>

        fileprivate init(label: String, sink: LogSink) {
            var prefixes = [UnsafeMutableBufferPointer<UInt8>](repeating: .init(start: nil, count: 0),
                                                               count: Logger.Level.allCases.count)
            for level in Logger.Level.allCases {
                let text = Array(" \(level) \(label): ".utf8)
                prefixes[level.ordinal] = .allocate(capacity: text.count)
                _ = prefixes[level.ordinal].initialize(from: text)
            }
            self.prefixes = prefixes
            self.sink = .passUnretained(sink)
        }

        deinit { prefixes.forEach { $0.deallocate() } }

        /// Adds one line at `level`; levels above `info` are urgent and written at once.
        func write(level: Logger.Level, message: String, details: String) {
            var message = message
            message.withUTF8 { write(level: level, message: UnsafeRawBufferPointer($0), details: details) }
        }

        /// Adds one line at `level` whose message is the UTF-8 `message`.
        func write(level: Logger.Level, message: UnsafeRawBufferPointer, details: String) {
            let prefix = UnsafeRawBufferPointer(prefixes[level.ordinal])
            sink._withUnsafeGuaranteedRef {
                $0.write(prefix: prefix, message: message, details: details, urgent: level > .info)
            }
        }
    }

    /// Adds one line — `2026-11-21T12:38:13Z level label: message details` and a newline — to
    /// this thread's buffer, and writes now if it is urgent or the buffer is full. (Separate
    /// parameters, not a variadic list, so no array is allocated per line.)
    private func write(prefix: UnsafeRawBufferPointer, message: UnsafeRawBufferPointer, details: String, urgent: Bool) {
        let now = time(nil)
        let full = buffers.withCurrent { $0.pending.withLock { state -> [UInt8]? in
            if state.second != now {
                state.second = now
                state.timestamp.removeAll(keepingCapacity: true)
                UTCTimestamp.append(seconds: now, to: &state.timestamp)
            }
            state.timestamp.withUnsafeBytes { state.bytes.append(contentsOf: $0) }
            state.bytes.append(contentsOf: prefix)
            state.bytes.append(contentsOf: message)
            if !details.isEmpty { Self.append(details, to: &state.bytes) }
            state.bytes.append(UInt8(ascii: "\n"))
            guard !urgent && state.bytes.count >= capacity else { return nil }
            return Self.takeBytes(&state)
        } }
        if urgent { return flush() }
        if let full { writeOut(full) }
    }

    /// Writes everything waiting, buffer by buffer.
    func flush() {
        for buffer in buffers.all {
            if let bytes = buffer.pending.withLock({ Self.takeBytes(&$0) }) { writeOut(bytes) }
        }
    }

    /// Appends the UTF-8 of `text` in one copy (appending its `utf8` view goes byte by byte).
    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The waiting bytes, leaving the buffer empty with room for as many; nil when none wait.
    private static func takeBytes(_ state: inout Buffer.Pending) -> [UInt8]? {
        guard !state.bytes.isEmpty else { return nil }
        var taken: [UInt8] = []
        taken.reserveCapacity(state.bytes.capacity)
        swap(&taken, &state.bytes)
        return taken
    }

    private func writeOut(_ bytes: [UInt8]) {
        writing.withLock { _ in
            bytes.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    if written <= 0 { break }
                    offset += written
                }
            }
        }
    }
}

extension Logger.Level {
    /// The level's rank, from `trace` (0) to `critical` (6).
    var ordinal: Int {
        switch self {
        case .trace: 0
        case .debug: 1
        case .info: 2
        case .notice: 3
        case .warning: 4
        case .error: 5
        case .critical: 6
        }
    }
}
