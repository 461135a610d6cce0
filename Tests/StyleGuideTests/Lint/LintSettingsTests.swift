import DesignSystem
import Testing
@testable import StyleGuide

/// The `lint` object of `swatchbook.json` and `lintLookups` in `limits`.
@Suite("swatchbook.json: lint")
struct LintSettingsTests {
    static let file = "Config/swatchbook.json"

    /// Parses `json` as swatchbook.json.
    static func parse(_ json: String) -> Result<Settings, Diagnostics> { Settings.parse(Array(json.utf8), file: file) }

    @Test("severities as words and as objects with options")
    func read() throws {
        let settings = try Self.parse("""
            {"lint": {"rules": {"contrast": "warning", "description": "info", "naming": {"severity": "error", "case": "snake_case"},
             "min-font-size": {"minimum": 14}, "contrast-x": null}}}
            """.replacingOccurrences(of: ", \"contrast-x\": null", with: "")).get()
        #expect(settings.lint.severity(of: .contrast) == .warning)
        #expect(settings.lint.severity(of: .description) == .info)
        #expect(settings.lint.severity(of: .naming) == .error)
        #expect(settings.lint.namingCase == .snake)
        #expect(settings.lint.minimumFontSize == 14)
        #expect(settings.lint.severity(of: .minFontSize) == .warning)
        #expect(settings.lint.severity(of: .missingInContext) == .error)
    }

    @Test("every default when there is no lint object")
    func defaults() throws {
        let lint = try Self.parse("{}").get().lint
        #expect(LintRule.all.map { lint.severity(of: $0) } == [.error, .error, .warning, .warning, .info, .info, .warning, .warning, .off])
        #expect(lint.lookups == LintSettings.defaultLookups && lint.namingCase == .kebab && !lint.checksDisabledState)
    }

    @Test("lintLookups is read from limits, whichever comes first")
    func lookups() throws {
        #expect(try Self.parse(#"{"limits": {"lintLookups": 500}, "lint": {"rules": {}}}"#).get().lint.lookups == 500)
        #expect(try Self.parse(#"{"lint": {"rules": {}}, "limits": {"lintLookups": 500}}"#).get().lint.lookups == 500)
    }

    @Test("each problem is named with its JSON path and rule", arguments: [
        (#"{"lint": {"rules": {"contrats": "error"}}}"#, "/lint/rules/contrats",
         "'contrats' is not a lint rule (did you mean 'contrast'?); rules: contrast, missing-in-context"),
        (#"{"lint": {"rules": {"contrast": "fatal"}}}"#, "/lint/rules/contrast",
         "must be 'error', 'warning', 'info', 'off' or an object with a severity, found 'fatal'"),
        (#"{"lint": {"rules": {"naming": {"case": "Title Case"}}}}"#, "/lint/rules/naming/case",
         "must be one of 'kebab-case', 'camelCase', 'PascalCase', 'snake_case', 'SCREAMING_SNAKE_CASE', found 'Title Case'"),
        (#"{"lint": {"rules": {"min-font-size": {"minimum": 0}}}}"#, "/lint/rules/min-font-size/minimum", "must be a number of px from 1 to 100"),
        (#"{"lint": {"rules": {"naming": {"pattern": "*"}}}}"#, "/lint/rules/naming/pattern", "unknown member 'pattern'"),
        (#"{"lint": {"rules": {"contrast": {"disabledState": "yes"}}}}"#, "/lint/rules/contrast/disabledState", "must be true or false"),
        (#"{"lint": {"rules": {"contrast": 3}}}"#, "/lint/rules/contrast", "must be a string"),
        (#"{"lint": {"rule": {}}}"#, "/lint/rule", "unknown member 'rule' (did you mean 'rules'?)"),
        (#"{"lint": []}"#, "/lint", "must be an object"),
        (#"{"limits": {"lintLookups": 0}}"#, "/limits/lintLookups", "must be from 1 to 100000000, found 0"),
    ])
    func problems(json: String, path: String, message: String) {
        guard case .failure(let problems) = Self.parse(json) else {
            Issue.record("\(json) was accepted")
            return
        }
        #expect(problems.list.contains { $0.path.description == path && $0.file == Self.file && $0.message.contains(message) },
                "\(problems.list.map(\.description))")
    }
}
