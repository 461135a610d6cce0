import DesignSystem
import MicroHTTP
import Synchronization

/// Holds the Snapshot being served and the outcome of the last load; swaps are atomic.
public final class SnapshotStore: Sendable {
    private struct State {
        var snapshot: Snapshot
        var problems: [Diagnostic]
        /// The `/healthz` report of this state, made on its first request (start-up need not wait
        /// for it), outside the store's lock.
        let health = OnceSlot<HealthReport>()
        /// Counts loads, successful or not: what pages render from changes with it.
        var generation: Int

        init(snapshot: Snapshot, problems: [Diagnostic], generation: Int) {
            self.snapshot = snapshot
            self.problems = problems
            self.generation = generation
        }
    }

    private let state: Mutex<State>
    /// The generation answers may be kept under (see ``answerGeneration``), or -1 while none
    /// may be: set after the state it stands for, so that a request reading it sees that state.
    private let reuseGeneration = Atomic<Int>(0)
    /// When the server started, for uptime.
    public let startedAt = ContinuousClock.now
    /// Open guide pages listening for reloads (server-sent events on `/events`).
    public let events = EventChannel()
    /// Metrics told of every reload (each application serving this store adds its own).
    private let reloadMetrics = Mutex<[SiteMetrics]>([])
    /// Why the last reload of the TLS certificate was refused; nil when it was not (see ``recordCertificateProblem(_:)``).
    private let certificateProblem = Mutex<String?>(nil)
    /// Told of every snapshot that replaces another, with the one it replaces (the MCP server's notifications).
    private let replacementObservers = Mutex<[@Sendable (_ old: Snapshot, _ new: Snapshot) -> Void]>([])

    /// Problems of what is served beside the Config (the tokens file), which make `/healthz` degraded too.
    private let problemSources = Mutex<[@Sendable () -> [Diagnostic]]>([])
    /// The machine tokens of the tokens file the Config names, made at first use (``machineTokens``).
    let machineTokenSet = Mutex<MachineTokenSet?>(nil)

    /// Starts with a snapshot built from a valid Config.
    public init(_ snapshot: Snapshot) {
        state = Mutex(State(snapshot: snapshot, problems: [], generation: 0))
        reuseGeneration.store(Self.reuseGeneration(of: snapshot, generation: 0), ordering: .sequentiallyConsistent)
    }

    /// What the server may keep answers under, read without a lock on every request: the load's
    /// generation while the served Config is public, nil while it is private (an answer then
    /// depends on who asks). Every load, failed or not, changes it, and with it what was kept.
    var answerGeneration: Int? {
        let generation = reuseGeneration.load(ordering: .sequentiallyConsistent)
        return generation < 0 ? nil : generation
    }

    private static func reuseGeneration(of snapshot: Snapshot, generation: Int) -> Int {
        snapshot.settings.access == .private ? -1 : generation
    }

    /// The snapshot requests are answered from.
    public var current: Snapshot { state.withLock { $0.snapshot } }

    /// The problems of the last load that failed; empty when the last load succeeded.
    public var problems: [Diagnostic] { state.withLock { $0.problems } }

    /// The snapshot, the problems of the last load and the load's generation, read together.
    var view: (snapshot: Snapshot, problems: [Diagnostic], generation: Int) {
        state.withLock { ($0.snapshot, $0.problems, $0.generation) }
    }

    /// The `/healthz` body for the current state, but for the uptime (made anew only while a
    /// certificate reload stands refused or what is served beside the Config has problems).
    var healthReport: HealthReport {
        let other = otherProblems
        let certificate = certificateProblem.withLock { $0 }
        let (snapshot, problems, health) = state.withLock { ($0.snapshot, $0.problems, $0.health) }
        guard certificate != nil || !other.isEmpty else { return health.value { HealthReport(snapshot: snapshot, problems: problems) } }
        return HealthReport(snapshot: snapshot, problems: problems + other, certificateProblem: certificate)
    }

    /// True once the current state's `/healthz` report has been made (for tests: it waits for its first request).
    var isHealthReportMade: Bool { state.withLock { $0.health }.madeValue != nil }

    /// Whether `/healthz` says `degraded`: a failed reload, a problem beside the Config, or a
    /// refused certificate reload (the status alone a private Swatchbook tells everyone).
    var isDegraded: Bool {
        !problems.isEmpty || !otherProblems.isEmpty || certificateProblem.withLock { $0 } != nil
    }

    /// Records the outcome of a TLS certificate reload: `problem` (public words, naming the file
    /// but not its folder) makes `/healthz` degraded while the previous certificate serves; nil clears it.
    public func recordCertificateProblem(_ problem: String?) {
        certificateProblem.withLock { $0 = problem }
    }

    /// Serves `snapshot` from now on, clears the problems, and tells open pages to reload.
    public func replace(with snapshot: Snapshot) {
        let replaced = state.withLock { state in
            defer {
                state = State(snapshot: snapshot, problems: [], generation: state.generation + 1)
                reuseGeneration.store(Self.reuseGeneration(of: snapshot, generation: state.generation), ordering: .sequentiallyConsistent)
            }
            return state.snapshot
        }
        for metrics in reloadMetrics.withLock({ $0 }) { metrics.reloaded(snapshot, succeeded: true) }
        for observer in replacementObservers.withLock({ $0 }) { observer(replaced, snapshot) }
        events.send(event: "reload", data: "loaded")
    }

    /// Records that a reload failed: the current snapshot keeps serving; open pages reload to
    /// show the problems.
    public func recordFailedLoad(_ problems: [Diagnostic]) {
        let kept = state.withLock { state in
            state = State(snapshot: state.snapshot, problems: problems, generation: state.generation + 1)
            reuseGeneration.store(Self.reuseGeneration(of: state.snapshot, generation: state.generation), ordering: .sequentiallyConsistent)
            return state.snapshot
        }
        for metrics in reloadMetrics.withLock({ $0 }) { metrics.reloaded(kept, succeeded: false) }
        events.send(event: "reload", data: "failed")
    }

    /// Makes `/healthz` list what `source` gives beside the Config's problems, and say `degraded` while it gives any.
    public func reportProblems(from source: @escaping @Sendable () -> [Diagnostic]) {
        problemSources.withLock { $0.append(source) }
    }

    /// The problems of what is served beside the Config, now.
    var otherProblems: [Diagnostic] { problemSources.withLock { $0 }.flatMap { $0() } }

    /// Calls `observer` with the snapshot replaced and its replacement after every successful reload from now on.
    public func observeReplacements(_ observer: @escaping @Sendable (_ old: Snapshot, _ new: Snapshot) -> Void) {
        replacementObservers.withLock { $0.append(observer) }
    }

    /// Tells `metrics` of every reload from now on.
    func reportReloads(to metrics: SiteMetrics) {
        reloadMetrics.withLock { $0.append(metrics) }
    }
}
