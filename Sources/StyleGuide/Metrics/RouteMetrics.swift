import CoreMetrics
import MicroHTTP

/// Counts every request the site answers, by route pattern (never the raw path: the label's
/// values are the router's patterns and `unmatched`), method and status class (501 apart), with
/// its latency and body bytes: the ``RequestObserver`` of the access log.
///
/// Every series is found by index, with no string built and no dictionary searched per request:
/// the patterns are known when the router is built, methods and status classes are few. A series
/// is made on its first request, so `/metrics` lists only the ones that moved.
final class RouteMetrics: RequestObserver {
    /// The latency and bytes of one route.
    final class RouteSeries: Sendable {
        let duration: CoreMetrics.Timer
        let bytes: Counter

        init(route: String, factory: any MetricsFactory) {
            duration = CoreMetrics.Timer(label: MetricNames.duration, dimensions: [("route", route)], factory: factory)
            bytes = Counter(label: MetricNames.bytes, dimensions: [("route", route)], factory: factory)
        }
    }

    private let routes: LazySlots<RouteSeries>
    private let requests: LazySlots<Counter>
    private static let methodCount = MetricNames.methods.count
    private static let classCount = MetricNames.statusClasses.count

    /// Series for the routes of a router with `patterns`, made through `factory`.
    init(patterns: [String], factory: any MetricsFactory) {
        let labels = [MetricNames.unmatchedRoute] + patterns
        routes = LazySlots(count: labels.count) { RouteSeries(route: labels[$0], factory: factory) }
        requests = LazySlots(count: labels.count * Self.methodCount * Self.classCount) { index in
            let route = labels[index / (Self.methodCount * Self.classCount)]
            let method = MetricNames.methods[index / Self.classCount % Self.methodCount]
            let statusClass = MetricNames.statusClasses[index % Self.classCount]
            return Counter(label: MetricNames.requests,
                           dimensions: [("route", route), ("method", method), ("status", statusClass)], factory: factory)
        }
    }

    /// Counts one request.
    func requestFinished(_ request: FinishedRequest) {
        let route = request.route.map { $0 + 1 } ?? 0
        guard route < routes.count else { return }
        let index = (route * Self.methodCount + Self.methodIndex(request.method)) * Self.classCount + Self.statusIndex(request)
        requests.withValue(at: index) { $0.increment() }
        routes.withValue(at: route) { series in
            series.duration.recordNanoseconds(Int64(request.nanoseconds))
            series.bytes.increment(by: Int64(request.bodyBytesSent))
        }
    }

    /// The index of the request's status label in ``MetricNames/statusClasses``: its class, but
    /// 501 Not Implemented on its own. A 501 answers a method or a transfer coding the server
    /// does not implement (a scanner's `PROPFIND`, a `BREW`): the client's doing, which must not
    /// set off an alert on `status="5xx"`, kept for the server failing (500, 503 when overloaded).
    static func statusIndex(_ request: FinishedRequest) -> Int {
        request.status == Status.notImplemented.code ? MetricNames.statusClasses.count - 1 : request.statusClass
    }

    /// The index of `method` in ``MetricNames/methods``.
    static func methodIndex(_ method: HTTPMethod) -> Int {
        switch method {
        case .get: 0
        case .head: 1
        case .options: 2
        case .post: 3
        case .put: 4
        case .patch: 5
        case .delete: 6
        default: methodCount - 1
        }
    }
}
