import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// A private Swatchbook served by the real binary, read with machine tokens: Bearer, Basic, scopes, revocation.
@Suite("Machine tokens against a private serve", .serialized, .integration)
struct MachineTokenServeTests {
    @Test("a token from token create reads /api/tokens by Bearer and by Basic; a wrong one is 401, a guide-only one is 403 there, a revoked one after the file changes")
    func privateServe() throws {
        let fixture = try MachineTokenCommandTests.configured()
        defer { fixture.remove() }
        let config = try TemporaryConfig(settings: #"{"name": "Private", "access": "private"}"#)
        defer { config.remove() }
        let environment = [TokensFileLocation.environmentVariable: fixture.path]
        func create(_ arguments: [String]) throws -> String {
            let run = try SwatchbookProcess(["token", "create"] + arguments, environment: environment, directory: fixture.root)
            #expect(run.waitForExit() == 0, "\(run.standardError)")
            return String(run.standardOutput.split(separator: "\n").last ?? "")
        }
        let api = try create(["ci"])
        let guide = try create(["docs-only", "--scope", "guide"])
        let serve = try SwatchbookProcess(["serve", "--config", config.directory, "--port", "0"], environment: environment)
        let port = try serve.waitForPort()
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        func status(_ headers: [(String, String)]) throws -> Int {
            try RawConnection(port: port).request("GET", "/api/tokens", headers: headers).status
        }
        let basic = "Basic " + Data("ci:\(api)".utf8).base64EncodedString()
        #expect(try status([]) == 401)
        #expect(try status([("Authorization", "Bearer \(api)")]) == 200)
        #expect(try status([("Authorization", basic)]) == 200)
        #expect(try status([("Authorization", "Bearer sbt_" + String(repeating: "A", count: 43))]) == 401)
        #expect(try status([("Authorization", "Bearer \(guide)")]) == 403, "a guide-only token may not read the API")
        #expect(try RawConnection(port: port).request("GET", "/", headers: [("Authorization", "Bearer \(guide)")]).status == 200)
        let revoke = try SwatchbookProcess(["token", "revoke", "ci"], environment: environment, directory: fixture.root)
        #expect(revoke.waitForExit() == 0)
        var refused = false
        for _ in 0..<50 where !refused {
            refused = try status([("Authorization", "Bearer \(api)")]) == 401
            if !refused { usleep(100_000) }
        }
        #expect(refused, "a revoked token is refused once the server sees the file change")
    }
}
