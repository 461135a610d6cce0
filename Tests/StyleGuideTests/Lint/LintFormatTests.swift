import DesignSystem
import Testing
@testable import StyleGuide

/// The five formats of a lint report, on findings made by hand with characters each format must escape.
@Suite("swatchbook lint: output formats")
struct LintFormatTests {
    /// A contrast error in dark, a naming warning with every awkward character, and a note without a line.
    static let report: LintReport = {
        var contrast = LintFinding(.contrast, "button style 'primary', state hover: 3.4:1 < 4.5:1 in theme=dark",
                                   at: TokenOrigin(file: "Config/styles/my button.json", pointer: .root, line: 12),
                                   inputs: [Permutation(["theme": "dark"])], component: "button", style: "primary", state: "hover",
                                   token: TokenPath(["color", "text"]))
        contrast.severity = .error
        let naming = LintFinding(.naming, "100% wrong,\r\nsee: <a & b> \u{1}", at: TokenOrigin(file: "Config/tokens/a,b:c.json", pointer: .root, line: 3),
                                 token: TokenPath(["color", "aB"]))
        var unused = LintFinding(.unusedToken, "nothing refers to 'x'", at: TokenOrigin(file: "Config/tokens/x.json", pointer: .root))
        unused.severity = .info
        let rules = LintRule.all.map { ($0, $0.defaultSeverity) }
        return LintReport(findings: [contrast, naming, unused], rules: rules)
    }()

    @Test("text: file:line: severity: message [rule], then the counts")
    func text() {
        let lines = LintFormat.text.render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines.first == "Config/styles/my button.json:12: error: button style 'primary', state hover: 3.4:1 < 4.5:1 in theme=dark [contrast]")
        #expect(lines.contains("Config/tokens/x.json: info: nothing refers to 'x' [unused-token]"))
        #expect(lines.last == "1 error, 1 warning, 1 note")
    }

    @Test("json: every member of every finding, null when absent")
    func json() throws {
        let document = try JSONParser.parse(Array(LintFormat.json.render(Self.report).utf8))
        let findings = try #require(document.objectValue?["findings"]?.arrayValue)
        #expect(findings.count == 3)
        let members = ["rule", "severity", "message", "file", "line", "inputs", "component", "style", "state", "token"]
        for finding in findings { #expect(finding.objectValue?.keys == members) }
        #expect(findings[0].objectValue?["inputs"] == .array([.object(JSONObject([("theme", .string("dark"))]))]))
        #expect(findings[0].objectValue?["line"] == .number(12))
        #expect(findings[2].objectValue?["line"] == .null && findings[2].objectValue?["component"] == .null)
        #expect(findings[1].objectValue?["message"] == .string("100% wrong,\r\nsee: <a & b> \u{1}"))
    }

    @Test("sarif: 2.1.0, the rules with ids, each result with its rule, level, message and place")
    func sarif() throws {
        let document = try JSONParser.parse(Array(LintFormat.sarif.render(Self.report).utf8))
        #expect(document.objectValue?["version"] == .string("2.1.0"))
        let run = try #require(document.objectValue?["runs"]?.arrayValue?.first?.objectValue)
        let rules = try #require(run["tool"]?.objectValue?["driver"]?.objectValue?["rules"]?.arrayValue)
        #expect(rules.compactMap { $0.objectValue?["id"]?.stringValue } == LintRule.all.map(\.id))
        let results = try #require(run["results"]?.arrayValue).compactMap { $0.objectValue }
        #expect(results.map { $0["ruleId"]?.stringValue } == ["contrast", "naming", "unused-token"])
        #expect(results.map { $0["level"]?.stringValue } == ["error", "warning", "note"])
        let location = results[0]["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue
        #expect(location?["artifactLocation"]?.objectValue?["uri"] == .string("Config/styles/my%20button.json"))
        #expect(location?["region"]?.objectValue?["startLine"] == .number(12))
        #expect(results[2]["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue?["region"] == nil)
        #expect(results[0]["properties"]?.objectValue?["component"] == .string("button"))
        #expect(results[0]["ruleIndex"] == .number(0))
    }

    @Test("github: a workflow command per finding, data and properties escaped")
    func github() {
        let lines = LintFormat.github.render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("::error file=Config/styles/my button.json,line=12,title=swatchbook lint contrast::button style"))
        #expect(lines[1] == "::warning file=Config/tokens/a%2Cb%3Ac.json,line=3,title=swatchbook lint naming::100%25 wrong,%0D%0Asee: <a & b> \u{1}")
        #expect(lines[2] == "::notice file=Config/tokens/x.json,title=swatchbook lint unused-token::nothing refers to 'x'")
    }

    @Test("github: nothing at all when there are no findings")
    func githubEmpty() {
        #expect(LintFormat.github.render(LintReport(findings: [], rules: [])) == "")
    }

    @Test("junit: a suite per rule, a failure per error, markup and control characters escaped")
    func junit() {
        let xml = LintFormat.junit.render(Self.report)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"swatchbook lint\" tests=\"9\" failures=\"1\""))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == LintRule.all.count)
        #expect(xml.contains("<testsuite name=\"contrast\" tests=\"1\" failures=\"1\""))
        #expect(xml.contains("<failure message=\"button style &apos;primary&apos;, state hover: 3.4:1 &lt; 4.5:1 in theme=dark\" type=\"error\">"))
        #expect(xml.contains("<system-out>warning: 100% wrong,&#13;&#10;see: &lt;a &amp; b&gt; \u{FFFD}</system-out>"))
        #expect(xml.contains("<testcase classname=\"swatchbook.lint.description\" name=\"description\"><skipped message=\"the rule is off\"/></testcase>"))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("formats by name", arguments: ["text", "json", "sarif", "github", "junit"])
    func named(name: String) {
        #expect(LintFormat.named(name)?.name == name)
    }
}
