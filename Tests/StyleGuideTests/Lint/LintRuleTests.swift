import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// Each lint rule on the fixture Config `LintFailing`, edited to break (or keep) the rule: the
/// finding it must make, in its file and at the line where the thing is written, or none.
@Suite("swatchbook lint: the rules", .integration)
struct LintRuleTests {
    /// One case: the edit, the rule, and the finding expected (nil: the rule must find nothing).
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The rule looked at.
        let rule: LintRule
        /// `lint.rules` members to write into swatchbook.json (the fixture's when nil).
        var rules: String?
        /// Edits the copy before the run.
        var prepare: @Sendable (LintWorkspace) throws -> Void = { _ in }
        /// The finding: text its message holds, its file (relative) and the text on its line; nil for none.
        var expected: (message: String, file: String, lineText: String)?
        /// The permutations the finding must list, as `theme=dark`; nil not to look.
        var inputs: [String]?

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "contrast: a style legible in light fails in dark only", rule: .contrast,
             expected: ("'foreground' #333333 on 'background' #111111 is 1.49:1; text needs 4.5:1", "styles/label.json", "{color.text.accent}"),
             inputs: ["theme=dark"]),
        Case(name: "contrast: 4.2:1 fails as body text", rule: .contrast,
             prepare: { try $0.edit("tokens/core.tokens.json", "\"#333333\"", "\"#777777\"") },
             expected: ("#777777 on 'background' #111111 is 4.2", "styles/label.json", "{color.text.accent}")),
        Case(name: "contrast: 4.2:1 passes as large text (24px)", rule: .contrast, prepare: {
            try $0.edit("tokens/core.tokens.json", "\"#333333\"", "\"#777777\"")
            try $0.edit("tokens/core.tokens.json", "\"16px\"", "\"24px\"")
        }),
        Case(name: "contrast: off", rule: .contrast, rules: "\"contrast\": \"off\""),
        Case(name: "missing-in-context: a token the dark theme lacks", rule: .missingInContext,
             expected: ("'color.highlight' is defined in theme light but not in dark", "tokens/light.tokens.json", "\"highlight\""),
             inputs: ["theme=dark"]),
        Case(name: "missing-in-context: both themes define it", rule: .missingInContext, prepare: {
            try $0.edit("tokens/dark.tokens.json", "\"text\": {", "\"highlight\": { \"$value\": \"#403a00\" }, \"text\": {")
        }),
        Case(name: "deprecated-reference: a token aliases a deprecated one", rule: .deprecatedReference,
             expected: ("'color.text.quiet' refers to 'color.grey', which is deprecated: Use color.ink.", "tokens/light.tokens.json",
                        "\"quiet\""), inputs: ["theme=light"]),
        Case(name: "deprecated-reference: a style binds a deprecated token", rule: .deprecatedReference, prepare: {
            try $0.edit("styles/label.json", "\"foreground\": \"{color.text.default}\"", "\"foreground\": \"{color.grey}\"")
        }, expected: ("label style 'primary' sets 'foreground' to '{color.grey}', which is deprecated", "styles/label.json", "{color.grey}")),
        Case(name: "literal-value: a style writes a token's size out", rule: .literalValue, prepare: {
            try $0.edit("tokens/core.tokens.json", "\"typography\": {", "\"space\": { \"m\": { \"$type\": \"dimension\", \"$value\": \"16px\" } }, \"typography\": {")
            try $0.edit("styles/label.json", "\"foreground\": \"{color.text.accent}\"",
                        "\"foreground\": \"{color.text.accent}\", \"paddingInline\": {\"value\": 16, \"unit\": \"px\"}")
        }, expected: ("writes 'paddingInline' as {\"value\":16,\"unit\":\"px\"}, the value of 'space.m'", "styles/label.json", "paddingInline")),
        Case(name: "literal-value: none in the fixture", rule: .literalValue),
        Case(name: "unused-token: nothing refers to the highlight", rule: .unusedToken, rules: "\"unused-token\": \"info\"",
             expected: ("nothing refers to 'color.highlight'", "tokens/light.tokens.json", "\"highlight\"")),
        Case(name: "duplicate-value: two tokens write the same colour", rule: .duplicateValue, rules: "\"duplicate-value\": \"warning\"",
             prepare: { try $0.edit("tokens/core.tokens.json", "\"paper\":", "\"coal\": { \"$value\": \"#1a1a1a\" }, \"paper\":") },
             expected: ("'color.coal' has the value of 'color.ink' (#1a1a1a)", "tokens/core.tokens.json", "\"coal\"")),
        Case(name: "min-font-size: 10px type", rule: .minFontSize, prepare: { try $0.edit("tokens/core.tokens.json", "\"16px\"", "\"10px\"") },
             expected: ("'typography.body' sets type at 10px, under the minimum of 12px", "tokens/core.tokens.json", "\"body\"")),
        Case(name: "min-font-size: a minimum of 18px set in lint.rules", rule: .minFontSize,
             rules: "\"min-font-size\": {\"severity\": \"error\", \"minimum\": 18}",
             expected: ("sets type at 16px, under the minimum of 18px", "tokens/core.tokens.json", "\"body\"")),
        Case(name: "naming: a camelCase name in a kebab-case system", rule: .naming,
             prepare: { try $0.edit("tokens/core.tokens.json", "\"paper\":", "\"offWhite\": { \"$value\": \"#fafafa\" }, \"paper\":") },
             expected: ("the token 'color.offWhite' is named 'offWhite', which is not kebab-case", "tokens/core.tokens.json", "\"offWhite\"")),
        Case(name: "naming: camelCase set in lint.rules", rule: .naming, rules: "\"naming\": {\"severity\": \"error\", \"case\": \"camelCase\"}",
             prepare: { try $0.edit("tokens/core.tokens.json", "\"paper\":", "\"offWhite\": { \"$value\": \"#fafafa\" }, \"paper\":") }),
        Case(name: "description: a token without one, when turned on", rule: .description, rules: "\"description\": \"warning\"",
             prepare: { try $0.edit("tokens/core.tokens.json", "\"paper\":", "\"bare\": { \"$value\": \"#fafafa\" }, \"paper\":") },
             expected: ("'color.bare' has no $description", "tokens/core.tokens.json", "\"bare\"")),
        Case(name: "description: off by default", rule: .description,
             prepare: { try $0.edit("tokens/core.tokens.json", "\"paper\":", "\"bare\": { \"$value\": \"#fafafa\" }, \"paper\":") }),
    ]

    @Test("each rule finds what it must, where it is written", arguments: cases)
    func rule(_ test: Case) throws {
        let workspace = try LintWorkspace()
        defer { workspace.remove() }
        if let rules = test.rules { try workspace.rules(rules) }
        try test.prepare(workspace)
        let found = try workspace.lint().findings.filter { $0.rule == test.rule.id }
        guard let expected = test.expected else {
            #expect(found.isEmpty, "\(found.map(\.message))")
            return
        }
        let matching = found.filter { $0.message.contains(expected.message) }
        try #require(matching.count == 1, "\(found.map(\.message))")
        let finding = matching[0]
        #expect(finding.file == workspace.root + "/" + expected.file)
        #expect(finding.line == (try workspace.line(of: expected.lineText, in: expected.file)))
        if let inputs = test.inputs { #expect(finding.inputs.map(\.description) == inputs) }
    }

    @Test("a contrast finding names its component, style, state and token")
    func contrastMembers() throws {
        let workspace = try LintWorkspace()
        defer { workspace.remove() }
        let report = try workspace.lint()
        let finding = try #require(report.findings.first { $0.rule == "contrast" })
        #expect(finding.component == "label" && finding.style == "accent" && finding.state == "normal")
        #expect(finding.token == "color.text.accent" && finding.severity == .error)
        #expect(report.hasErrors)
    }

    @Test("the bundled Config lints clean: no errors, no warnings")
    func bundled() throws {
        let config = try ConfigLoader(directory: RepositoryPaths.config).load(strictness: .strict).get()
        let report = try Linter(settings: config.settings.lint).lint(LintSubject(config), file: "swatchbook.json").get()
        #expect(report.findings.filter { $0.severity != .info }.map(\.message) == [])
    }

    @Test("a contrast pair failing in many sizes and permutations is one finding, listing them")
    func deduplicated() throws {
        let workspace = try LintWorkspace()
        defer { workspace.remove() }
        try workspace.edit("tokens/light.tokens.json", "\"accent\": { \"$value\": \"{color.ink}\"", "\"accent\": { \"$value\": \"{color.smoke}\"")
        try workspace.edit("tokens/core.tokens.json", "\"#ffffff\"", "\"#222222\"")
        let contrast = try workspace.lint().findings.filter { $0.rule == "contrast" && $0.style == "accent" }
        #expect(contrast.count == 1)
        #expect(contrast.first?.inputs.map(\.description) == ["theme=light", "theme=dark"])
        #expect(contrast.first?.message.hasSuffix("in every permutation") == true)
    }

    @Test("more style lookups than lintLookups is refused before any is made, naming the setting")
    func lookupLimit() throws {
        let workspace = try LintWorkspace()
        defer { workspace.remove() }
        try workspace.edit("swatchbook.json", "\"lint\":", "\"limits\": {\"lintLookups\": 11}, \"lint\":")
        let config = try ConfigLoader(directory: workspace.root).load(strictness: .tolerant).get()
        let result = Linter(settings: config.settings.lint).lint(LintSubject(config), file: "swatchbook.json")
        guard case .failure(let refusal) = result else { Issue.record("lint ran past its limit"); return }
        #expect(refusal.description.contains("the contrast rule would look up 12 styles"))
        #expect(refusal.description.contains("the limit is 11 lookups (\"limits\": {\"lintLookups\": …} in swatchbook.json) [limit-exceeded]"))
    }

    @Test("a modifier that changes none of a component's tokens adds no lookup, and a finding lists every permutation it holds in")
    func groupedPermutations() throws {
        let workspace = try LintWorkspace()
        defer { workspace.remove() }
        let contexts = (0..<50).map { "\"d\($0)\": []" }.joined(separator: ", ")
        try workspace.edit("tokens/lint.resolver.json", "\"resolutionOrder\": [{ \"$ref\": \"#/sets/core\" }, { \"$ref\": \"#/modifiers/theme\" }]",
                           "\"resolutionOrder\": [{ \"$ref\": \"#/sets/core\" }, { \"$ref\": \"#/modifiers/theme\" }, { \"$ref\": \"#/modifiers/density\" }]")
        try workspace.edit("tokens/lint.resolver.json", "\"modifiers\": {", "\"modifiers\": { \"density\": { \"contexts\": {\(contexts)}, \"default\": \"d0\" },")
        try workspace.edit("swatchbook.json", "\"lint\":", "\"limits\": {\"lintLookups\": 12}, \"lint\":")
        let contrast = try workspace.lint().findings.filter { $0.rule == "contrast" }
        try #require(contrast.count == 1)
        #expect(contrast[0].inputs.count == 50)
        #expect(contrast[0].inputs.allSatisfy { $0.contexts["theme"] == "dark" })
        #expect(contrast[0].message.hasSuffix("in density=d0, theme=dark; density=d1, theme=dark; density=d2, theme=dark; density=d3, theme=dark; and 46 more"))
    }

    @Test("case styles accept and refuse names", arguments: [
        (NamingCase.kebab, "on-action", true), (.kebab, "500", true), (.kebab, "onAction", false), (.kebab, "a--b", false),
        (.kebab, "-a", false), (.kebab, "a-", false), (.camel, "onAction", true), (.camel, "OnAction", false), (.camel, "on-action", false),
        (.pascal, "OnAction", true), (.pascal, "onAction", false), (.snake, "on_action", true), (.snake, "on_Action", false),
        (.screamingSnake, "ON_ACTION", true), (.screamingSnake, "On_ACTION", false), (.kebab, "$root", true), (.kebab, "", false),
        (.kebab, "é", false),
    ])
    func caseStyles(style: NamingCase, name: String, accepted: Bool) {
        #expect(style.accepts(name) == accepted)
    }
}
