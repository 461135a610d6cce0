import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// A Config folder served over loopback.
func withConfig(_ directory: String, _ body: (Server) throws -> Void) throws {
    let snapshot = try SnapshotLoader.load(configDirectory: directory, strictness: .strict).get()
    let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let application = try Application(store: SnapshotStore(snapshot), publicDirectory: nil, logger: logger)
    try withServer(application.responder(), body)
}

@Suite("Storybook ref over HTTP: index.json, iframe.html, metadata.json, CORS", .serialized, .integration)
struct StorybookRoutesTests {
    static let storybook = "https://storybook.harbor.example"

    /// The index's entries, id to entry.
    static func entries(_ server: Server) throws -> [(id: String, entry: JSON)] {
        let index = try JSONParser.parse(fetch(server, "/index.json").body)
        guard case .object(let entries)? = index["entries"] else { return [] }
        return entries.keys.map { ($0, entries[$0]!) }
    }

    @Test("/index.json is index v5 with an ETag; asked again with it, 304")
    func index() throws {
        try withConfig(RepositoryPaths.harbor) { server in
            let response = try fetch(server, "/index.json")
            #expect(response.status == 200)
            #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(try JSONParser.parse(response.body)["v"] == 5)
            let etag = try #require(response.header("ETag"))
            #expect(try fetch(server, "/index.json", headers: [("If-None-Match", etag)]).status == 304)
        }
    }

    @Test("every entry's frame answers 200 with the frame script naming it, framable by the CORS origins; a story shows its component")
    func everyFrame() throws {
        try withConfig(RepositoryPaths.harbor) { server in
            let entries = try Self.entries(server)
            #expect(entries.count > 10)
            for (id, entry) in entries {
                let mode = entry["type"] == "docs" ? "docs" : "story"
                let response = try fetch(server, "/iframe.html?id=\(id)&viewMode=\(mode)&refId=harbor")
                #expect(response.status == 200, "\(id)")
                let html = response.text
                #expect(html.contains("data-storybook-id=\"\(id)\""), "\(id)")
                #expect(html.contains("/_swatchbook/js/storybook-frame."), "\(id)")
                #expect(response.header("Content-Security-Policy")?.hasSuffix("frame-ancestors 'self' \(Self.storybook)") == true)
                if mode == "story" { #expect(html.contains("<main class=\"sb-preview"), "\(id)") }
            }
        }
    }

    @Test("the root frame answers 200; an unknown id 404; a viewMode other than story or docs 400; a docs id as a story 404; an unknown context 400 on every frame",
          arguments: [("/iframe.html", 200), ("/iframe.html?viewMode=story", 200), ("/iframe.html?id=nope--nothing&viewMode=story", 404),
                      ("/iframe.html?id=components-button--primary&viewMode=canvas", 400),
                      ("/iframe.html?id=components-button--docs&viewMode=story", 404),
                      ("/iframe.html?id=components-button--primary&id=x", 400),
                      ("/iframe.html?id=components-button--primary&mode=sepia", 400),
                      ("/iframe.html?mode=sepia", 400), ("/iframe.html?id=components-button--docs&viewMode=docs&mode=sepia", 400),
                      ("/iframe.html?globals=mode:sepia", 200)])
    func frameAnswers(target: String, status: Int) throws {
        try withConfig(RepositoryPaths.harbor) { server in
            let answer = try fetch(server, target)
            #expect(answer.status == status, "\(target): \(answer.text)")
        }
    }

    @Test("a modifier passes through as a query parameter or a Storybook global, the query parameter first")
    func modifiers() throws {
        try withConfig(RepositoryPaths.harbor) { server in
            let plain = try fetch(server, "/iframe.html?id=components-button--primary").text
            let dark = try fetch(server, "/iframe.html?id=components-button--primary&mode=dark").text
            let global = try fetch(server, "/iframe.html?id=components-button--primary&globals=mode:dark;density:compact").text
            let both = try fetch(server, "/iframe.html?id=components-button--primary&mode=light&globals=mode:dark").text
            #expect(!plain.contains("mode=dark"))
            #expect(dark.contains("mode=dark"))
            #expect(global.contains("mode=dark") && global.contains("density=compact"))
            #expect(!both.contains("mode=dark"))
            let foreign = try fetch(server, "/iframe.html?id=components-button--primary&globals=mode:side-by-side;viewport:mobile")
            #expect(foreign.status == 200 && !foreign.text.contains("side-by-side"), "a global that is no context is Storybook's own")
        }
    }

    @Test("/metadata.json lists the published releases in the order written; without any, 404")
    func metadata() throws {
        try withConfig(RepositoryPaths.harbor) { server in
            let response = try fetch(server, "/metadata.json")
            #expect(response.status == 200)
            let versions = try JSONParser.parse(response.body)["versions"]
            guard case .object(let object)? = versions else { Issue.record("no versions"); return }
            #expect(object.keys == ["2.0.0", "1.0.0"])
            #expect(object["1.0.0"] == "https://design.harbor.example/1.0.0")
        }
        try withConfig(RepositoryPaths.config) { server in
            let response = try fetch(server, "/metadata.json")
            #expect(response.status == 404)
            #expect(response.text.contains("url"))
        }
    }

    @Test("CORS: an allowed origin is labelled and its preflight answered 204; another gets no label and a 403 preflight",
          arguments: ["/index.json", "/iframe.html", "/metadata.json"])
    func cors(path: String) throws {
        try withConfig(RepositoryPaths.harbor) { server in
            let allowed = try fetch(server, path, headers: [("Origin", Self.storybook)])
            #expect(allowed.header("Access-Control-Allow-Origin") == Self.storybook)
            #expect(allowed.headers.contains { $0.0.lowercased() == "vary" && $0.1.contains("Origin") })
            let refused = try fetch(server, path, headers: [("Origin", "https://elsewhere.example")])
            #expect(refused.header("Access-Control-Allow-Origin") == nil)
            let preflight = [("Access-Control-Request-Method", "GET"), ("Access-Control-Request-Headers", "accept")]
            let yes = try fetch(server, "OPTIONS", path, headers: [("Origin", Self.storybook)] + preflight)
            #expect(yes.status == 204)
            #expect(yes.header("Access-Control-Allow-Origin") == Self.storybook)
            #expect(yes.header("Access-Control-Allow-Methods")?.contains("GET") == true)
            let no = try fetch(server, "OPTIONS", path, headers: [("Origin", "https://elsewhere.example")] + preflight)
            #expect(no.status == 403)
        }
    }

    @Test("an index past limits.storybookEntries is a 500 naming the setting, and the frames say the same")
    func limit() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Tiny", "limits": {"storybookEntries": 1}}"#)
        defer { config.remove() }
        try FileManager.default.createDirectory(atPath: config.directory + "/docs", withIntermediateDirectories: true)
        try config.writeFile("docs/one.md", "# One")
        try config.writeFile("docs/two.md", "# Two")
        try withConfig(config.directory) { server in
            for target in ["/index.json", "/iframe.html?id=docs-one--docs&viewMode=docs"] {
                let response = try fetch(server, target)
                #expect(response.status == 500)
                #expect(response.text.contains("storybookEntries"))
            }
        }
    }
}
