import Dispatch
import Glibc
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

    /// Adds one line — `2026-11-21T12:38:13Z level label message details` and a newline — and
    /// writes now if it is urgent or the buffer is full. (Separate parameters, not a variadic
    /// list, so no array is allocated per line.)
    func write(level: String, label: String, message: String, details: String, urgent: Bool) {
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
            state.buffer.append(contentsOf: label.utf8)
            state.buffer.append(contentsOf: message.utf8)
            state.buffer.append(contentsOf: details.utf8)
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
