import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// `/api/tokens` parameters that shape one file: `<modifier>=*`, `name=`, and names two tokens share.
@Suite("Token export queries", .integration)
struct TokenExportQueryTests {
    /// A Config whose `color.brand-500` and `color.brand.500` both become `color-brand-500` in CSS.
    func withCollidingConfig(_ body: (Server) throws -> Void) throws {
        let config = try TemporaryConfig(settings: #"{"name": "Collide"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
                   "brand-500": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
                   "brand": {"500": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}}}
        """)
        try withSite(config: config.directory) { server, _ in try body(server) }
    }

    @Test("names two tokens share are a 409 naming both; formats that keep paths, and the guide, still answer")
    func collision() throws {
        try withCollidingConfig { server in
            let css = try fetch(server, "/api/tokens?format=css")
            #expect(css.status == 409)
            let message = try #require(JSONParser.parse(css.body)["error"]?["message"]?.stringValue)
            #expect(message.contains("color.brand-500 and color.brand.500 both become 'color-brand-500' in CSS"), "\(message)")
            #expect(message.contains("[name-collision]"))
            // Asked again: the same answer (the refusal is not cached as a success).
            #expect(try fetch(server, "/api/tokens?format=css").status == 409)
            #expect(try fetch(server, "/api/tokens?format=css&theme=dark&type=color").status == 409)
            #expect(try fetch(server, "/api/tokens?format=flat").status == 200)
            #expect(try fetch(server, "/api/tokens?format=dtcg").status == 200)
            // The guide numbers the second name in its own stylesheets, so its pages still render.
            #expect(try fetch(server, "/tokens/color").status == 200)
            let preview = try fetch(server, "/preview/styles.css")
            #expect(preview.status == 200)
            #expect(preview.text.contains("--color-brand-500-2:"))
        }
    }

    @Test("bad wildcard and name parameters are 400s that say what is allowed", arguments: [
        ("/api/tokens?format=css&theme=*&name=2Fast", "name must be a type name"),
        ("/api/tokens?format=swift&name=2Fast", "name must be a type name"),
        ("/api/tokens?format=swift&name=a-b", "name must be a type name"),
        ("/api/tokens?format=swift&name=" + String(repeating: "A", count: 65), "at most 64 characters"),
        ("/api/tokens?format=swift&name=A&name=B", "given more than once"),
        ("/api/tokens/color.text?theme=*", "'theme=*' (every context in one answer) is for /api/tokens"),
        ("/api/tokens?format=css&theme=*&theme=dark", "given more than once"),
    ])
    func badParameters(target: String, fragment: String) throws {
        try withBundledApp { server in
            let response = try fetch(server, target)
            #expect(response.status == 400, "\(target)")
            let message = try JSONParser.parse(response.body)["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains(fragment), "\(target): \(message)")
        }
    }
}
