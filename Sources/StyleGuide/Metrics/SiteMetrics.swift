import CoreMetrics
import DesignSystem
import MicroHTTP
import Prometheus
import Synchronization

/// Everything `GET /metrics` reports, in a registry of the application's own.
///
/// The metrics are swift-metrics types made through a `PrometheusMetricsFactory` on this
/// registry (but for the request series, counted per thread by ``RouteMetrics``), never the process-wide `MetricsSystem.bootstrap`: it can run only once per process,
/// and a test process starts many servers, each of which must count only its own requests.
public final class SiteMetrics: Sendable {
    /// The registry `/metrics` renders.
    let registry = PrometheusCollectorRegistry()
    /// Makes swift-metrics types that live in ``registry``.
    let factory: PrometheusMetricsFactory
    private let reloads: CoreMetrics.Counter
    private let reloadFailures: CoreMetrics.Counter
    private let lastReloadSucceeded: CoreMetrics.Gauge
    private let tokens: CoreMetrics.Gauge
    private let components: CoreMetrics.Gauge
    private let permutations: CoreMetrics.Gauge
    private let server: ServerGauges

    /// Metrics for an application serving `snapshot` at first.
    init(serving snapshot: Snapshot) {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = [MetricNames.duration: MetricNames.durationBuckets]
        self.factory = factory
        reloads = CoreMetrics.Counter(label: MetricNames.reloads, factory: factory)
        reloadFailures = CoreMetrics.Counter(label: MetricNames.reloadFailures, factory: factory)
        lastReloadSucceeded = CoreMetrics.Gauge(label: MetricNames.lastReloadSucceeded, factory: factory)
        tokens = CoreMetrics.Gauge(label: MetricNames.tokens, factory: factory)
        components = CoreMetrics.Gauge(label: MetricNames.components, factory: factory)
        permutations = CoreMetrics.Gauge(label: MetricNames.permutations, factory: factory)
        server = ServerGauges(factory: factory)
        CoreMetrics.Gauge(label: MetricNames.buildInfo, dimensions: BuildInfo.labels, factory: factory).record(1)
        lastReloadSucceeded.record(1)
        count(snapshot)
    }

    /// The request counters of the responders made so far (one per ``Application/responder()``).
    private let routeMetrics = Mutex<[RouteMetrics]>([])

    /// Counts the requests answered by `router`'s routes (its patterns are the route labels).
    func requestObserver(for router: Router) -> RouteMetrics {
        let observer = RouteMetrics(patterns: router.patterns.map(\.pattern))
        routeMetrics.withLock { $0.append(observer) }
        return observer
    }

    /// Reports `server`'s connections and requests in flight from now on (kept weakly).
    public func watch(_ server: Server) {
        self.server.watch(server)
    }

    /// The Prometheus text exposition of every metric, now.
    func exposition() -> [UInt8] {
        server.update()
        var buffer: [UInt8] = []
        buffer.reserveCapacity(16_384)
        registry.emit(into: &buffer)
        RouteMetrics.emit(routeMetrics.withLock { $0 }, into: &buffer)
        return buffer
    }

    /// A reload ended: counted, and the gauges follow the snapshot now served.
    func reloaded(_ snapshot: Snapshot, succeeded: Bool) {
        reloads.increment()
        if !succeeded { reloadFailures.increment() }
        lastReloadSucceeded.record(succeeded ? 1 : 0)
        count(snapshot)
    }

    private func count(_ snapshot: Snapshot) {
        tokens.record(snapshot.tokenCount)
        components.record(snapshot.components.config.catalog.count)
        permutations.record(snapshot.tokens.permutations.count)
    }
}
