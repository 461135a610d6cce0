/// The names, labels and buckets of every metric `/metrics` serves, in one place.
enum MetricNames {
    /// Requests answered, by route pattern, method and status class.
    static let requests = "swatchbook_http_requests_total"
    /// Time from a request's arrival to the end of its response, by route pattern.
    static let duration = "swatchbook_http_request_duration_seconds"
    /// Response body bytes sent, by route pattern.
    static let bytes = "swatchbook_http_response_bytes_total"
    /// Connections the server closed because their request head came too late.
    static let closedLate = "swatchbook_http_connections_closed_late_total"
    /// Requests being answered now.
    static let inFlight = "swatchbook_http_requests_in_flight"
    /// Requests rendering on the render threads or waiting for one.
    static let slowRequests = "swatchbook_http_slow_requests"
    /// Open client connections.
    static let openConnections = "swatchbook_http_open_connections"
    /// Config reloads attempted (by a file change or SIGHUP), successful or not.
    static let reloads = "swatchbook_config_reloads_total"
    /// Config reloads refused (the previous Config kept serving).
    static let reloadFailures = "swatchbook_config_reload_failures_total"
    /// 1 when the last load of the Config succeeded, 0 when the last reload failed.
    static let lastReloadSucceeded = "swatchbook_config_last_reload_successful"
    /// Tokens of the Config being served (in its default context).
    static let tokens = "swatchbook_tokens"
    /// Components of the Config being served.
    static let components = "swatchbook_components"
    /// Modifier permutations (contexts such as light and dark) the tokens are resolved for.
    static let permutations = "swatchbook_permutations"
    /// Access events (sign-ins, token uses, refusals, …) by kind and by how the reader was recognised.
    static let accessEvents = "swatchbook_access_events_total"
    /// Always 1; its labels name the build.
    static let buildInfo = "swatchbook_build_info"

    /// The route label of a request no route matched.
    static let unmatchedRoute = "unmatched"
    /// The method labels counted apart; any other method is `other`.
    static let methods = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "other"]
    /// The status labels: the class, by ``FinishedRequest/statusClass``, except `501` (see
    /// ``RouteMetrics/statusIndex(_:)``), so that `status="5xx"` counts only the server's failures.
    static let statusClasses = ["1xx", "2xx", "3xx", "4xx", "5xx", "501"]

    /// Latency buckets for a server that answers most requests in well under a millisecond and
    /// renders a cold page in tens of milliseconds: 100 µs to 10 s.
    static let durationBuckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2.5),
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(10),
    ]
}
