import Logging
import Synchronization

/// Closes connections whose request head is late, which libmicrohttpd cannot do itself: its
/// timeout counts inactivity, so a client that trickles one byte every few seconds never trips it.
///
/// A thread of its own looks at the ``ConnectionRegistry`` several times per deadline. A
/// connection that has waited for a head (request line and headers) longer than
/// ``Limits/requestHeadTimeoutMilliseconds`` is closed; once the server is busy (open
/// connections at ``Limits/busyPercent`` % of its connection limit) the shorter
/// ``Limits/busyRequestHeadTimeoutMilliseconds`` applies, so that idle and trickling
/// connections make room for new clients before the limit is reached.
final class HeadDeadline: Sendable {
    private let registry: ConnectionRegistry
    private let deadline: Int
    private let busyDeadline: Int
    private let busyAt: Int
    private let logger: Logger
    private let watching = Atomic<Bool>(true)

    /// Watches `registry` for a server that holds at most `connectionLimit` connections.
    init(registry: ConnectionRegistry, limits: Limits, connectionLimit: Int, logger: Logger) {
        self.registry = registry
        self.deadline = limits.requestHeadTimeoutMilliseconds
        self.busyDeadline = limits.busyRequestHeadTimeoutMilliseconds
        self.busyAt = max(1, connectionLimit * Limits.busyPercent / 100)
        self.logger = logger
    }

    /// How often the registry is looked at: a quarter of the shorter deadline, from 10 to 250 ms.
    var interval: Duration { .milliseconds(min(250, max(10, min(deadline, busyDeadline) / 4))) }

    /// Starts the watching thread; it ends after ``stop()``.
    func start() {
        Thread.detach { [self] in
            var report = LateHeadReport(since: ConnectionRegistry.now)
            while watching.load(ordering: .relaxed) {
                Thread.sleep(interval)
                guard watching.load(ordering: .relaxed) else { return }
                let busy = registry.count >= busyAt
                let now = ConnectionRegistry.now
                report.closed += registry.closeWaiting(longerThan: busy ? busyDeadline : deadline, now: now)
                report.busy = report.busy || busy
                if now - report.since >= 10_000 {
                    if report.closed > 0 { logger.info("\(report.message(deadline: deadline, busyDeadline: busyDeadline))") }
                    report = LateHeadReport(since: now)
                }
            }
        }
    }

    /// Stops watching; no connection is closed by this deadline after it returns but for one
    /// scan already under way.
    func stop() { watching.store(false, ordering: .relaxed) }
}

/// What the deadline closed over a few seconds, logged as one line rather than one per scan.
private struct LateHeadReport {
    let since: Int
    var closed = 0
    var busy = false

    func message(deadline: Int, busyDeadline: Int) -> String {
        "closed \(closed) connections whose request head did not arrive within \(deadline) ms"
            + (busy ? " (\(busyDeadline) ms while busy, at \(Limits.busyPercent) % of the connection limit)" : "")
    }
}
