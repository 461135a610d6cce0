import DesignSystem
import Foundation
import Testing
@testable import StyleGuide

/// The tokens file's format: what it holds, every rule reported with its JSON path, and its limits.
@Suite("Tokens file format")
struct MachineTokenFileTests {
    static let hash = String(repeating: "ab", count: 32)
    static let entry = #"{"name": "ci", "sha256": "\#(hash)", "scopes": ["api"], "created": "2026-11-27T10:00:00Z", "expires": null, "hint": "wxyz"}"#

    static func parse(_ text: String, limits: MachineTokenLimits = MachineTokenLimits()) -> Result<MachineTokenFile, Diagnostics> {
        MachineTokenFile.parse(Array(text.utf8), file: "tokens.json", limits: limits)
    }

    @Test("what it writes it reads back, the same")
    func roundTrip() throws {
        let file = MachineTokenFile(tokens: [
            MachineToken(name: "ci", hash: MachineTokenSecret.generate().hash, scopes: [.api, .guide],
                         created: Date(timeIntervalSince1970: 1_800_000_000), expires: nil, hint: "abcd"),
            MachineToken(name: "nightly.build", hash: MachineTokenSecret.generate().hash, scopes: [.metrics],
                         created: Date(timeIntervalSince1970: 1_800_000_000), expires: Date(timeIntervalSince1970: 1_900_000_000), hint: "-_9Z"),
        ])
        #expect(try MachineTokenFile.parse(file.serialized, file: "tokens.json", limits: MachineTokenLimits()).get() == file)
    }

    static let brokenRules: [(String, String, String)] = [
        ("{", "", "json-syntax"),
        ("[]", "", "wrong-type"),
        ("{}", "/tokens", "missing-member"),
        (#"{"tokens": {}}"#, "/tokens", "wrong-type"),
        (#"{"tokens": [], "extra": 1}"#, "/extra", "unknown-member"),
        (#"{"tokens": [{}]}"#, "/tokens/0/name", "missing-member"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "\"ci\"", with: "\"a b\""))]}"#, "/tokens/0/name", "invalid-value"),
        (#"{"tokens": [\#(entry), \#(entry)]}"#, "/tokens/1/name", "invalid-value"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: hash, with: "ABC"))]}"#, "/tokens/0/sha256", "invalid-value"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "[\"api\"]", with: "[\"admin\"]"))]}"#, "/tokens/0/scopes", "invalid-value"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "[\"api\"]", with: "[]"))]}"#, "/tokens/0/scopes", "invalid-value"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "[\"api\"]", with: "\"api\""))]}"#, "/tokens/0/scopes", "wrong-type"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "2026-11-27T10:00:00Z", with: "yesterday"))]}"#, "/tokens/0/created", "invalid-value"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "null", with: "5"))]}"#, "/tokens/0/expires", "wrong-type"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "wxyz", with: "a secret"))]}"#, "/tokens/0/hint", "invalid-value"),
        (#"{"tokens": [\#(entry.replacingOccurrences(of: "\"hint\"", with: "\"secret\""))]}"#, "/tokens/0/secret", "unknown-member"),
    ]

    @Test("each broken rule is reported at its JSON path", arguments: brokenRules)
    func brokenRule(text: String, path: String, rule: String) {
        guard case .failure(let problems) = Self.parse(text) else {
            Issue.record("accepted: \(text)")
            return
        }
        #expect(problems.list.contains { $0.path.description == path && $0.rule.name == rule && $0.file == "tokens.json" },
                "\(problems)")
    }

    @Test("a file past tokensFileBytes is refused before it is parsed, naming the setting")
    func tooManyBytes() {
        var limits = MachineTokenLimits()
        limits.fileBytes = 4096
        let text = #"{"tokens": [], "pad": ""# + String(repeating: "x", count: 5000) + #""}"#
        guard case .failure(let problems) = Self.parse(text, limits: limits) else { Issue.record("accepted"); return }
        #expect(problems.list.map(\.rule) == [.limitExceeded])
        #expect(problems.description.contains(#"("limits": {"tokensFileBytes": …} in swatchbook.json)"#), "\(problems)")
    }

    @Test("a file past machineTokens is refused, naming the setting")
    func tooManyTokens() {
        var limits = MachineTokenLimits()
        limits.tokens = 2
        let text = #"{"tokens": [\#(Array(repeating: Self.entry, count: 3).joined(separator: ","))]}"#
        guard case .failure(let problems) = Self.parse(text, limits: limits) else { Issue.record("accepted"); return }
        #expect(problems.list.map(\.path.description) == ["/tokens"])
        #expect(problems.description.contains("the tokens file holds 3 tokens; the limit is 2 tokens"), "\(problems)")
    }

    @Test("the limits are read from swatchbook.json, with the tokens file")
    func settings() throws {
        let json = #"{"tokensFile": "../secrets/tokens.json", "limits": {"tokensFileBytes": 8192, "machineTokens": 50}}"#
        let settings = try Settings.parse(Array(json.utf8), file: "swatchbook.json").get()
        #expect(settings.tokensFile == "../secrets/tokens.json")
        #expect(settings.machineTokenLimits.fileBytes == 8192)
        #expect(settings.machineTokenLimits.tokens == 50)
        guard case .failure(let problems) = Settings.parse(Array(#"{"limits": {"machineTokens": 0}}"#.utf8), file: "swatchbook.json") else {
            Issue.record("machineTokens 0 accepted")
            return
        }
        #expect(problems.list.map(\.path.description) == ["/limits/machineTokens"])
    }
}
