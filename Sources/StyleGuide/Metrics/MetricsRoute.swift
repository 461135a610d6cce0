import MicroHTTP

/// `GET /metrics`: every metric of ``SiteMetrics`` in the Prometheus text format 0.0.4.
///
/// A scrape is a request like any other: it is counted under its own route label, `/metrics`,
/// so it never mixes into another route's series, and a dashboard leaves it out with
/// `route!="/metrics"`. (Its own count shows in the next scrape: a request is counted once its
/// response has been sent.)
struct MetricsRoute: Responder {
    let metrics: SiteMetrics

    /// The text format's media type, as Prometheus asks for it.
    static let mediaType = MediaType("text/plain; version=0.0.4; charset=utf-8")

    func respond(to request: Request) throws -> Response {
        Response(contentType: Self.mediaType, body: Payload(metrics.exposition()), headers: ["Cache-Control": "no-store"])
    }
}
