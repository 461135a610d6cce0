import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// `/healthz` while the tokens file stops loading: degraded, naming the file and the rule, never a token.
@Suite("Tokens file in /healthz", .serialized, .integration)
struct MachineTokenHealthTests {
    @Test("a tokens file that stops loading makes /healthz degraded; fixing it makes it ok again")
    func degraded() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let config = try TemporaryConfig(settings: #"{"name": "Private", "tokensFile": "../tokens.json"}"#)
        defer { config.remove() }
        let secret = try fixture.create("ci")
        let snapshot = try SnapshotLoader.load(configDirectory: config.directory, publicFolder: .absent, strictness: .tolerant).get()
        let store = SnapshotStore(snapshot)
        let tokens = MachineTokenSet(disk: fixture.disk(), checkInterval: .zero)
        tokens.follow(store, environment: nil)
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: nil, logger: logger)
        try withServer(application.responder()) { server in
            let healthy = try JSONParser.parse(RawConnection(port: server.port).request("GET", "/healthz").body)
            #expect(healthy["status"]?.stringValue == "ok")
            let good = try String(contentsOfFile: fixture.path, encoding: .utf8)
            try good.replacingOccurrences(of: "\"ci\"", with: "\"not a name\"").write(toFile: fixture.path, atomically: true, encoding: .utf8)
            let answer = try RawConnection(port: server.port).request("GET", "/healthz")
            let report = try JSONParser.parse(answer.body)
            #expect(report["status"]?.stringValue == "degraded")
            #expect(report["config"]?["errors"]?[0]?.stringValue == "…/tokens.json:4: error: at /tokens/0/name [invalid-value]", "\(answer.text)")
            #expect(!answer.text.contains(secret.text) && !answer.text.contains(secret.hint))
            #expect(tokens.current.tokens.map(\.name) == ["ci"], "the tokens read last stay in force")
            try good.write(toFile: fixture.path, atomically: true, encoding: .utf8)
            #expect(try JSONParser.parse(RawConnection(port: server.port).request("GET", "/healthz").body)["status"]?.stringValue == "ok")
        }
    }
}
