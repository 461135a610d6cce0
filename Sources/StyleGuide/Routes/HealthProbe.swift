/// `swatchbook health`: asks a running server's `/healthz` on loopback, as a container's
/// HEALTHCHECK or a probe would, with nothing in the image but the binary.
///
/// It asks over one scheme first and then the other (HTTPS first when the server is likely to
/// serve it), each within a second, and the server is healthy when an answer says
/// `"status":"ok"`. Over HTTPS the certificate is not checked: the probe asks the server's own
/// loopback port, where no certificate's name can match; it checks health, not identity (as the
/// kubelet's HTTPS probe does).
public struct HealthProbe: Sendable {
    /// What one probe found.
    public enum Outcome: Sendable, Equatable {
        /// `/healthz` said `ok` at this URL.
        case healthy(url: String)
        /// `/healthz` answered at this URL, but not `ok` (degraded): the answer's status and body.
        case unhealthy(url: String, status: Int, body: String)
        /// Neither scheme answered: why, for each URL asked.
        case unreachable(reasons: [String])
    }

    /// The loopback port asked.
    public var port: Int
    /// Whether HTTPS is asked first (then plain HTTP); otherwise plain HTTP first.
    public var httpsFirst: Bool

    /// A probe of `127.0.0.1:port`.
    public init(port: Int, httpsFirst: Bool) {
        self.port = port
        self.httpsFirst = httpsFirst
    }

    /// The bytes that make an answer healthy.
    static let healthyMark = #""status":"ok""#

    /// The URLs asked, in order.
    var urls: [String] {
        (httpsFirst ? ["https", "http"] : ["http", "https"]).map { "\($0)://127.0.0.1:\(port)/healthz" }
    }

    /// Asks each URL in turn until one answers; what the first answer says decides.
    public func run() -> Outcome {
        var limits = SignInLimits()
        limits.fetchSeconds = 1
        limits.responseBytes = 65_536
        return run(with: ClientFetcher(limits: limits, checksCertificate: false))
    }

    /// ``run()`` through `fetcher` (tests hand it a fake).
    func run(with fetcher: some OutboundFetching) -> Outcome {
        var reasons: [String] = []
        for url in urls {
            do {
                let answer = try fetcher.fetch(OutboundRequest(url: url))
                let body = String(decoding: answer.body, as: UTF8.self)
                return body.contains(Self.healthyMark)
                    ? .healthy(url: url) : .unhealthy(url: url, status: answer.status, body: body)
            } catch {
                reasons.append(error.message)
            }
        }
        return .unreachable(reasons: reasons)
    }
}
