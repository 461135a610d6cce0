import DesignSystem
import HTTPTestSupport
import Testing
@testable import StyleGuide

@Suite("swatchbook.json", .integration)
struct SettingsTests {
    static let file = "Config/swatchbook.json"

    @Test("a complete file is read")
    func complete() throws {
        let json = """
        {"name": "Acme", "description": "Acme's system", "host": "0.0.0.0", "port": 9000, "threads": 3,
         "corsOrigins": ["https://app.acme.com", "*"], "resolver": "tokens/acme.resolver.json",
         "defaultInputs": {"theme": "dark"}, "limits": {"connections": 10, "bodyBytes": 0}}
        """
        let settings = try Settings.parse(Array(json.utf8), file: Self.file).get()
        #expect(settings.name == "Acme")
        #expect(settings.summary == "Acme's system")
        #expect(settings.host == "0.0.0.0")
        #expect(settings.port == 9000)
        #expect(settings.threads == 3)
        #expect(settings.corsOrigins == ["https://app.acme.com", "*"])
        #expect(settings.resolver == "tokens/acme.resolver.json")
        #expect(settings.defaultInputs == ["theme": "dark"])
        #expect(settings.limits.connections == 10)
        #expect(settings.limits.bodyBytes == 0)
        #expect(settings.limits.headerBytes == 16 * 1024)
    }

    @Test("the token limits share the limits object with the connection limits")
    func tokenLimits() throws {
        let json = #"{"limits": {"connections": 10, "tokens": 500000, "tokenFileBytes": 1048576, "nestingDepth": 16, "#
            + #""compositeParts": 50, "compositePartsTotal": 5000, "nameBytes": 128, "stringBytes": 4096, "configBytes": 2097152}}"#
        let settings = try Settings.parse(Array(json.utf8), file: Self.file).get()
        #expect(settings.limits.connections == 10)
        var expected = TokenLimits()
        expected.tokens = 500_000
        expected.tokenFileBytes = 1_048_576
        expected.nestingDepth = 16
        expected.compositeParts = 50
        expected.compositePartsTotal = 5000
        expected.nameBytes = 128
        expected.stringBytes = 4096
        expected.configBytes = 2_097_152
        #expect(settings.tokenLimits == expected)
        #expect(Settings().tokenLimits == TokenLimits())
    }

