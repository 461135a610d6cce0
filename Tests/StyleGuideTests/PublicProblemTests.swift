import DesignSystem
import Foundation
import HTTPTestSupport
import Testing
@testable import StyleGuide

@Suite("What the public sees of a failed reload: relative files, lines, paths and rules, no content", .integration)
struct PublicProblemTests {
    @Test("files are shown relative to the Config folder, never as absolute paths", arguments: [
        ("Config/tokens/core.tokens.json", "Config", "tokens/core.tokens.json"),
        ("Config/swatchbook.json", "Config/", "swatchbook.json"),
        ("/srv/design/Config/docs/a/b.md", "/srv/design/Config", "docs/a/b.md"),
        ("/srv/design/Config", "/srv/design/Config", "."),
        ("/etc/passwd", "/srv/design/Config", "…/passwd"),
        ("Config/../shared/x.json", "Config", "../shared/x.json"),
        ("(Swatchbook's manual) tokens.md", "Config", "(Swatchbook's manual) tokens.md"),
        ("styles/button.json", ".", "styles/button.json"),
    ])
    func relative(_ file: String, _ directory: String, _ shown: String) {
        #expect(PublicPaths.relative(file, to: directory) == shown)
    }

    @Test("a problem shows its file, line, path, severity and rule, and not its message")
    func description() {
        let diagnostic = Diagnostic(.jsonSyntax, file: "/srv/Config/tokens/core.tokens.json", path: JSONPointer(tokens: ["color", "ink"]),
                                    line: 3, "column 1: found 'root'")
        #expect(PublicProblem(diagnostic, configDirectory: "/srv/Config").description
            == "tokens/core.tokens.json:3: error: at /color/ink [json-syntax]")
    }

    /// A Config whose core token file, after a reload, holds what a password file does: its
    /// JSON syntax error quotes it ("found 'root'") in the full message.
    static func breakTokens(_ config: TemporaryConfig, _ store: SnapshotStore) throws -> Diagnostics {
        try config.writeFile("tokens/core.tokens.json", "root:x:0:0:root:/root:/bin/bash\n")
        let problems = try #require(SnapshotLoader.reload(into: store))
        #expect(problems.list.contains { $0.message.contains("root") }, "the full message quotes the file: \(problems)")
        return problems
    }

    @Test("under --watch the banner names the file relative to the Config, its line and rule, never its content")
    func banner() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        defer { config.remove() }
        try withSite(config: config.directory, liveReload: true) { server, store in
            _ = try Self.breakTokens(config, store)
            for path in ["/", "/tokens", "/nope"] {
                let html = try fetch(server, path).text
                let banner = try #require(html.firstRange(of: "config-banner").map { html[$0.lowerBound...] }, "\(path) has no banner")
                #expect(banner.contains("<code class=\"config-banner__file\">tokens/core.tokens.json:1</code>"), "\(path)")
                #expect(banner.contains("[json-syntax]"))
                #expect(!html.contains("root:x") && !html.contains("found &#39;root") && !html.contains(config.directory), "\(path)")
            }
            let health = try fetch(server, "/healthz")
            let report = try JSONParser.parse(health.body)
            #expect(report["status"] == "degraded")
            let errors = try #require(report["config"]?["errors"]?.arrayValue).compactMap(\.stringValue)
            #expect(errors.first == "tokens/core.tokens.json:1: error: [json-syntax]", "\(errors)")
            #expect(!health.text.contains("root") && !health.text.contains(config.directory))
        }
    }

    @Test("a reload with many problems: /healthz lists the first 20 and counts them all; the banner lists 20 and says how many more")
    func manyProblems() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme"}"#)
        defer { config.remove() }
        try withSite(config: config.directory, liveReload: true) { server, store in
            let broken = (0..<45).map { #""bad\#($0)": {"$value": true}"# }.joined(separator: ", ")
            try config.writeFile("tokens/core.tokens.json", "{\"color\": {\"$type\": \"color\", " + broken + "}}")
            let problems = try #require(SnapshotLoader.reload(into: store)).list.filter { $0.severity == .error }
            #expect(problems.count >= 45)
            let report = try JSONParser.parse(fetch(server, "/healthz").body)
            #expect(report["config"]?["errors"]?.arrayValue?.count == HealthReport.listedErrors)
            #expect(report["config"]?["errorCount"] == .number(Double(problems.count)))
            let html = try fetch(server, "/nope").text
            #expect(html.components(separatedBy: "<li class=\"config-banner__problem\"").count - 1 == ConfigBanner.listedProblems + 1)
            #expect(html.contains("… and \(problems.count - ConfigBanner.listedProblems) more"))
            #expect(html.contains("could not be reloaded: \(problems.count) problems."))
        }
    }

    @Test("errorBanner decides where the banner shows: by default only under --watch", arguments: [
        (nil, false, false), (nil, true, true),
        ("watch", false, false), ("watch", true, true),
        ("always", false, true), ("always", true, true),
        ("never", false, false), ("never", true, false),
    ] as [(String?, Bool, Bool)])
    func setting(_ setting: String?, _ watching: Bool, _ shown: Bool) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Acme""# + (setting.map { #", "errorBanner": "\#($0)""# } ?? "") + "}")
        defer { config.remove() }
        try withSite(config: config.directory, liveReload: watching) { server, store in
            #expect(!(try fetch(server, "/").text.contains("config-banner__problem")))
            _ = try Self.breakTokens(config, store)
            #expect(try fetch(server, "/").text.contains("config-banner__problem") == shown)
            #expect(try JSONParser.parse(fetch(server, "/healthz").body)["status"] == "degraded")
        }
    }

    @Test("errorBanner must be watch, always or never")
    func badSetting() {
        let result = Settings.parse(Array(#"{"errorBanner": "sometimes"}"#.utf8), file: "swatchbook.json")
        #expect(result.failureList?.map(\.description)
            == ["swatchbook.json:1: error: at /errorBanner: must be 'watch', 'always', 'never', found 'sometimes' [invalid-value]"])
    }
}

