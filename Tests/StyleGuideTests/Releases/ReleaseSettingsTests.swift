import DesignSystem
import Testing
@testable import StyleGuide

@Suite("Releases in swatchbook.json: versions and paths")
struct ReleaseSettingsTests {
    static let file = "Config/swatchbook.json"

    @Test("each release is read with its version, tokens and inputs")
    func valid() throws {
        let json = #"""
        {"releases": [{"version": "1.0.0", "tokens": "releases/1.0.0"},
                      {"version": "0.9.0-beta.2", "tokens": "releases/0.9.json", "inputs": {"theme": "light"}}]}
        """#
        let releases = try Settings.parse(Array(json.utf8), file: Self.file).get().releases
        #expect(releases.map(\.version.text) == ["1.0.0", "0.9.0-beta.2"])
        #expect(releases.map(\.tokens) == ["releases/1.0.0", "releases/0.9.json"])
        #expect(releases[0].inputs == nil)
        #expect(releases[1].inputs == ["theme": "light"])
        #expect(releases[1].pointer("tokens").description == "/releases/1/tokens")
        #expect(try Settings.parse(Array("{}".utf8), file: Self.file).get().releases.isEmpty)
    }

    @Test("every mistake is an error with the JSON path and rule", arguments: [
        (#"{"releases": {"version": "1.0.0"}}"#, "/releases", "wrong-type", "array of objects"),
        (#"{"releases": ["1.0.0"]}"#, "/releases/0", "wrong-type", "must be an object"),
        (#"{"releases": [{"tokens": "r"}]}"#, "/releases/0/version", "missing-member", "needs a \"version\""),
        (#"{"releases": [{"version": "1.0.0"}]}"#, "/releases/0/tokens", "missing-member", "needs \"tokens\""),
        (#"{"releases": [{"version": "current", "tokens": "r"}]}"#, "/releases/0/version", "invalid-value", "'current' is reserved"),
        (#"{"releases": [{"version": "v1.2.0", "tokens": "r"}]}"#, "/releases/0/version", "invalid-value", "without the 'v': 1.2.0"),
        (#"{"releases": [{"version": "1.2.3.4", "tokens": "r"}]}"#, "/releases/0/version", "invalid-value", "one to three whole numbers"),
        (#"{"releases": [{"version": "01.2", "tokens": "r"}]}"#, "/releases/0/version", "invalid-value", "is not a version such as"),
        (#"{"releases": [{"version": "1.0-beta..1", "tokens": "r"}]}"#, "/releases/0/version", "invalid-value", "pre-release"),
        (#"{"releases": [{"version": 1, "tokens": "r"}]}"#, "/releases/0/version", "wrong-type", "must be a string"),
        (#"{"releases": [{"version": "1.0.0", "tokens": "a"}, {"version": "1.0.0", "tokens": "b"}]}"#, "/releases/1/version",
         "invalid-value", "listed twice"),
        (#"{"releases": [{"version": "1.0", "tokens": "a"}, {"version": "1.0.0+build.5", "tokens": "b"}]}"#, "/releases/1/version",
         "invalid-value", "the same version as 1.0"),
        (#"{"releases": [{"version": "1.0.0", "tokens": ""}]}"#, "/releases/0/tokens", "invalid-value", "must name a folder or file"),
        (#"{"releases": [{"version": "1.0.0", "tokens": "/etc"}]}"#, "/releases/0/tokens", "invalid-value", "relative to the Config"),
        (#"{"releases": [{"version": "1.0.0", "tokens": "r", "inputs": {"theme": 1}}]}"#, "/releases/0/inputs/theme", "wrong-type", "string"),
        (#"{"releases": [{"version": "1.0.0", "tokens": "r", "notes": "x"}]}"#, "/releases/0/notes", "unknown-member", "unknown member"),
    ])
    func invalid(json: String, path: String, rule: String, fragment: String) throws {
        let result = Settings.parse(Array(json.utf8), file: Self.file)
        guard case .failure(let problems) = result else {
            Issue.record("\(json) was accepted")
            return
        }
        let problem = try #require(problems.list.first { $0.path.description == path }, "\(problems.list.map(\.description))")
        #expect(problem.rule.description == rule)
        #expect(problem.message.contains(fragment), "\(problem.message)")
        #expect(problem.file == Self.file)
    }

    @Test("versions order by semver precedence", arguments: [
        ("1.0.0", "2.0.0"), ("1.9.0", "1.10.0"), ("1.0.0-alpha", "1.0.0"), ("1.0.0-alpha", "1.0.0-alpha.1"),
        ("1.0.0-alpha.1", "1.0.0-alpha.beta"), ("1.0.0-beta.2", "1.0.0-beta.11"), ("1.0.0-rc.1", "1.0.0"), ("2", "2.0.1"),
        ("0.9", "1"),
    ])
    func precedence(lower: String, higher: String) throws {
        let a = try #require(SemanticVersion(lower)), b = try #require(SemanticVersion(higher))
        #expect(a < b)
        #expect(!(b < a))
        #expect(!a.isSameVersion(as: b))
    }

    @Test("a missing minor or patch counts as 0, build metadata does not order")
    func sameVersions() throws {
        let short = try #require(SemanticVersion("1.2")), long = try #require(SemanticVersion("1.2.0+exp.sha.5114f85"))
        #expect(short.isSameVersion(as: long))
        #expect(short.text == "1.2")
    }
}
