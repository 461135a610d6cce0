import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// Hostile templates dropped into a Config served with `--watch` or reloaded by SIGHUP (issue
/// 26): each is refused by a limit or a rule before a new Snapshot is built, `/healthz` says
/// degraded naming the file and the rule, the last good component keeps serving, and the
/// server's memory stays far below 512 MB.
@Suite("Hostile templates under serve --watch and SIGHUP", .serialized, .integration)
struct HostileTemplateReloadTests {
    /// A list component over the sample `two`, whose good template every case replaces.
    static let definition = """
        {"title": "Chip list", "summary": "Chips in sections.", "parts": ["primaryText"], "shows": "sections", "sample": "two",
         "properties": {"labelColor": {"effect": "foreground", "part": "primary", "summary": "Ink."}}}
        """
    static let goodTemplate = """
        <ul>{{#sections}}{{#items}}<li data-part="primary">{{primaryText}}</li>{{/items}}{{/sections}}</ul>
        """

    /// A Config serving the good component, with samples of two sections and of 1,000 items.
    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Steady"}"#)
        for folder in ["components/chips", "styles", "samples"] {
            try FileManager.default.createDirectory(atPath: config.directory + "/" + folder, withIntermediateDirectories: true)
        }
        try config.writeFile("components/chips/component.json", definition)
        try config.writeFile("components/chips/template.html", goodTemplate)
        try config.writeFile("styles/chips.json", #"{"styles": {"primary": {"base": {"labelColor": "{color.text}"}}}}"#)
        try config.writeFile("samples/two.json", #"{"sections": [{"items": [{"primaryText": "Steady one"}]}, {"items": [{"primaryText": "b"}]}]}"#)
        let many = (0..<1_000).map { #"{"primaryText": "item \#($0)"}"# }.joined(separator: ", ")
        try config.writeFile("samples/many.json", #"{"items": [\#(many)]}"#)
        return config
    }

    struct Hostile: CustomTestStringConvertible, Sendable {
        let name: String
        let template: @Sendable () -> String
        /// What `/healthz` names: the rule (and, for a limit, its setting in the log).
        let rule: String
        var testDescription: String { name }
    }

    static let hostile: [Hostile] = [
        Hostile(name: "{{#is.normal}} opened 3,000 deep (42 KB; the server died of it)", template: {
            "<ul>" + String(repeating: "{{#is.normal}}", count: 3_000) + "</ul>"
        }, rule: "limit-exceeded"),
        Hostile(name: "131,072 tags (a crash after 79 s)", template: {
            "<ul>" + String(repeating: "{{id}}", count: 131_072) + "</ul>"
        }, rule: "limit-exceeded"),
        Hostile(name: "48 KB of {{ (40 CPU-seconds a reload)", template: { String(repeating: "{{", count: 24_000) }, rule: "template-syntax"),
        Hostile(name: "{{#sections}} nested 22 deep over two sections (48 s a preview)", template: {
            "<ul>" + String(repeating: "{{#sections}}", count: 22) + "<li data-part=\"primary\">x</li>"
                + String(repeating: "{{/sections}}", count: 22) + "</ul>"
        }, rule: "limit-exceeded"),
        Hostile(name: "{{#items}}{{#items}} over 1,000 items (17 MB a request)", template: {
            "<ul>{{#sections}}{{#items}}{{#items}}<li data-part=\"primary\">{{primaryText}}</li>{{/items}}{{/items}}{{/sections}}</ul>"
        }, rule: "limit-exceeded"),
        Hostile(name: "a quote from a section", template: {
            #"<ul><li data-part="primary"><a title={{#is.hover}}"{{/is.hover}}{{primaryText}} href="/x">x</a></li></ul>"#
        }, rule: "unsafe-value-position"),
        Hostile(name: "a comment between < and a value", template: { "<ul><li data-part=\"primary\"><{{!\n}}{{primaryText}}></li></ul>" },
                rule: "unsafe-value-position"),
        Hostile(name: "a URL's start from a section", template: {
            #"<ul><li data-part="primary"><a href="{{#is.normal}}/{{/is.normal}}{{secondaryText}}">x</a></li></ul>"#
        }, rule: "unsafe-value-position"),
    ]

    @Test("each template is refused on reload; the last good component serves on; memory stays under 512 MB", arguments: hostile)
    func refusedOnReload(_ file: Hostile) throws {
        let config = try Self.config()
        defer { config.remove() }
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--config", config.directory, "--watch"])
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        let port = try serve.waitForPort()
        #expect(try RawConnection(port: port).request("GET", "/preview/chips").text.contains("Steady one"))

        try config.writeFile("components/chips/template.html", file.template())
        try Self.expectRefused(port: port, rule: file.rule, pid: serve.process.processIdentifier)

        try config.writeFile("components/chips/template.html", Self.goodTemplate)
        _ = try TemplateComponentWatchTests.poll(port: port, "/healthz") { $0.text.contains(#""status":"ok""#) }
    }

    @Test("SIGHUP refuses a template nested 3,000 deep the same way")
    func refusedOnHangUp() throws {
        let config = try Self.config()
        defer { config.remove() }
        let serve = try SwatchbookProcess(["serve", "--port", "0", "--config", config.directory])
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        let port = try serve.waitForPort()
        try config.writeFile("components/chips/template.html", Self.hostile[0].template())
        serve.send(SIGHUP)
        try Self.expectRefused(port: port, rule: "limit-exceeded", pid: serve.process.processIdentifier)
        serve.send(SIGTERM)
        #expect(serve.waitForExit() == 0)
        #expect(serve.standardError.contains("templateNestingDepth"), "\(serve.standardError.suffix(600))")
    }

    /// `/healthz` turns degraded naming the template and `rule`; the good component still serves; memory stays low.
    static func expectRefused(port: Int, rule: String, pid: Int32) throws {
        let health = try TemplateComponentWatchTests.poll(port: port, "/healthz") { $0.text.contains("degraded") }
        #expect(health.text.contains(rule), "\(health.text.prefix(600))")
        #expect(health.text.contains("components/chips/template.html"), "\(health.text.prefix(600))")
        let preview = try RawConnection(port: port).request("GET", "/preview/chips")
        #expect(preview.status == 200 && preview.text.contains("Steady one"))
        #expect(try RawConnection(port: port).request("GET", "/preview/chips?sample=many").status == 200)
        let memory = HostileReloadTests.memory(of: pid)
        #expect(memory.peak > 0 && memory.peak < 512, "peak \(memory.peak) MB, now \(memory.resident) MB")
    }
}
