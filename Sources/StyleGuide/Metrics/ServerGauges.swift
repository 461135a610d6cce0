import CoreMetrics
import MicroHTTP
import Synchronization

/// What the HTTP core knows of its own state, copied into metrics when `/metrics` is read:
/// open connections, requests in flight, slow requests on the render threads, and connections
/// closed for a late request head.
final class ServerGauges: Sendable {
    private struct Watched {
        weak var server: Server?
        /// The closed-late count already added to the counter.
        var closedLateCounted = 0
    }

    private let watched = Mutex(Watched())
    private let openConnections: Gauge
    private let inFlight: Gauge
    private let slowRequests: Gauge
    private let closedLate: Counter

    init(factory: any MetricsFactory) {
        openConnections = Gauge(label: MetricNames.openConnections, factory: factory)
        inFlight = Gauge(label: MetricNames.inFlight, factory: factory)
        slowRequests = Gauge(label: MetricNames.slowRequests, factory: factory)
        closedLate = Counter(label: MetricNames.closedLate, factory: factory)
        openConnections.record(0)
        inFlight.record(0)
        slowRequests.record(0)
    }

    /// Reads `server` from now on.
    func watch(_ server: Server) {
        watched.withLock { $0 = Watched(server: server, closedLateCounted: 0) }
    }

    /// Copies the server's figures into the metrics (the counter grows by what it has not counted yet).
    func update() {
        watched.withLock { watched in
            guard let server = watched.server else { return }
            openConnections.record(server.openConnections)
            inFlight.record(server.requestsInFlight)
            slowRequests.record(server.slowRequests)
            let closed = server.connectionsClosedForLateHeads
            if closed > watched.closedLateCounted {
                closedLate.increment(by: closed - watched.closedLateCounted)
                watched.closedLateCounted = closed
            }
        }
    }
}
