import MicroHTTP
import Synchronization

/// Counts failures per client address in one-minute windows and says how long an address that
/// had too many must wait; remembers a bounded number of addresses, forgetting the oldest first.
///
/// Every operation is a dictionary lookup under one lock (amortised constant time), and memory is
/// bounded by the number of addresses tracked, however many addresses fail.
final class FailureLimiter: Sendable {
    /// The length of a window.
    static let window = Duration.seconds(60)

    /// One address's failures in its current window.
    private struct Entry {
        var windowStart: ContinuousClock.Instant
        var failures: Int
    }

    /// The table and the order addresses entered it.
    private struct Table {
        var entries: [PeerAddress: Entry] = [:]
        var order: [PeerAddress] = []
        var head = 0

        /// Forgets the oldest addresses until at most `capacity` remain.
        mutating func trim(to capacity: Int) {
            while entries.count > capacity, head < order.count {
                entries.removeValue(forKey: order[head])
                head += 1
            }
            if head > 1024, head * 2 > order.count {
                order.removeFirst(head)
                head = 0
            }
        }
    }

    private let table = Mutex(Table())

    /// Counts one failure from `address`, with `limits` in force, at `now`.
    func fail(_ address: PeerAddress, limits: AccessLimits, now: ContinuousClock.Instant = .now) {
        table.withLock { table in
            if var entry = table.entries[address], now - entry.windowStart < Self.window {
                entry.failures += 1
                table.entries[address] = entry
            } else {
                if table.entries[address] == nil { table.order.append(address) }
                table.entries[address] = Entry(windowStart: now, failures: 1)
            }
            table.trim(to: limits.trackedAddresses)
        }
    }

    /// Whole seconds `address` must wait before it is served again; nil when it may go on.
    func retryAfterSeconds(for address: PeerAddress, limits: AccessLimits, now: ContinuousClock.Instant = .now) -> Int? {
        table.withLock { table in
            guard let entry = table.entries[address], entry.failures >= limits.failuresPerMinute else { return nil }
            let left = Self.window - (now - entry.windowStart)
            guard left > .zero else { return nil }
            return max(1, Int(left.components.seconds) + (left.components.attoseconds > 0 ? 1 : 0))
        }
    }

    /// How many addresses are remembered now.
    var trackedCount: Int { table.withLock { $0.entries.count } }
}