    @Test("the connection limits against floods are read from the limits object")
    func floodLimits() throws {
        let json = #"{"limits": {"connections": 20000, "connectionsPerAddress": 16, "requestHeadTimeoutMilliseconds": 4000, "#
            + #""busyRequestHeadTimeoutMilliseconds": 250, "listenBacklog": 2048}}"#
        let limits = try Settings.parse(Array(json.utf8), file: Self.file).get().limits
        #expect(limits.connections == 20_000)
        #expect(limits.connectionsPerAddress == 16)
        #expect(limits.requestHeadTimeoutMilliseconds == 4_000)
        #expect(limits.busyRequestHeadTimeoutMilliseconds == 250)
        #expect(limits.listenBacklog == 2_048)
        #expect(try Settings.parse(Array(#"{"limits": {"connectionsPerAddress": 0}}"#.utf8), file: Self.file).get()
            .limits.connectionsPerAddress == 0)
    }

    @Test("the grace period a stopping server gives requests in flight is read from limits; 1.5 s by default")
    func shutdownGrace() throws {
        let json = #"{"limits": {"shutdownGraceMilliseconds": 250}}"#
        #expect(try Settings.parse(Array(json.utf8), file: Self.file).get().limits.shutdownGraceMilliseconds == 250)
        let zero = #"{"limits": {"shutdownGraceMilliseconds": 0}}"#
        #expect(try Settings.parse(Array(zero.utf8), file: Self.file).get().limits.shutdownGraceMilliseconds == 0)
        #expect(Settings().limits.shutdownGraceMilliseconds == 1500)
    }

    @Test("an empty object keeps every default")
    func defaults() throws {
        #expect(try Settings.parse(Array("{}".utf8), file: Self.file).get() == Settings())
    }

    @Test("the bundled Config is valid")
    func bundled() throws {
        let loaded = ConfigLoader(directory: RepositoryPaths.config).loadSettings()
        #expect(throws: Never.self) { try loaded.get() }
    }

    @Test("each mistake names the file, line, JSON path and rule", arguments: [
        ("{\"name\": 1}", "/name", 1, "wrong-type", "must be a string, found number"),
        ("{\n  \"port\": 70000\n}", "/port", 2, "out-of-range", "from 0 to 65535, found 70000"),
        ("{\n\n  \"port\": 80.5\n}", "/port", 3, "wrong-type", "whole number"),
        ("{\"threads\": 0}", "/threads", 1, "out-of-range", "from 1 to 1024"),
        ("{\"nmae\": \"x\"}", "/nmae", 1, "unknown-member", "did you mean 'name'?"),
        ("{\"limits\": {\n\"conections\": 5}}", "/limits/conections", 2, "unknown-member", "did you mean 'connections'?"),
        ("{\"limits\": {\"bodyBytes\": -1}}", "/limits/bodyBytes", 1, "out-of-range", "found -1"),
        ("{\"limits\": []}", "/limits", 1, "wrong-type", "must be an object, found array"),
        ("{\"corsOrigins\": \"*\"}", "/corsOrigins", 1, "wrong-type", "array of strings"),
        ("{\"corsOrigins\": [\"*\", 3]}", "/corsOrigins/1", 1, "wrong-type", "must be a string"),
        ("{\"corsOrigins\": [\"app.acme.com\"]}", "/corsOrigins", 1, "invalid-value", "'app.acme.com'"),
        ("{\"defaultInputs\": {\"theme\": true}}", "/defaultInputs/theme", 1, "wrong-type", "must be a string"),
        ("{\"name\": \"  \"}", "/name", 1, "invalid-value", "must not be empty"),
        ("{\"name\": \"x\",}", "", 1, "json-syntax", "column 13: trailing comma"),
        ("{\"limits\": {\"connectionMemoryBytes\": 16384}}", "/limits/connectionMemoryBytes", 1, "invalid-value", "must be at least"),
        ("{\"limits\": {\"queryParameters\": 0}}", "/limits/queryParameters", 1, "out-of-range", "from 1 to 1024"),
        ("{\"limits\": {\"tokens\": 0}}", "/limits/tokens", 1, "out-of-range", "found 0"),
        ("{\"limits\": {\"nestingDepth\": 600}}", "/limits/nestingDepth", 1, "out-of-range", "from 4 to 512"),
        ("{\"limits\": {\"stringBytes\": \"64k\"}}", "/limits/stringBytes", 1, "wrong-type", "whole number"),
        ("{\"limits\": {\"tokenz\": 5}}", "/limits/tokenz", 1, "unknown-member", "did you mean 'tokens'?"),
        ("{\"limits\": {\"requestHeadTimeoutMilliseconds\": 0}}", "/limits/requestHeadTimeoutMilliseconds", 1, "out-of-range",
         "from 1 to 3600000, found 0"),
        ("{\"limits\": {\"busyRequestHeadTimeoutMilliseconds\": 2.5}}", "/limits/busyRequestHeadTimeoutMilliseconds", 1,
         "wrong-type", "whole number"),
        ("{\"limits\": {\n\"busyRequestHeadTimeoutMilliseconds\": 20000}}", "/limits/busyRequestHeadTimeoutMilliseconds", 2,
         "invalid-value", "must not be more than requestHeadTimeoutMilliseconds (10000)"),
        ("{\"limits\": {\"requestHeadTimeoutMiliseconds\": 500}}", "/limits/requestHeadTimeoutMiliseconds", 1, "unknown-member",
         "did you mean 'requestHeadTimeoutMilliseconds'?"),
        ("{\"limits\": {\"connectionsPerAdress\": 8}}", "/limits/connectionsPerAdress", 1, "unknown-member",
         "did you mean 'connectionsPerAddress'?"),
        ("{\"limits\": {\"connectionsPerAddress\": -1}}", "/limits/connectionsPerAddress", 1, "out-of-range", "from 0 to 100000"),
        ("{\"limits\": {\"shutdownGraceMilliseconds\": -1}}", "/limits/shutdownGraceMilliseconds", 1, "out-of-range", "from 0 to 600000"),
        ("{\"limits\": {\"shutdownGraceMilliseconds\": 600001}}", "/limits/shutdownGraceMilliseconds", 1, "out-of-range", "found 600001"),
        ("{\"limits\": {\"shutdownGraceMilliseconds\": 1.5}}", "/limits/shutdownGraceMilliseconds", 1, "wrong-type", "whole number"),
        ("[1]", "", nil, "wrong-type", "must be an object, found array"),
    ] as [(String, String, Int?, String, String)])
    func mistakes(json: String, path: String, line: Int?, rule: String, fragment: String) throws {
        let result = Settings.parse(Array(json.utf8), file: Self.file)
        guard case .failure(let problems) = result else {
            Issue.record("\(json) was accepted")
            return
        }
        let problem = try #require(problems.first)
        #expect(problems.count == 1, "\(problems)")
        #expect(problem.file == Self.file)
        #expect(problem.path.description == path)
        #expect(problem.line == line)
        #expect(problem.rule.name == rule)
        #expect(problem.message.contains(fragment), "\(problem.message)")
        #expect(problem.description.hasPrefix(Self.file))
    }

    @Test("every problem is reported, not only the first")
    func allProblems() {
        let json = "{\"port\": \"80\", \"threads\": -2, \"colour\": 1, \"limits\": {\"connections\": 0}}"
        guard case .failure(let problems) = Settings.parse(Array(json.utf8), file: Self.file) else {
            Issue.record("accepted")
            return
        }
        #expect(problems.map(\.path.description).sorted() == ["/colour", "/limits/connections", "/port", "/threads"])
    }
}
