import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("Audit lines and access metrics")
struct AccessAuditTests {
    @Test("an audit line names who, how, from where and what, on one line, never more than it was given")
    func line() {
        var request = Request(method: .get, target: "/api/tokens?x=1")
        request.peer = PeerAddress("10.0.0.7")
        let line = AccessAudit.line(AccessEvent(.tokenUse, who: "ci \"build\"\nx", method: .token), for: request)
        #expect(line == #"access token-use who="ci \"build\"\u{a}x" method=token from=10.0.0.7 GET "/api/tokens""#)
    }

    @Test("/metrics counts access events by kind and method")
    func metrics() throws {
        try withAccessSite(settings: privateSettings()) { server, _ in
            _ = try fetch(server, "/api/tokens", headers: [("Authorization", "Test-Bad")])
            _ = try fetch(server, "/api/tokens", headers: [("Authorization", "Test ci api")])
            let metrics = try fetch(server, "/metrics", headers: [("Authorization", "Test ops metrics")]).text
            #expect(metrics.contains(#"swatchbook_access_events_total{kind="refusal",method="none"} 1"#), "\(metrics.prefix(400))")
            #expect(metrics.contains(#"swatchbook_access_events_total{kind="token-use",method="token"} 3"#), "the two reads and this one")
        }
    }
}
