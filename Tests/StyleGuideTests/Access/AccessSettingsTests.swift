import DesignSystem
import Testing
@testable import StyleGuide

@Suite("The access setting")
struct AccessSettingsTests {
    @Test("access is public unless the file says private", arguments: [
        ("{}", AccessMode.public), (#"{"access": "public"}"#, .public), (#"{"access": "private"}"#, .private),
    ])
    func modes(json: String, mode: AccessMode) throws {
        #expect(try Settings.parse(Array(json.utf8), file: "swatchbook.json").get().access == mode)
    }

    @Test("anything else names the file, the member and both modes", arguments: [
        (#"{"access": "Private"}"#, "invalid-value", "must be 'public' or 'private', found 'Private'"),
        (#"{"access": true}"#, "wrong-type", "string"),
        (#"{"acess": "private"}"#, "unknown-member", "did you mean 'access'?"),
    ])
    func mistakes(json: String, rule: String, fragment: String) throws {
        guard case .failure(let problems) = Settings.parse(Array(json.utf8), file: "Config/swatchbook.json") else {
            Issue.record("\(json) was accepted")
            return
        }
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.file == "Config/swatchbook.json")
        #expect(problem.path.description == (rule == "unknown-member" ? "/acess" : "/access"))
        #expect(problem.rule.name == rule)
        #expect(problem.message.contains(fragment), "\(problem.message)")
    }
}
