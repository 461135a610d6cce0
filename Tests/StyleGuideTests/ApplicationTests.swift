import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("The application over loopback", .integration)
struct ApplicationTests {
    static let settings = #"{"name": "Acme <Design> & \"Co\"", "description": "Tokens for 'everyone'.", "corsOrigins": ["https://app.acme.com"]}"#

    func withApp(_ body: (Server, TemporaryConfig, SnapshotStore) throws -> Void) throws {
        let config = try TemporaryConfig(settings: Self.settings)
        defer { config.remove() }
        let store = SnapshotStore(try SnapshotLoader.load(configDirectory: config.directory).get())
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: RepositoryPaths.publicFolder, logger: logger)
        try withServer(application.responder()) { try body($0, config, store) }
    }

    @Test("the home page names the design system, escaped")
    func home() throws {
        try withApp { server, _, _ in
            let page = try fetch(server, "/")
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            #expect(page.text.hasPrefix("<!DOCTYPE html><html lang=\"en\" data-theme=\"auto\">"))
            #expect(page.text.contains("<h1 id=\"overview\">Acme &lt;Design&gt; &amp; &quot;Co&quot;</h1>"))
            #expect(page.text.contains("Tokens for &#39;everyone&#39;."))
            #expect(!page.text.contains("<script>"))
            #expect(page.text.contains("href=\"/_swatchbook/css/swatchbook."))
        }
    }

    @Test("/healthz reports ok, version, uptime and the loaded config, never the Config's absolute path")
    func health() throws {
        try withApp { server, config, _ in
            let response = try fetch(server, "/healthz")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json")
            #expect(response.header("Cache-Control") == "no-store")
            let body = try JSONParser.parse(response.body)
            #expect(body["status"] == "ok")
            #expect(body["version"]?.stringValue == SwatchbookVersion.current)
            #expect((body["uptimeSeconds"]?.doubleValue ?? -1) >= 0)
            #expect(body["config"]?["state"] == "loaded")
            #expect(body["config"]?["name"] == "Acme <Design> & \"Co\"")
            #expect(body["config"]?["directory"] == nil)
            #expect(!response.text.contains(config.directory))
            #expect(body["config"]?["errors"] == [])
        }
    }

    @Test("unknown paths: a JSON error under /api, an HTML page elsewhere", arguments: [
        ("/api/nope", "application/json"), ("/api", "application/json"), ("/nope", "text/html; charset=utf-8"),
        ("/tokens/x/y/z", "text/html; charset=utf-8"),
    ])
    func notFound(path: String, type: String) throws {
        try withApp { server, _, _ in
            let response = try fetch(server, path)
            #expect(response.status == 404)
            #expect(response.header("Content-Type") == type)
            if type == "application/json" {
                let error = try JSONParser.parse(response.body)["error"]
                #expect(error?["status"] == 404)
                #expect(error?["path"]?.stringValue == path)
                #expect(error?["message"]?.stringValue?.isEmpty == false)
            } else {
                #expect(response.text.contains("<h1 id=\"error-title\">Not Found</h1>"))
                #expect(response.text.contains("<main"))
            }
        }
    }

    @Test("wrong methods get 405 with Allow; bad requests a rendered 400")
    func methodsAndBadRequests() throws {
        try withApp { server, _, _ in
            let post = try fetch(server, "POST", "/healthz")
            #expect(post.status == 405)
            #expect(post.header("Allow") == "GET, HEAD, OPTIONS")
            #expect(try JSONParser.parse(post.body)["error"]?["status"] == 405)
            let bad = try fetch(server, "/api/tokens?format=%zz")
            #expect(bad.status == 400)
            #expect(try JSONParser.parse(bad.body)["error"]?["message"]?.stringValue?.contains("'format'") == true)
            #expect(try fetch(server, "BREW", "/").status == 501)
        }
    }

    @Test("every response carries the security headers", arguments: ["/", "/healthz", "/nope", "/api/x", "/_swatchbook/css/swatchbook.css"])
    func securityHeaders(path: String) throws {
        try withApp { server, _, _ in
            let response = try fetch(server, path)
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            #expect(response.header("Referrer-Policy") != nil)
            let policy = try #require(response.header("Content-Security-Policy"))
            #expect(policy.contains("script-src 'self'") && !policy.contains("'unsafe-inline'"))
        }
    }

    @Test("CORS: preflights for /api/ from the configured origin")
    func cors() throws {
        try withApp { server, _, _ in
            let allowed = try fetch(server, "OPTIONS", "/api/tokens", headers: [
                ("Origin", "https://app.acme.com"), ("Access-Control-Request-Method", "GET"),
            ])
            #expect(allowed.status == 204)
            #expect(allowed.header("Access-Control-Allow-Origin") == "https://app.acme.com")
            let refused = try fetch(server, "OPTIONS", "/api/tokens", headers: [
                ("Origin", "https://evil.example"), ("Access-Control-Request-Method", "GET"),
            ])
            #expect(refused.status == 403)
            #expect(refused.header("Access-Control-Allow-Origin") == nil)
        }
    }

    @Test("API errors are readable cross-origin, and a reload changes who may read")
    func corsOnErrorsAndReload() throws {
        try withApp { server, config, store in
            let missing = try fetch(server, "/api/nope", headers: [("Origin", "https://app.acme.com")])
            #expect(missing.status == 404)
            #expect(missing.header("Access-Control-Allow-Origin") == "https://app.acme.com")
            #expect(missing.header("Vary") == "Origin")
            let other = [("Origin", "https://docs.acme.com")]
            #expect(try fetch(server, "/api/nope", headers: other).header("Access-Control-Allow-Origin") == nil)
            try config.write(#"{"name": "Acme", "corsOrigins": ["https://docs.acme.com"]}"#)
            #expect(SnapshotLoader.reload(into: store) == nil)
            #expect(try fetch(server, "/api/nope", headers: other).header("Access-Control-Allow-Origin") == "https://docs.acme.com")
        }
    }

    @Test("an encoded /api path still gets a JSON error")
    func encodedAPIPath() throws {
        try withApp { server, _, _ in
            let response = try fetch(server, "/%61pi/nope")
            #expect(response.header("Content-Type") == "application/json")
        }
    }

    @Test("the team's Public folder is served at /assets/ with its types")
    func assets() throws {
        try withApp { server, _, _ in
            let svg = try fetch(server, "/assets/images/people/ada.svg")
            #expect(svg.status == 200)
            #expect(svg.header("Content-Type") == "image/svg+xml")
        }
    }

    @Test("answers the server sends again without asking follow a reload, and the content of every request")
    func keptAnswersFollowReloads() throws {
        try withApp { server, config, store in
            let first = try fetch(server, "/")
            #expect(first.text.contains("Acme &lt;Design&gt;"))
            let again = try fetch(server, "/")
            #expect(again.body == first.body && again.header("ETag") == first.header("ETag"))
            let zipped = try fetch(server, "/", headers: [("Accept-Encoding", "gzip")])
            #expect(zipped.header("Content-Encoding") == "gzip", "another request, another answer")
            #expect(try fetch(server, "/").header("Content-Encoding") == nil)
            try config.write(#"{"name": "Acme Two"}"#)
            #expect(SnapshotLoader.reload(into: store) == nil)
            #expect(try fetch(server, "/").text.contains("<h1 id=\"overview\">Acme Two</h1>"))
            #expect(try fetch(server, "/", headers: [("Accept-Encoding", "gzip")]).header("ETag") != zipped.header("ETag"))
        }
    }

    @Test("a failed reload keeps the old Config serving and shows in /healthz; a fixed one recovers")
    func reload() throws {
        try withApp { server, config, store in
            try config.write(#"{"name": "Acme", "port": "eighty"}"#)
            let problems = try #require(SnapshotLoader.reload(into: store))
            #expect(problems.first?.path.description == "/port")
            #expect(try fetch(server, "/").text.contains("Acme &lt;Design&gt;"))
            let degraded = try JSONParser.parse(fetch(server, "/healthz").body)
            #expect(degraded["status"] == "degraded")
            #expect(degraded["config"]?["state"] == "last-reload-failed")
            let errors = try #require(degraded["config"]?["errors"]?.arrayValue)
            #expect(errors.first?.stringValue?.contains("swatchbook.json") == true)
            #expect(errors.first?.stringValue?.contains("/port") == true)
            try config.write(#"{"name": "Acme Two"}"#)
            #expect(SnapshotLoader.reload(into: store) == nil)
            #expect(try fetch(server, "/").text.contains("<h1 id=\"overview\">Acme Two</h1>"))
            #expect(try JSONParser.parse(fetch(server, "/healthz").body)["status"] == "ok")
        }
    }
}
