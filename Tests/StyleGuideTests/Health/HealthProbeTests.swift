import Testing
@testable import StyleGuide

/// `swatchbook health`'s decisions, against fake answers: which URL it asks first, what counts as
/// healthy, and that a scheme that does not answer is followed by the other.
@Suite("the health probe")
struct HealthProbeTests {
    /// Answers each URL from a table; a URL not in it does not answer.
    struct Answers: OutboundFetching {
        let table: [String: (Int, String)]
        func fetch(_ request: OutboundRequest) throws(SignInProblem) -> OutboundResponse {
            guard let (status, body) = table[request.url] else { throw SignInProblem(.provider, "could not reach \(request.url)") }
            return OutboundResponse(status: status, body: Array(body.utf8))
        }
    }

    static let http = "http://127.0.0.1:8080/healthz"
    static let https = "https://127.0.0.1:8080/healthz"
    static let ok = #"{"status":"ok","uptimeSeconds":1.000}"#
    static let degraded = #"{"status":"degraded"}"#

    @Test("the order of schemes", arguments: [(false, [http, https]), (true, [https, http])])
    func order(httpsFirst: Bool, urls: [String]) {
        #expect(HealthProbe(port: 8080, httpsFirst: httpsFirst).urls == urls)
    }

    @Test("what an answer means", arguments: [
        (false, [http: (200, ok)], HealthProbe.Outcome.healthy(url: http)),
        (true, [http: (200, ok)], .healthy(url: http)),
        (true, [https: (200, ok), http: (503, degraded)], .healthy(url: https)),
        (false, [http: (503, degraded), https: (200, ok)], .unhealthy(url: http, status: 503, body: degraded)),
        (false, [http: (200, "ok")], .unhealthy(url: http, status: 200, body: "ok")),
        (false, [:], .unreachable(reasons: ["could not reach \(http)", "could not reach \(https)"])),
    ] as [(Bool, [String: (Int, String)], HealthProbe.Outcome)])
    func outcome(httpsFirst: Bool, table: [String: (Int, String)], expected: HealthProbe.Outcome) {
        #expect(HealthProbe(port: 8080, httpsFirst: httpsFirst).run(with: Answers(table: table)) == expected)
    }
}
