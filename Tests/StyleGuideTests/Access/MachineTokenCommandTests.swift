import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// `swatchbook token create|list|revoke`, run as processes.
@Suite("swatchbook token, as a process", .serialized, .integration)
struct MachineTokenCommandTests {
    /// A Config whose swatchbook.json names `../tokens.json`, in a fixture folder.
    static func configured() throws -> MachineTokenFixture {
        let fixture = try MachineTokenFixture()
        try FileManager.default.createDirectory(atPath: fixture.root + "/Config", withIntermediateDirectories: true)
        try #"{"name": "Private", "tokensFile": "tokens.json"}"#.write(toFile: fixture.root + "/Config/swatchbook.json", atomically: true, encoding: .utf8)
        return fixture
    }

    static func run(_ arguments: [String], in fixture: MachineTokenFixture, environment: [String: String] = [:]) throws -> SwatchbookProcess {
        try SwatchbookProcess(["token"] + arguments, environment: [TokensFileLocation.environmentVariable: ""].merging(environment) { $1 },
                              directory: fixture.root)
    }

    @Test("create prints the token alone on its last line; list shows its name and last four characters, never the token; revoke removes it")
    func lifecycle() throws {
        let fixture = try Self.configured()
        defer { fixture.remove() }
        let create = try Self.run(["create", "ci", "--scope", "api,guide", "--scope", "metrics", "--expires", "90d"], in: fixture)
        #expect(create.waitForExit() == 0, "\(create.standardError)")
        let lines = create.standardOutput.split(separator: "\n")
        let secret = try #require(lines.last.map(String.init))
        #expect(lines.count == 1)
        #expect(secret.wholeMatch(of: /sbt_[A-Za-z0-9_-]{43}/) != nil, "\(secret)")
        #expect(create.standardError.contains("created token 'ci' (scopes: api,guide,metrics; expires: "))
        #expect(!create.standardError.contains(secret))
        let stored = try String(contentsOfFile: fixture.path, encoding: .utf8)
        #expect(!stored.contains(secret) && !stored.contains(String(secret.dropFirst(4).prefix(20))))
        #expect(stored.contains(MachineTokenFile.hex(MachineTokenSecret(secret).hash)))

        let list = try Self.run(["list"], in: fixture)
        #expect(list.waitForExit() == 0, "\(list.standardError)")
        #expect(list.standardOutput.contains("ci "))
        #expect(list.standardOutput.contains("api,guide,metrics"))
        #expect(list.standardOutput.contains("…" + secret.suffix(4)))
        #expect(!list.standardOutput.contains(String(secret.suffix(5))), "no more than four characters of it")

        let again = try Self.run(["create", "ci"], in: fixture)
        #expect(again.waitForExit() == 1)
        #expect(again.standardError.contains("a token named 'ci' exists already"))
        #expect(again.standardOutput.isEmpty)

        let revoke = try Self.run(["revoke", "ci"], in: fixture)
        #expect(revoke.waitForExit() == 0, "\(revoke.standardError)")
        #expect(revoke.standardOutput == "revoked token 'ci'\n")
        let after = try Self.run(["list"], in: fixture)
        #expect(after.waitForExit() == 0)
        #expect(!after.standardOutput.contains("ci "))
        let unknown = try Self.run(["revoke", "ci"], in: fixture)
        #expect(unknown.waitForExit() == 1)
        #expect(unknown.standardError.contains("no token is named 'ci'"))
    }

    static let usageCases: [([String], String)] = [
        (["create", "a b"], "letters, digits"),
        (["create", String(repeating: "n", count: 65)], "at most 64"),
        (["create", "ci", "--scope", "admin"], "--scope must be api, guide, mcp or metrics"),
        (["create", "ci", "--expires", "soon"], "--expires must be a duration"),
        (["create", "ci", "--expires", "2001-01-01"], "in the past"),
        (["create"], "Missing expected argument"),
    ]

    @Test("usage errors exit 2 with a clear message", arguments: usageCases)
    func usageErrors(arguments: [String], message: String) throws {
        let fixture = try Self.configured()
        defer { fixture.remove() }
        let run = try Self.run(arguments, in: fixture)
        #expect(run.waitForExit() == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: fixture.path))
    }

    @Test("the environment variable wins over tokensFile, and works with no Config at all")
    func environmentVariable() throws {
        let fixture = try Self.configured()
        defer { fixture.remove() }
        let elsewhere = fixture.root + "/from-environment.json"
        let create = try Self.run(["create", "deploy", "--config", "Absent"], in: fixture, environment: [TokensFileLocation.environmentVariable: elsewhere])
        #expect(create.waitForExit() == 0, "\(create.standardError)")
        #expect(FileManager.default.fileExists(atPath: elsewhere))
        #expect(!FileManager.default.fileExists(atPath: fixture.path))
        let none = try Self.run(["list", "--config", "Absent"], in: fixture)
        #expect(none.waitForExit() == 1)
        #expect(none.standardError.contains("no tokens file is named"), "\(none.standardError)")
    }

    @Test("a tokens file inside the Config is refused, naming swatchbook.json and tokensFile")
    func insideConfig() throws {
        let fixture = try Self.configured()
        defer { fixture.remove() }
        try #"{"tokensFile": "Config/tokens.json"}"#.write(toFile: fixture.root + "/Config/swatchbook.json", atomically: true, encoding: .utf8)
        let create = try Self.run(["create", "ci"], in: fixture)
        #expect(create.waitForExit() == 1)
        #expect(create.standardError.contains("Config/swatchbook.json: error: at /tokensFile: the tokens file"), "\(create.standardError)")
        #expect(create.standardError.contains("[tokens-file-in-config]"))
        #expect(create.standardOutput.isEmpty)
    }

    @Test("creates run at once as processes keep every token")
    func concurrentProcesses() throws {
        let fixture = try Self.configured()
        defer { fixture.remove() }
        let names = (0..<8).map { "job-\($0)" }
        let runs = try names.map { try Self.run(["create", $0], in: fixture) }
        for run in runs { #expect(run.waitForExit(timeout: .seconds(30)) == 0, "\(run.standardError)") }
        #expect(Set(try fixture.disk().read().get().tokens.map(\.name)) == Set(names))
    }
}
