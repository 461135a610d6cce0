import DesignSystem
import Foundation
import HTTPTestSupport
import Testing

/// `serve --watch` sees what `check` sees (issue 28, item 4): a Public folder made after start,
/// folders made anywhere in the Config, and every reload's warnings in the log, the banner and
/// `/healthz`. Nothing is timed: each step polls with a generous deadline.
@Suite("serve --watch sees what check sees", .serialized, .integration)
struct WatchSeesEverythingTests {
    static let resolver = """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "resolutionOrder": [{"$ref": "#/sets/core"}]}
        """
    static let core = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}"#
    /// The same tokens with a dimension written as a string: a warning when serving (tolerant).
    static let coreWithWarning = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}, "# +
        #""space": {"$type": "dimension", "gap": {"$value": "96px"}}}"#
    /// And fixed.
    static let coreFixed = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}, "# +
        #""space": {"$type": "dimension", "gap": {"$value": {"value": 96, "unit": "px"}}}}"#

    /// A folder holding `Design/` (a small Config) and room for `Public/` beside it.
    static func makeRoot() throws -> String {
        let root = NSTemporaryDirectory() + "swatchbook-watch-all-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Design/tokens", withIntermediateDirectories: true)
        try write(root + "/Design/swatchbook.json", #"{"name": "Watched"}"#)
        try write(root + "/Design/tokens/swatchbook.resolver.json", resolver)
        try write(root + "/Design/tokens/core.tokens.json", core)
        return root
    }

    static func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func serve(_ root: String) throws -> (SwatchbookProcess, Int) {
        let serve = try SwatchbookProcess(["serve", "--config", "Design", "--port", "0", "--watch"], directory: root)
        return (serve, try serve.waitForPort())
    }

    static func health(_ port: Int) throws -> JSON { try JSONParser.parse(RawConnection(port: port).request("GET", "/healthz").body) }

    /// Polls `condition` for up to 20 seconds.
    static func waitUntil(_ what: String, _ condition: () throws -> Bool) rethrows {
        let deadline = ContinuousClock.now + .seconds(20)
        while try !condition() {
            guard ContinuousClock.now < deadline else { Issue.record("never happened: \(what)"); return }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    @Test("a Public folder made after start is served at /assets/, and a sample image in it is no longer missing")
    func publicFolderMadeLater() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (serve, port) = try Self.serve(root)
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        #expect(try RawConnection(port: port).request("GET", "/assets/people/ada.svg").status == 404)

        // A sample naming an image below Public/ while there is no Public folder: the reload is refused.
        try Self.write(root + "/Design/samples/people.json", #"{"items": [{"primaryText": "Ada", "image": "people/ada.svg"}]}"#)
        try Self.waitUntil("/healthz degraded by the missing image") { try Self.health(port)["status"] == "degraded" }
        #expect(try Self.health(port)["config"]?["errors"]?.arrayValue?.contains { $0.stringValue?.contains("samples/people.json") == true } == true)

        // Done as the message says: the folder named Public beside the Config, with the image in it.
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>"#
        try Self.write(root + "/Public/people/ada.svg", svg)
        try Self.waitUntil("/healthz ok once Public/people/ada.svg exists") { try Self.health(port)["status"] == "ok" }
        let asset = try RawConnection(port: port).request("GET", "/assets/people/ada.svg")
        #expect(asset.status == 200 && asset.text == svg, "\(asset.status)")
        Self.waitUntil("the reload in the log") { serve.standardError.contains("reloaded Design after a change") }
    }

    @Test("a folder made anywhere in the Config after start is watched: a page in docs/guides/ is served")
    func newFolders() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (serve, port) = try Self.serve(root)
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        #expect(try RawConnection(port: port).request("GET", "/docs/guides/onboarding").status == 404)
        try Self.write(root + "/Design/docs/guides/onboarding.md", "---\ntitle: Onboarding\n---\n\nWelcome aboard.\n")
        try Self.waitUntil("/docs/guides/onboarding served") {
            try RawConnection(port: port).request("GET", "/docs/guides/onboarding").status == 200
        }
        #expect(try RawConnection(port: port).request("GET", "/docs/guides/onboarding").text.contains("Welcome aboard."))
        // And a folder below that new one.
        try Self.write(root + "/Design/docs/guides/deeper/more.md", "---\ntitle: More\n---\n\nDeeper still.\n")
        try Self.waitUntil("/docs/guides/deeper/more served") {
            try RawConnection(port: port).request("GET", "/docs/guides/deeper/more").status == 200
        }
    }

    @Test("a reload's warnings reach the log, the banner and /healthz; the reload that fixes them clears them")
    func reloadWarnings() throws {
        let root = try Self.makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (serve, port) = try Self.serve(root)
        defer { serve.send(SIGTERM); _ = serve.waitForExit() }
        #expect(try Self.health(port)["config"]?["warningCount"] == .number(0))
        #expect(!(try RawConnection(port: port).request("GET", "/").text.contains("config-banner")))

        try Self.write(root + "/Design/tokens/core.tokens.json", Self.coreWithWarning)
        try Self.waitUntil("/healthz counting the warning") {
            (try Self.health(port)["config"]?["warningCount"]?.doubleValue ?? 0) > 0
        }
        let report = try Self.health(port)
        #expect(report["status"] == "ok", "warnings do not degrade")
        let count = Int(try #require(report["config"]?["warningCount"]?.doubleValue))
        let page = try RawConnection(port: port).request("GET", "/").text
        #expect(page.contains("config-banner--warnings"))
        #expect(page.contains(count == 1 ? "loaded with 1 warning." : "loaded with \(count) warnings."))
        #expect(page.contains("tokens/core.tokens.json"))
        Self.waitUntil("the warning in the log") { serve.standardError.contains("core.tokens.json") }
        #expect(serve.standardError.contains("warning"))

        try Self.write(root + "/Design/tokens/core.tokens.json", Self.coreFixed)
        try Self.waitUntil("/healthz with no warnings") { try Self.health(port)["config"]?["warningCount"] == .number(0) }
        #expect(!(try RawConnection(port: port).request("GET", "/").text.contains("config-banner")))
        #expect(try RawConnection(port: port).request("GET", "/api/tokens/space.gap").status == 200)
    }
}
