import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The template limits in `swatchbook.json`, and a render past its budget served as a kept 500 page.
@Suite("Template limits in swatchbook.json and previews", .integration)
struct TemplateLimitSettingsTests {
    @Test("the template limits share the limits object; each has a default")
    func read() throws {
        let json = #"{"limits": {"connections": 10, "templateBytes": 2048, "templateNestingDepth": 8, "templateTags": 64, "#
            + #""previewBytes": 8192, "previewElements": 100}}"#
        let settings = try Settings.parse(Array(json.utf8), file: "swatchbook.json").get()
        var expected = TemplateLimits()
        expected.templateBytes = 2_048
        expected.templateNestingDepth = 8
        expected.templateTags = 64
        expected.previewBytes = 8_192
        expected.previewElements = 100
        #expect(settings.templateLimits == expected && settings.limits.connections == 10)
        #expect(Settings().templateLimits == TemplateLimits())
    }

    @Test("each limit is refused out of its range, with its path", arguments: TemplateLimits.Setting.all)
    func range(_ setting: TemplateLimits.Setting) throws {
        for value in [setting.range.lowerBound - 1, setting.range.upperBound + 1] {
            let json = #"{"limits": {"\#(setting.name)": \#(value)}}"#
            guard case .failure(let problems) = Settings.parse(Array(json.utf8), file: "swatchbook.json") else {
                Issue.record("\(setting.name) = \(value) was read")
                continue
            }
            #expect(problems.contains { $0.rule.name == "out-of-range" && $0.path.description == "/limits/\(setting.name)" })
        }
    }

    @Test("a preview whose render passes previewBytes answers a 500 page naming the component, its template and the setting, kept")
    func budgetPage() throws {
        let config = try HostileTemplateReloadTests.config()
        defer { config.remove() }
        try config.write(#"{"name": "Steady", "limits": {"previewBytes": 4096}}"#)
        try FileManager.default.removeItem(atPath: config.directory + "/samples/many.json")
        let long = (0..<20).map { _ in #"{"primaryText": "\#(String(repeating: "x", count: 1_000))"}"# }.joined(separator: ", ")
        try config.writeFile("samples/long.json", #"{"items": [\#(long)]}"#)
        try withSite(config: config.directory) { server, _ in
            let first = try fetch(server, "/preview/chips?sample=long")
            #expect(first.status == 500)
            for text in ["Chip list", "components/chips/template.html", "&quot;previewBytes&quot;", "4,096 bytes"] {
                #expect(first.text.contains(text), "\(first.text)")
            }
            let again = try fetch(server, "/preview/chips?sample=long")
            #expect(again.status == 500 && again.body == first.body)
            #expect(try fetch(server, "/preview/chips").status == 200)
            let page = try fetch(server, "/components/chips?sample=long")
            #expect(page.status == 200)
        }
    }
}
