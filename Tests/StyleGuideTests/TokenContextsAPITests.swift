import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// `/api/tokens?theme=*` (every context in one answer) and `swatchbook tokens --input theme=*`.
@Suite("Every context in one answer, over HTTP and from the command line", .serialized, .integration)
struct TokenContextsAPITests {
    @Test("every format answers theme=* with its media type and file name", arguments: [
        ("dtcg", "application/json", "tokens.resolver.json"), ("flat", "application/json", "tokens.json"),
        ("css", "text/css; charset=utf-8", "tokens.css"), ("scss", "text/x-scss; charset=utf-8", "tokens.scss"),
        ("js", "text/javascript; charset=utf-8", "tokens.js"), ("dts", "text/x-typescript; charset=utf-8", "tokens.d.ts"),
        ("android", "application/json", "tokens.android.json"),
    ])
    func formats(format: String, mediaType: String, fileName: String) throws {
        try withBundledApp { server in
            let response = try fetch(server, "/api/tokens?format=\(format)&theme=*")
            #expect(response.status == 200, "\(response.text)")
            #expect(response.header("Content-Type") == mediaType)
            #expect(response.header("Content-Disposition") == "inline; filename=\"\(fileName)\"")
            let etag = try #require(response.header("ETag"))
            #expect(try fetch(server, "/api/tokens?format=\(format)&theme=*").header("ETag") == etag)
            #expect(try fetch(server, "/api/tokens?format=\(format)&theme=*", headers: [("If-None-Match", etag)]).status == 304)
        }
    }

    @Test("the CSS switches by attribute and by the system's scheme; an alias switches with resolve=false")
    func css() throws {
        try withBundledApp { server in
            let css = try fetch(server, "/api/tokens?format=css&theme=*").text
            #expect(css.hasPrefix("/* Swatchbook — theme=* */\n:root {\n  color-scheme: light;\n"))
            #expect(css.contains("\n[data-theme=\"light\"] {\n  color-scheme: light;\n"))
            #expect(css.contains("\n[data-theme=\"dark\"] {\n  color-scheme: dark;\n"))
            #expect(css.contains("\n@media (prefers-color-scheme: dark) {\n  :root:not([data-theme=\"light\"]):not([data-theme=\"dark\"]) {\n"))
            let references = try fetch(server, "/api/tokens?format=css&theme=*&resolve=false").text
            #expect(references.contains("  --color-text-default: var(--color-neutral-900);"))
            #expect(references.contains("  --color-text-default: var(--color-neutral-50);"))
        }
    }

    @Test("the TypeScript declarations answer for one context too, and are listed among the formats")
    func declarations() throws {
        try withBundledApp { server in
            let response = try fetch(server, "/api/tokens?format=dts&theme=dark")
            #expect(response.status == 200)
            #expect(response.text.contains("export declare const ColorTextDefault: string;"))
            let wrong = try JSONParser.parse(fetch(server, "/api/tokens?format=ts.d").body)["error"]?["message"]?.stringValue ?? ""
            #expect(wrong.contains("android, dts"), "\(wrong)")
        }
    }

    @Test("a modifier with no light/dark pair: CSS by attribute alone; Android refused with 400 saying what to ask for")
    func otherModifiers() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let css = try fetch(server, "/api/tokens?format=css&density=*&mode=dark").text
            #expect(css.hasPrefix("/* Acme — density=*, mode=dark */\n:root {\n"))
            #expect(css.contains("\n[data-density=\"compact\"] {\n"))
            #expect(!css.contains("@media") && !css.contains("color-scheme"))
            let android = try fetch(server, "/api/tokens?format=android&density=*")
            #expect(android.status == 400)
            let message = try JSONParser.parse(android.body)["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains("none selects the contexts of 'density' (comfortable, compact): ask for one context at a time (density=compact)"),
                    "\(message)")
            #expect(message.hasSuffix("[contexts-not-supported]"))
            let pair = try JSONParser.parse(fetch(server, "/api/tokens?format=android&mode=*").body)
            #expect(pair["contexts"]?["values-night"] == "dark")
        }
    }

    @Test("swatchbook tokens --input theme=* prints the API's text", arguments: [
        ("css", false), ("css", true), ("scss", false), ("scss", true), ("js", false), ("dts", false),
        ("android", false), ("dtcg", false), ("dtcg", true), ("flat", false), ("flat", true),
    ])
    func commandLineMatchesAPI(format: String, keepReferences: Bool) throws {
        let run = try SwatchbookProcess(["tokens", "--config", "Config", "--input", "theme=*", "--format", format]
                                        + (keepReferences ? ["--keep-references"] : []))
        #expect(run.waitForExit(timeout: .seconds(20)) == 0, "\(run.standardError)")
        try withBundledApp { server in
            let api = try fetch(server, "/api/tokens?format=\(format)&theme=*" + (keepReferences ? "&resolve=false" : ""))
            #expect(api.status == 200)
            expectSameText(run.standardOutput, api.text)
        }
    }

    @Test("swatchbook tokens refuses Android contexts without a light/dark pair, with the API's message")
    func commandLineRefuses() throws {
        let run = try SwatchbookProcess(["tokens", "--config", RepositoryPaths.acme, "--input", "density=*", "--format", "android"])
        #expect(run.waitForExit(timeout: .seconds(20)) == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("error: Android selects resources by qualifiers such as night mode"), "\(run.standardError)")
    }

    /// Reports the first line where two long texts differ, not both texts whole.
    private func expectSameText(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false), e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
        Issue.record("line \(line + 1) differs: \(line < a.count ? String(a[line]) : "(end)") | \(line < e.count ? String(e[line]) : "(end)")",
                     sourceLocation: sourceLocation)
    }
}
