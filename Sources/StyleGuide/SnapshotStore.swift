import DesignSystem
import Synchronization

/// Holds the Snapshot being served and the outcome of the last load; swaps are atomic.
public final class SnapshotStore: Sendable {
    private struct State {
        var snapshot: Snapshot
        var problems: [Diagnostic]
        var health: HealthReport

        init(snapshot: Snapshot, problems: [Diagnostic]) {
            self.snapshot = snapshot
            self.problems = problems
            health = HealthReport(snapshot: snapshot, problems: problems)
        }
    }

    private let state: Mutex<State>
    /// When the server started, for uptime.
    public let startedAt = ContinuousClock.now

    /// Starts with a snapshot built from a valid Config.
    public init(_ snapshot: Snapshot) {
        state = Mutex(State(snapshot: snapshot, problems: []))
    }

    /// The snapshot requests are answered from.
    public var current: Snapshot { state.withLock { $0.snapshot } }

    /// The problems of the last load that failed; empty when the last load succeeded.
    public var problems: [Diagnostic] { state.withLock { $0.problems } }

    /// The `/healthz` body for the current state, but for the uptime.
    var healthReport: HealthReport { state.withLock { $0.health } }

    /// Serves `snapshot` from now on and clears the problems.
    public func replace(with snapshot: Snapshot) {
        state.withLock { $0 = State(snapshot: snapshot, problems: []) }
    }

    /// Records that a reload failed: the current snapshot keeps serving.
    public func recordFailedLoad(_ problems: [Diagnostic]) {
        state.withLock { $0 = State(snapshot: $0.snapshot, problems: problems) }
    }
}
