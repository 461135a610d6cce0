import Foundation
import MicroHTTP
import Testing
@testable import StyleGuide

/// The machine token recognizer: Bearer and Basic recognised, unknown, expired and revoked tokens refused.
@Suite("Machine token recognizer")
struct MachineTokenRecognizerTests {
    @Test("a good token is a reader with the token's name and scopes, by Bearer and by Basic with any user")
    func goodToken() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let secret = try fixture.create("ci", scopes: [.api, .metrics])
        let recognizer = MachineTokenRecognizer(tokens: MachineTokenSet(disk: fixture.disk()))
        let expected = Recognition.reader(Reader(method: .token, name: "ci", scopes: [.api, .metrics]))
        for header in ["Bearer \(secret.text)", AuthorizationCredentialsTests.basic("ci:\(secret.text)"),
                       AuthorizationCredentialsTests.basic("storybook:\(secret.text)")] {
            #expect(recognizer.recognize(Request(method: .get, target: "/api/tokens", headers: ["Authorization": header])) == expected)
        }
    }

    @Test("no Authorization header is absent; two are refused")
    func absentAndDuplicate() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let secret = try fixture.create("ci")
        let recognizer = MachineTokenRecognizer(tokens: MachineTokenSet(disk: fixture.disk()))
        #expect(recognizer.recognize(Request(method: .get, target: "/")) == .absent)
        var headers = Headers()
        headers.add("Authorization", "Bearer \(secret.text)")
        headers.add("Authorization", "Bearer \(secret.text)")
        #expect(recognizer.recognize(Request(method: .get, target: "/", headers: headers)) == .refused(reason: "more than one Authorization header"))
    }

    @Test("an unknown, a malformed or a foreign token is refused without its secret in the reason", arguments: [
        "Bearer sbt_" + String(repeating: "A", count: 43),
        "Bearer sbt_short",
        "Bearer ghp_" + String(repeating: "A", count: 36),
        "Basic " + Data("ci:wrong".utf8).base64EncodedString(),
    ])
    func refused(header: String) throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        try fixture.create("ci")
        let recognition = MachineTokenRecognizer(tokens: MachineTokenSet(disk: fixture.disk())).recognize(header: header)
        guard case .refused(let reason) = recognition else {
            Issue.record("\(header) gave \(recognition)")
            return
        }
        let secret = header.split(separator: " ").last.map(String.init) ?? header
        #expect(!reason.contains(secret))
    }

    @Test("an expired token is refused by name; one not yet expired is accepted")
    func expiry() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let end = Date(timeIntervalSince1970: 2_000_000_000)
        let secret = try fixture.create("nightly", expires: end)
        let tokens = MachineTokenSet(disk: fixture.disk())
        let before = MachineTokenRecognizer(tokens: tokens, now: { end.addingTimeInterval(-1) })
        let after = MachineTokenRecognizer(tokens: tokens, now: { end })
        #expect(before.recognize(header: "Bearer \(secret.text)") == .reader(Reader(method: .token, name: "nightly", scopes: [.api])))
        #expect(after.recognize(header: "Bearer \(secret.text)") == .refused(reason: "token 'nightly' expired at 2033-05-18T03:33:20Z"))
    }

    @Test("a revoked token is refused once the set sees the file change, and by a reload (SIGHUP)")
    func revocation() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let kept = try fixture.create("kept")
        let revoked = try fixture.create("revoked")
        let watching = MachineTokenRecognizer(tokens: MachineTokenSet(disk: fixture.disk(), checkInterval: .zero))
        let hourly = MachineTokenSet(disk: fixture.disk(), checkInterval: .seconds(3600))
        #expect(watching.recognize(header: "Bearer \(revoked.text)") == .reader(Reader(method: .token, name: "revoked", scopes: [.api])))
        #expect(hourly.current.tokens.count == 2)
        try fixture.revoke("revoked")
        #expect(watching.recognize(header: "Bearer \(revoked.text)") == .refused(reason: "unknown or revoked token"))
        #expect(watching.recognize(header: "Bearer \(kept.text)") == .reader(Reader(method: .token, name: "kept", scopes: [.api])))
        #expect(hourly.current.tokens.count == 2, "not looked at again within its interval")
        hourly.reload()
        #expect(hourly.current.tokens.map(\.name) == ["kept"])
    }

    @Test("a file that stops loading keeps the last good tokens and reports its problem; fixing it clears it")
    func failedReloadKeepsTokens() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let secret = try fixture.create("ci")
        let tokens = MachineTokenSet(disk: fixture.disk(), checkInterval: .zero)
        let good = try String(contentsOfFile: fixture.path, encoding: .utf8)
        try "{\"tokens\": [".write(toFile: fixture.path, atomically: true, encoding: .utf8)
        let recognizer = MachineTokenRecognizer(tokens: tokens)
        #expect(recognizer.recognize(header: "Bearer \(secret.text)") == .reader(Reader(method: .token, name: "ci", scopes: [.api])))
        #expect(tokens.problems.map(\.rule) == [.jsonSyntax])
        #expect(!tokens.problems.description.contains(secret.text))
        try good.write(toFile: fixture.path, atomically: true, encoding: .utf8)
        _ = tokens.current
        #expect(tokens.problems.isEmpty)
    }

    @Test("with no tokens file named, every token is refused")
    func noFile() {
        let recognizer = MachineTokenRecognizer(tokens: MachineTokenSet(disk: nil))
        #expect(recognizer.recognize(header: "Bearer \(MachineTokenSecret.generate().text)") == .refused(reason: "unknown or revoked token"))
    }
}