@Suite("API answers of a Config served from an absolute path show its files relative to it", .integration)
struct PublicPathsInAnswersTests {
    @Test("no answer holds the Config folder's absolute path", arguments: [
        "/api/tokens/color.text.default?theme=dark", "/api/tokens/color", "/api/tokens/color.brand.500",
        "/api/styles", "/api/styles/button", "/api/styles/button/primary", "/api/components", "/api/components/alert",
        "/api/components/button", "/api/modifiers", "/api/openapi.json", "/api/tokens/diff?from=1.0.0&to=current",
        "/api/tokens?format=dtcg", "/healthz",
    ])
    func noAbsolutePath(path: String) throws {
        #expect(RepositoryPaths.config.hasPrefix("/"))
        try withBundledApp { server throws in
            let response = try fetch(server, path)
            #expect(response.status == 200, "\(path)")
            #expect(!response.text.contains(RepositoryPaths.root), "\(path) shows the server's own folders")
        }
    }

    @Test("a token's and a group's origin, a styles file and a template component's files are relative to the Config folder")
    func relativeFiles() throws {
        try withBundledApp { server throws in
            let token = try JSONParser.parse(Array(try fetch(server, "/api/tokens/color.text.default?theme=dark").body))
            #expect(token["origin"]?["file"]?.stringValue == "tokens/theme/dark.tokens.json")
            let group = try JSONParser.parse(Array(try fetch(server, "/api/tokens/color").body))
            #expect(group["origin"]?["file"]?.stringValue == "tokens/core/color.tokens.json")
            let styles = try JSONParser.parse(Array(try fetch(server, "/api/styles").body))
            let files = styles["components"]?.arrayValue?.compactMap { $0["file"]?.stringValue } ?? []
            #expect(!files.isEmpty && files.allSatisfy { $0.hasPrefix("styles/") && $0.hasSuffix(".json") }, "\(files)")
            let alert = try JSONParser.parse(Array(try fetch(server, "/api/components/alert").body))
            #expect(alert["source"]?["definition"]?.stringValue == "components/alert/component.json")
            #expect(alert["source"]?["template"]?.stringValue == "components/alert/template.html")
        }
    }
}

@Suite("A template render its budget stops names the template inside the Config", .integration)
struct TemplateRefusalPathTests {
    @Test("a Config loaded from an absolute folder: the refusal names components/alert/template.html, never the folder")
    func refusalIsRelative() throws {
        #expect(RepositoryPaths.config.hasPrefix("/"))
        let loader = ConfigLoader(directory: RepositoryPaths.config)
        let (loaded, problems) = loader.loadTemplateComponent(named: "alert", in: RepositoryPaths.config + "/components/alert")
        let alert = try #require(loaded, "\(problems)")
        #expect(alert.templateFile.hasPrefix(RepositoryPaths.config))
        #expect(alert.shownFile == "components/alert/template.html")
        let long = ComponentContent.item(SampleItem(primaryText: String(repeating: "x", count: alert.limits.previewBytes + 1)))
        guard case .failure(let refusal) = alert.attempt(long, styling: ComponentStyling(style: .primary, size: .small, state: .normal, modifiers: [:])) else {
            Issue.record("a render past previewBytes was not stopped")
            return
        }
        #expect(refusal.file == "components/alert/template.html")
        #expect(refusal.message.contains("components/alert/template.html"))
        #expect(!refusal.message.contains(RepositoryPaths.config), "\(refusal.message)")
    }
}
