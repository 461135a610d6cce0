import DesignSystem
import HTTPTestSupport
import Testing
@testable import StyleGuide

@Suite("/healthz while a TLS certificate reload stands refused", .integration)
struct CertificateHealthTests {
    @Test("a refused certificate reload makes /healthz degraded with a tls member, and a good one clears it")
    func refusedThenCleared() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        defer { config.remove() }
        try withSite(config: config.directory, liveReload: false) { server, store in
            let problem = "TLS certificate reload refused: tls.key [tls-key-mismatch]; still serving the previous certificate"
            store.recordCertificateProblem(problem)
            let refused = try JSONParser.parse(fetch(server, "/healthz").body)
            #expect(refused["status"] == "degraded")
            #expect(refused["tls"]?["state"] == "last-reload-failed")
            #expect(refused["tls"]?["error"] == .string(problem))
            #expect(refused["config"]?["state"] == "loaded", "the Config itself is fine")
            store.recordCertificateProblem(nil)
            let cleared = try JSONParser.parse(fetch(server, "/healthz").body)
            #expect(cleared["status"] == "ok")
            #expect(cleared["tls"] == nil)
        }
    }

    @Test("someone not signed in to a private Swatchbook is told degraded too while a certificate reload stands refused")
    func privateStatusAlone() throws {
        try withAccessSite(settings: privateSettings()) { server, application in
            application.store.recordCertificateProblem("TLS certificate reload refused: tls.key [tls-key-mismatch]; still serving the previous certificate")
            #expect(try fetch(server, "/healthz").text == #"{"status":"degraded"}"#)
            let reader = try JSONParser.parse(fetch(server, "/healthz", headers: [("Authorization", "Test ops metrics")]).body)
            #expect(reader["tls"]?["state"] == "last-reload-failed")
            application.store.recordCertificateProblem(nil)
            #expect(try fetch(server, "/healthz").text == #"{"status":"ok"}"#)
        }
    }
}
