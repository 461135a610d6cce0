import MicroHTTP

/// Counts every request the site answers, by route pattern (never the raw path: the label's
/// values are the router's patterns and `unmatched`), method and status class (501 apart), with
/// its latency and body bytes: the ``RequestObserver`` of the access log.
///
/// Each thread counts in counters of its own (``ThreadCounts``), found by index: no string built,
/// no dictionary searched, no lock taken and no cache line shared between threads per request.
/// A scrape adds the threads' counters up (see ``emit(_:into:)``) and lists only the series that
/// moved, as `swatchbook_http_requests_total`, `swatchbook_http_request_duration_seconds` (a
/// histogram) and `swatchbook_http_response_bytes_total`.
final class RouteMetrics: RequestObserver {
    /// The route labels: `unmatched`, then the router's patterns in order.
    let labels: [String]
    /// The upper bounds of the latency buckets, in nanoseconds.
    let bucketBounds: [Int]
    /// Each thread's counters.
    private let threads: PerThread<ThreadCounts>

    static let methodCount = MetricNames.methods.count
    static let classCount = MetricNames.statusClasses.count

    /// Counters for the routes of a router with `patterns`.
    init(patterns: [String]) {
        labels = [MetricNames.unmatchedRoute] + patterns
        bucketBounds = MetricNames.durationBuckets.map { Int($0.components.seconds) * 1_000_000_000 + Int($0.components.attoseconds / 1_000_000_000) }
        let cells = labels.count * Self.methodCount * Self.classCount + labels.count * (bucketBounds.count + 3)
        threads = PerThread { ThreadCounts(count: cells) }
    }

    // The counters, by index: first a request count per route × method × status class, then
    // per route its latency buckets (each counting the requests of its range alone, not of those
    // below), its number of requests (counted last), its total nanoseconds and its body bytes.

    /// The index of the request count of `route`, `method` and `status` (indexes into their label lists).
    func requestsIndex(route: Int, method: Int, status: Int) -> Int {
        (route * Self.methodCount + method) * Self.classCount + status
    }

    /// The index of the first latency bucket of `route`.
    func bucketsIndex(route: Int) -> Int {
        labels.count * Self.methodCount * Self.classCount + route * (bucketBounds.count + 3)
    }

    /// The index of the request count of `route`'s histogram; its sum and bytes follow it.
    func countIndex(route: Int) -> Int { bucketsIndex(route: route) + bucketBounds.count }

    /// Counts one request, in the calling thread's counters.
    func requestFinished(_ request: FinishedRequest) {
        let route = request.route.map { $0 + 1 } ?? 0
        guard route < labels.count else { return }
        let nanoseconds = max(request.nanoseconds, 0)
        let requests = requestsIndex(route: route, method: Self.methodIndex(request.method), status: Self.statusIndex(request))
        let buckets = bucketsIndex(route: route), count = countIndex(route: route)
        let bucket = bucketBounds.firstIndex { nanoseconds <= $0 }
        threads.withCurrent { counts in
            if let bucket { counts.add(1, at: buckets + bucket) }
            counts.add(nanoseconds, at: count + 1)
            counts.add(request.bodyBytesSent, at: count + 2)
            counts.add(1, at: requests)
            counts.addLast(1, at: count)
        }
    }

    /// Every thread's counters added up. A thread's request counts are read first: whatever
    /// they count is then seen whole (see ``ThreadCounts/addLast(_:at:)``), and a request counted
    /// meanwhile is left for the next scrape.
    func totals() -> [Int] {
        var totals: [Int] = []
        for counts in threads.all {
            let counted = labels.indices.map { counts.value(at: countIndex(route: $0)) }
            var values = (0..<counts.count).map { counts.value(at: $0) }
            for (route, value) in counted.enumerated() { values[countIndex(route: route)] = value }
            totals = totals.isEmpty ? values : zip(totals, values).map(+)
        }
        return totals
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
