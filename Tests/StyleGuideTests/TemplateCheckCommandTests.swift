import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook check` on a Config (and on a component's folder) holding a hostile template: exit 1
/// with the file, the line, the rule and, for a limit, the setting that raises it.
@Suite("swatchbook check: hostile templates", .serialized, .integration)
struct TemplateCheckCommandTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let template: String
        /// What standard error must hold after the Config's path (file:line: error: …, then the rule and the setting).
        let errors: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "sections nested 40 deep", template: "<ul>\n" + String(repeating: "{{#is.normal}}", count: 40) + "</ul>",
             errors: ["components/chips/template.html:2: error: column 449: sections nest 33 deep here", "\"templateNestingDepth\"",
                      "[limit-exceeded]"]),
        Case(name: "{{#sections}} nested 22 deep over two sections", template: "<ul><li data-part=\"primary\">\n\n"
                + String(repeating: "{{#sections}}", count: 22) + "x" + String(repeating: "{{/sections}}", count: 22) + "</li></ul>",
             errors: ["components/chips/template.html:3: error: column 274: the list sections nested here would, over the sample 'two' "
                        + "(2 sections, up to 1 item in one), take at least", "\"previewBytes\"", "[limit-exceeded]"]),
        Case(name: "a quote from a section", template: "<ul><li data-part=\"primary\">\n<a title={{#is.hover}}\"{{/is.hover}}{{primaryText}}>x</a></li></ul>",
             errors: ["components/chips/template.html:2: error: column 10: {{#is.hover}} stands after title=, before its value",
                      "[unsafe-value-position]"]),
    ]

    @Test("check exits 1 naming the file, the line, the rule and the setting", arguments: cases)
    func refused(_ test: Case) throws {
        let config = try HostileTemplateReloadTests.config()
        defer { config.remove() }
        try config.writeFile("components/chips/template.html", test.template)
        for path in [config.directory, config.directory + "/components/chips"] {
            let run = try SwatchbookProcess(["check", path])
            #expect(run.waitForExit() == 1, "\(run.standardOutput)")
            for text in test.errors { #expect(run.standardError.contains(text), "\(path): \(run.standardError.prefix(1_000))") }
        }
    }

    @Test("raising previewBytes in swatchbook.json lets the same nesting pass")
    func raised() throws {
        let config = try HostileTemplateReloadTests.config()
        defer { config.remove() }
        try config.writeFile("components/chips/template.html", Self.cases[1].template)
        try config.write(#"{"name": "Steady", "limits": {"previewBytes": 268435456}}"#)
        let run = try SwatchbookProcess(["check", config.directory])
        #expect(run.waitForExit() == 0, "\(run.standardError.prefix(1_000))")
    }
}
