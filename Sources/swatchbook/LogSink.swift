import Dispatch
import Glibc
import Logging
import Synchronization

/// Where log lines go: a file descriptor, written through a small buffer.
///
/// Routine lines (the access log's one per request) are collected and written at most every
/// `flushInterval` or whenever `capacity` bytes have gathered, as nginx does with
/// `access_log ... buffer= flush=`; a line marked urgent (a warning or an error) is written at
/// once together with whatever waits before it, so order is kept.
/// `@unchecked`: the buffer is behind a mutex; the timer is set up in `init` and only cancelled in `deinit`.
final class LogSink: @unchecked Sendable {
    private let descriptor: Int32
    private let capacity: Int
    private let pending = Mutex(Pending())
    private let channels = Mutex<[String: Channel]>([:])

    /// The buffer and the timestamp of the current second, rendered once per second.
    private struct Pending {
        var buffer: [UInt8] = []
        var second = -1
        var timestamp: [UInt8] = []
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
    final class Channel: Sendable {
        /// ` label: `, written between the level and the message.
        private let label: [UInt8]
        /// Uncounted, as the sink holds its channels: a channel never outlives its sink.
        private unowned(unsafe) let sink: LogSink

        fileprivate init(label: String, sink: LogSink) {
            self.label = Array(" \(label): ".utf8)
            self.sink = sink
        }

        /// Adds one line at `level`; levels above `info` are urgent and written at once.
        func write(level: Logger.Level, message: String, details: String) {
            sink.write(level: level.rawValue, label: label, message: message, details: details, urgent: level > .info)
        }
    }

    /// Adds one line — `2026-11-21T12:38:13Z level label message details` and a newline — and
    /// writes now if it is urgent or the buffer is full. (Separate parameters, not a variadic
    /// list, so no array is allocated per line.)
    private func write(level: String, label: [UInt8], message: String, details: String, urgent: Bool) {
        let now = time(nil)
        pending.withLock { state in
            if state.second != now {
                state.second = now
                state.timestamp.removeAll(keepingCapacity: true)
                UTCTimestamp.append(seconds: now, to: &state.timestamp)
            }
            state.buffer.append(contentsOf: state.timestamp)
            state.buffer.append(UInt8(ascii: " "))
            state.buffer.append(contentsOf: level.utf8)
            state.buffer.append(contentsOf: label)
            var message = message
            message.withUTF8 { state.buffer.append(contentsOf: $0) }
            if !details.isEmpty { state.buffer.append(contentsOf: details.utf8) }
            state.buffer.append(UInt8(ascii: "\n"))
            if urgent || state.buffer.count >= capacity { writeOut(&state.buffer) }
        }
    }

    /// Writes everything waiting.
    func flush() {
        pending.withLock { writeOut(&$0.buffer) }
    }

    private func writeOut(_ buffer: inout [UInt8]) {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
