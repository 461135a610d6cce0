import DesignSystem
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// A Config whose token files bend rules the way public design systems do, served tolerantly
/// over HTTP: a modifier without a default, a token with members beside `$value`.
@Suite("A tolerated Config, served", .serialized, .integration)
struct ToleratedConfigSiteTests {
    /// A TemporaryConfig whose `theme` modifier has no default, and whose `color.ink` has an `alpha` member.
    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Tolerated"}"#)
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}
        """)
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}, "alpha": 0.5},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        """)
        return config
    }

    @Test("an API request that needs the modifier and does not name it is a 400 naming it and its contexts", arguments: [
        "/api/tokens", "/api/tokens?format=css", "/api/tokens/color.text",
    ])
    func missingInput(target: String) throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .tolerant) { server, _ in
            let response = try fetch(server, target)
            #expect(response.status == 400, "\(response.text)")
            #expect(response.text.contains("modifier 'theme' has no default; choose one of light, dark"), "\(response.text)")
        }
    }

    @Test("naming the context answers every permutation", arguments: [("light", "0.1"), ("dark", "1")])
    func namedInput(theme: String, component: String) throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .tolerant) { server, _ in
            let response = try fetch(server, "/api/tokens?format=flat&theme=\(theme)")
            #expect(response.status == 200, "\(response.text)")
            let flat = try JSONParser.parse(response.text)
            #expect(flat["color.text"]?["$value"]?["components"]?[0]?.description == component)
            #expect(try fetch(server, "/api/modifiers").text.contains(#"{"name":"theme","contexts":["light","dark"],"default":null}"#))
        }
    }

    @Test("the guide shows the first context when none is chosen")
    func guideFirstContext() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .tolerant) { server, _ in
            let tokens = try page(server, "/tokens/color")
            #expect(tokens.contains("theme=light"), "the first context is the one shown and linked")
            let home = try page(server, "/")
            #expect(!home.isEmpty)
        }
    }

    @Test("members beside $value: in the token's API JSON and on its guide page")
    func extraMembers() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory, strictness: .tolerant) { server, _ in
            let detail = try fetch(server, "/api/tokens/color.ink?theme=light")
            #expect(detail.status == 200, "\(detail.text)")
            #expect(try JSONParser.parse(detail.text)["extraMembers"] == ["alpha": 0.5])
            let group = try page(server, "/tokens/color?theme=light")
            #expect(group.contains(#"<dt>Extra members</dt><dd><code class="token__extra">{&quot;alpha&quot;:0.5}</code></dd>"#), "\(group)")
            let exported = try JSONParser.parse(try fetch(server, "/api/tokens?theme=light").text)
            #expect(exported["color"]?["ink"]?["$extensions"]?["com.swatchbook.members"] == ["alpha": 0.5])
        }
    }
}
