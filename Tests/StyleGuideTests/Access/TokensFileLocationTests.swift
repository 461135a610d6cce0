import DesignSystem
import Foundation
import Testing
@testable import StyleGuide

/// Where the tokens file is: the environment variable wins, a setting is relative to the Config's parent, and never inside the Config.
@Suite("Tokens file location")
struct TokensFileLocationTests {
    @Test("the environment variable wins over the setting; the setting is relative to the folder holding the Config")
    func precedence() throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let config = fixture.root + "/Config"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let fromSetting = try TokensFileLocation.find(environment: nil, setting: "secrets/tokens.json", configDirectory: config).get()
        #expect(fromSetting?.path == fixture.root + "/secrets/tokens.json")
        let absolute = try TokensFileLocation.find(environment: "", setting: "/run/secrets/tokens.json", configDirectory: config).get()
        #expect(absolute?.path == "/run/secrets/tokens.json")
        let fromEnvironment = try TokensFileLocation.find(environment: "/tmp/t.json", setting: "secrets/tokens.json", configDirectory: config).get()
        #expect(fromEnvironment?.path == "/tmp/t.json")
        #expect(try TokensFileLocation.find(environment: nil, setting: nil, configDirectory: config).get() == nil)
    }

    @Test("a path inside the Config folder is refused, also through a link or '..'", arguments: [
        "Config/tokens.json", "Config/secrets/../tokens.json", "linked/tokens.json", "Config",
    ])
    func insideConfig(setting: String) throws {
        let fixture = try MachineTokenFixture()
        defer { fixture.remove() }
        let config = fixture.root + "/Config"
        try FileManager.default.createDirectory(atPath: config + "/secrets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.root + "/linked", withDestinationPath: config)
        guard case .failure(let problem) = TokensFileLocation.find(environment: nil, setting: setting, configDirectory: config) else {
            Issue.record("\(setting) accepted")
            return
        }
        #expect(problem.rule == .tokensFileInConfig)
        #expect(problem.path.description == "/tokensFile")
        #expect(problem.file == config + "/swatchbook.json")
        guard case .failure(let named) = TokensFileLocation.find(environment: fixture.root + "/" + setting, setting: nil, configDirectory: config) else {
            Issue.record("\(setting) accepted from the environment")
            return
        }
        #expect(named.file == TokensFileLocation.environmentVariable)
    }
}
