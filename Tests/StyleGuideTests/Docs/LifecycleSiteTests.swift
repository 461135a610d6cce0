import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// `status` and `owner` served: on docs pages and component pages near the title, on the docs
/// index and the components grid, in `/api/docs` and `/api/components/{name}`, and as a search filter.
@Suite("Status and owner, served", .serialized, .integration)
struct LifecycleSiteTests {
    /// A Config with docs pages of several statuses, a styled label (beta, from its styles file)
    /// and a template tag (deprecated, from its component.json).
    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Lifecycle"}"#)
        for folder in ["docs/guides", "styles", "components/tag"] {
            try FileManager.default.createDirectory(atPath: config.directory + "/" + folder, withIntermediateDirectories: true)
        }
        try config.writeFile("docs/intro.md", "---\ntitle: Intro\nstatus: draft\nowner: Docs team\nauthor: Jane Reviewer\n---\n# Intro\n\nWelcome.\n")
        try config.writeFile("docs/guides/tone.md", "---\ntitle: Tone\nstatus: stable\n---\nHow we write.\n")
        try config.writeFile("docs/plain.md", "# Plain\n\nNo status.\n")
        try config.writeFile("styles/label.json", #"""
            {"status": "beta", "owner": "Web platform",
             "styles": {"primary": {"base": {"foreground": "{color.text}", "background": "{color.paper}"}}}}
            """#)
        try config.writeFile("components/tag/component.json", """
            {"title": "Tag", "summary": "A short label.", "parts": ["primaryText"], "status": "deprecated",
             "properties": {"ink": {"effect": "foreground", "part": "primary", "summary": "Ink."}}}
            """)
        try config.writeFile("components/tag/template.html", #"<span><b data-part="primary">{{primaryText}}</b></span>"#)
        try config.writeFile("styles/tag.json", #"{"styles": {"primary": {"base": {"ink": "{color.text}"}}}}"#)
        return config
    }

    /// Serves a fresh ``config()`` for the length of `body`.
    private func serve(_ body: (Server) throws -> Void) throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in try body(server) }
    }

    /// The JSON at `target`, required to be a 200.
    private func json(_ server: Server, _ target: String) throws -> JSON {
        let response = try fetch(server, target)
        #expect(response.status == 200, "\(target): \(response.text.prefix(300))")
        return try JSONParser.parse(response.body)
    }

    @Test("a docs page shows its status badge (with text for screen readers) and owner; its other keys are not shown")
    func docPage() throws {
        try serve { server in
            let intro = try page(server, "/docs/intro")
            #expect(intro.contains(#"<p class="lifecycle"><span class="status-badge status-badge--draft"><span class="visually-hidden">Status: </span>Draft</span><span class="lifecycle__owner">Owner: Docs team</span></p>"#), "\(intro)")
            #expect(!intro.contains("Jane Reviewer"))
            let plain = try page(server, "/docs/plain")
            #expect(!plain.contains(#"<p class="lifecycle">"#), "a page that says neither shows neither")
        }
    }

    @Test("the docs index and sidebar show each page's status, and the index its owner")
    func docsIndex() throws {
        try serve { server in
            let index = try page(server, "/docs")
            #expect(index.contains(#"<p class="card__meta lifecycle lifecycle--card"><span class="status-badge status-badge--draft">"#), "\(index)")
            #expect(index.contains("Owner: Docs team"))
            #expect(index.contains("status-badge--stable"))
            let sidebar = try page(server, "/docs/plain")
            #expect(sidebar.contains(#"<a href="/docs/guides/tone">Tone<span class="status-badge status-badge--stable">"#), "\(sidebar)")
        }
    }

    @Test("/api/docs lists every page with its status, owner and metadata; /api/docs/{page} adds its HTML; mistakes are 400 and 404")
    func docsAPI() throws {
        try serve { server in
            let index = try json(server, "/api/docs")
            let pages = try #require(index["pages"]?.arrayValue)
            let intro = try #require(pages.first { $0["path"]?.stringValue == "intro" })
            #expect(intro["status"]?.stringValue == "draft")
            #expect(intro["owner"]?.stringValue == "Docs team")
            #expect(intro["metadata"]?["author"]?.stringValue == "Jane Reviewer")
            let plain = try #require(pages.first { $0["path"]?.stringValue == "plain" })
            #expect(plain["status"] == JSON.null && plain["owner"] == JSON.null)
            let tone = try json(server, "/api/docs/guides/tone")
            #expect(tone["status"]?.stringValue == "stable")
            #expect(tone["html"]?.stringValue?.contains("How we write.") == true)
            #expect(tone["links"]?["self"]?.stringValue == "/api/docs/guides/tone")
            let missing = try fetch(server, "/api/docs/intra")
            #expect(missing.status == 404 && missing.text.contains("did you mean 'intro'?"), "\(missing.text)")
            #expect(try fetch(server, "/api/docs?status=draft").status == 400)
        }
    }

    @Test("a component's status and owner come from its styles file or its component.json: on its page, its card and its API answer")
    func components() throws {
        try serve { server in
            let label = try json(server, "/api/components/label")
            #expect(label["status"]?.stringValue == "beta" && label["owner"]?.stringValue == "Web platform")
            let tag = try json(server, "/api/components/tag")
            #expect(tag["status"]?.stringValue == "deprecated" && tag["owner"] == JSON.null)
            let listed = try #require(try json(server, "/api/components")["components"]?.arrayValue)
            #expect(listed.compactMap { $0["status"]?.stringValue }.sorted() == ["beta", "deprecated"])
            let grid = try page(server, "/components")
            #expect(grid.contains("status-badge--beta") && grid.contains("Owner: Web platform") && grid.contains("status-badge--deprecated"))
            let labelPage = try page(server, "/components/label")
            #expect(labelPage.contains(#"<span class="visually-hidden">Status: </span>Beta</span><span class="lifecycle__owner">Owner: Web platform</span>"#))
        }
    }

    @Test("search narrows by status, from the status parameter or a status: word; alone, it lists that status", arguments: [
        ("/search?status=draft", ["/docs/intro"]),
        ("/search?q=status:beta", ["/components/label"]),
        ("/search?q=STATUS:Deprecated+tag", ["/components/tag"]),
        ("/search?q=welcome&status=draft", ["/docs/intro"]),
        ("/search?q=welcome&status=stable", []),
        ("/search?q=tone&status=", ["/docs/guides/tone"]),
    ])
    func searchFilter(target: String, expected: [String]) throws {
        try serve { server in
            let results = try page(server, target)
            let links = startTags(in: results).filter { $0.name == "a" && $0["class"] == "search-result__link" }.compactMap { $0["href"] }
            #expect(links == expected, "\(target)")
        }
    }

    @Test("a status search cannot name a status there is not, nor two", arguments: [
        ("/search?status=wip", "query parameter 'status': 'wip' is not a status; the statuses are 'draft', 'beta', 'stable' or 'deprecated'"),
        ("/search?q=status:stabel", "(did you mean 'stable'?)"),
        ("/search?q=status:", "names no status"),
        ("/search?q=status:beta&status=draft", "asks for status 'draft' and status 'beta'"),
        ("/search?status=beta&status=draft", "query parameter 'status' is given more than once"),
    ])
    func badStatus(target: String, message: String) throws {
        try serve { server in
            let response = try fetch(server, target)
            #expect(response.status == 400)
            #expect(unescaped(response.text).contains(message), "\(response.text.prefix(300))")
        }
    }

    @Test("a status not in the list fails the load, naming the file, the member and the statuses", arguments: [
        ("styles/label.json", #"{"status": "wip", "styles": {"primary": {"base": {"foreground": "{color.text}"}}}}"#, "/status"),
        ("components/tag/component.json", #"{"title": "Tag", "summary": "S.", "parts": ["primaryText"], "owner": "", "status": "gone"}"#, "/status"),
        ("components/tag/component.json", #"{"title": "Tag", "summary": "S.", "parts": ["primaryText"], "owner": " "}"#, "/owner"),
        ("docs/plain.md", "---\nstatus: done\n---\n", "/status"),
    ])
    func badComponentStatus(file: String, text: String, pointer: String) throws {
        let config = try Self.config()
        defer { config.remove() }
        try config.writeFile(file, text)
        let result = ConfigLoader(directory: config.directory).load(strictness: .strict, publicFolder: .absent)
        guard case .failure(let problems) = result else {
            Issue.record("\(file): a bad status or owner must fail the load")
            return
        }
        let expected = "\(config.directory)/\(file)"
        #expect(problems.errors.contains { $0.file == expected && $0.description.contains("at \(pointer):") && $0.rule == .invalidValue },
                "\(problems)")
    }

    @Test("swatchbook check: an unknown key is a warning naming the file, line and key, and the Config is valid")
    func check() throws {
        let config = try Self.config()
        defer { config.remove() }
        let run = try SwatchbookProcess(["check", config.directory])
        #expect(run.waitForExit() == 0, "\(run.standardError)")
        #expect(run.standardError.contains("\(config.directory)/docs/intro.md:5: warning: at /author: unknown front matter key 'author': kept as page metadata, not shown"),
                "\(run.standardError)")
    }
}
