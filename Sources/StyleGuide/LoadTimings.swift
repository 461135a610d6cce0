import Synchronization

/// How long each phase of a load took (reading the tokens, rendering the docs, opening the
/// socket, …), recorded from any thread: start-up's breakdown, which `serve --log-level debug`
/// prints and `Benchmarks/startup.sh` reads. Phases that run in parallel overlap, so their sum
/// may pass the whole.
public final class LoadTimings: Sendable {
    /// The phases recorded, in the order they ended.
    private let recorded = Mutex<[(phase: String, duration: Duration)]>([])

    /// An empty record.
    public init() {}

    /// Runs `work` and records how long it took as `phase`.
    public func measure<T, E: Error>(_ phase: String, _ work: () throws(E) -> T) throws(E) -> T {
        let start = ContinuousClock.now
        defer { record(phase, since: start) }
        return try work()
    }

    /// Records the time from `start` to now as `phase`.
    public func record(_ phase: String, since start: ContinuousClock.Instant) {
        let duration = ContinuousClock.now - start
        recorded.withLock { $0.append((phase, duration)) }
    }

    /// The phases recorded, in the order they ended.
    public var phases: [(phase: String, duration: Duration)] { recorded.withLock { $0 } }

    /// `settings 0.3 ms, tokens 8.1 ms, …`: each phase in milliseconds, in the order they ended.
    public var summary: String {
        phases.map { "\($0.phase) \(Self.milliseconds($0.duration)) ms" }.joined(separator: ", ")
    }

    /// `duration` in milliseconds with one decimal (`12.3`).
    public static func milliseconds(_ duration: Duration) -> String {
        let microseconds = duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
        let tenths = (microseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10)"
    }
}
