import DesignSystem
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Every modifier of the resolver is a switch, on every page, preview and API route, by its own
/// name: tried on a hand-written Config whose modifiers are `mode` (light, dark) and `density`
/// (comfortable, compact), not `theme`.
@Suite("Every resolver modifier is a switch", .serialized, .integration)
struct ModifierSwitchTests {
    @Test("every guide page takes each modifier by its own name", arguments: [
        "/", "/tokens", "/tokens/space", "/components", "/components/button", "/docs", "/docs/intro", "/search?q=accent",
    ])
    func pagesTakeModifiers(path: String) throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let target = path + (path.contains("?") ? "&" : "?") + "mode=dark&density=compact"
            let html = try page(server, target)
            #expect(html.contains("<html lang=\"en\" data-theme=\"dark\">"))
            #expect(stylesheetLinks(in: html).contains("/preview/styles.css?mode=dark&density=compact"))
            let chosen = startTags(in: html).filter { $0.has("data-modifier") && $0["aria-current"] == "true" }
            #expect(chosen.map { "\($0["data-modifier"] ?? "")=\($0["data-choice"] ?? "")" } == ["mode=dark", "density=compact"])
        }
    }

    @Test("the header has one switch per modifier, each link keeping the other choices")
    func switches() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let html = try page(server, "/components/button?size=large&density=compact")
            let navs = startTags(in: html).filter { $0.name == "nav" && $0["class"] == "theme-switch" }.compactMap { $0["aria-label"] }
            #expect(navs == ["Mode", "Density"])
            let links = startTags(in: html).filter { $0.has("data-modifier") }.compactMap { $0["href"] }.map(unescaped)
            #expect(links == ["?size=large&mode=auto&density=compact", "?size=large&mode=light&density=compact",
                              "?size=large&mode=dark&density=compact", "?size=large&mode=auto&density=comfortable",
                              "?size=large&mode=auto&density=compact"])
        }
    }

    @Test("a choice is remembered in a cookie of its own and followed on the next page, framed previews included")
    func cookies() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let chosen = try fetch(server, "/tokens?density=compact")
            #expect(chosen.status == 200)
            #expect(chosen.headers.filter { $0.0 == "Set-Cookie" }.map(\.1) == ["sb-density=compact; Path=/; Max-Age=31536000; SameSite=Lax"])
            let next = try page(server, "/components", headers: [("Cookie", "sb-density=compact; sb-mode=dark")])
            let frames = startTags(in: next).filter { $0.name == "iframe" }.compactMap { $0["src"] }.map(unescaped)
            #expect(!frames.isEmpty)
            #expect(frames.allSatisfy { $0.hasSuffix("mode=dark&density=compact") }, "\(frames)")
            #expect(next.contains("data-theme=\"dark\""))
            #expect(next.contains("Values are listed for <code>density=compact, mode=dark</code>"))
        }
    }

    @Test("previews take every modifier, auto included; their stylesheet follows")
    func previews() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let compact = try page(server, "/preview/button?mode=auto&density=compact")
            #expect(stylesheetLinks(in: compact).contains("/preview/styles.css?density=compact&mode=auto"))
            let dark = try page(server, "/preview/button?mode=dark&density=compact")
            #expect(stylesheetLinks(in: dark).contains("/preview/styles.css?density=compact&mode=dark"))
            #expect(try fetch(server, "/preview/button?density=cosy").status == 400)
        }
    }

    @Test("the auto stylesheet holds the chosen density in light, and in dark for a dark system setting")
    func autoStylesheet() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let css = try fetch(server, "/preview/styles.css?mode=auto&density=compact")
            #expect(css.status == 200 && css.header("Content-Type") == "text/css; charset=utf-8")
            let parts = css.text.split(separator: "@media (prefers-color-scheme: dark)", maxSplits: 1).map(String.init)
            #expect(parts.count == 2)
            #expect(parts[0].contains("--color-canvas: #ffffff;") && parts[0].contains("--space-inline: 12px;"))
            #expect(parts[1].contains("--color-canvas: #141a24;") && parts[1].contains("--space-inline: 12px;"))
            let comfortable = try fetch(server, "/preview/styles.css?mode=auto").text
            #expect(comfortable.contains("--space-inline: 20px;") && !comfortable.contains("--space-inline: 12px;"))
            #expect(try fetch(server, "/preview/styles.css?mode=auto&density=compact").header("ETag") == css.header("ETag"))
        }
    }

    @Test("API routes take each modifier by its own name", arguments: [
        ("/api/tokens?format=flat&density=compact", "\"space.inline\": {\"$type\": \"dimension\", \"$value\": {\"value\": 12, \"unit\": \"px\"}}"),
        ("/api/tokens?format=css&mode=dark&density=compact", "--color-canvas: #141a24;"),
        ("/api/tokens/space.inline?density=compact", "\"unit\": \"px\""),
        ("/api/styles/button/quiet?mode=dark&density=compact", "\"permutation\""),
    ])
    func api(target: String, fragment: String) throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let response = try fetch(server, target)
            #expect(response.status == 200, "\(target): \(response.text.prefix(300))")
            #expect(response.text.filter { !$0.isWhitespace }.contains(fragment.filter { !$0.isWhitespace }), "\(target): \(response.text.prefix(600))")
        }
    }

    @Test("the light/dark pair can be named in swatchbook.json when its contexts are called otherwise")
    func namedPair() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Day and night", "colorScheme": {"modifier": "appearance", "light": "day", "dark": "night"}}"#)
        defer { config.remove() }
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"appearance": {"contexts": {"day": [{"$ref": "light.tokens.json"}], "night": [{"$ref": "dark.tokens.json"}]},
                                      "default": "day"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/appearance"}]}
        """)
        try withSite(config: config.directory) { server, _ in
            let auto = try page(server, "/tokens")
            #expect(auto.contains("data-theme=\"auto\""))
            #expect(stylesheetLinks(in: auto).contains("/preview/styles.css?appearance=auto"))
            let night = try page(server, "/tokens?appearance=night")
            #expect(night.contains("data-theme=\"dark\""))
            let css = try fetch(server, "/preview/styles.css?appearance=auto").text
            #expect(css.contains("@media (prefers-color-scheme: dark)"))
        }
    }

    @Test("a resolver with no light/dark pair has switches without auto, and the guide follows the system")
    func noPair() throws {
        let config = try TemporaryConfig(settings: #"{"name": "Brands"}"#)
        defer { config.remove() }
        try config.writeFile("tokens/swatchbook.resolver.json", """
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"brand": {"contexts": {"north": [{"$ref": "light.tokens.json"}], "south": [{"$ref": "dark.tokens.json"}]},
                                 "default": "north"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}]}
        """)
        try withSite(config: config.directory) { server, _ in
            let html = try page(server, "/?brand=south")
            #expect(html.contains("data-theme=\"auto\""))
            let choices = startTags(in: html).filter { $0.has("data-modifier") }.compactMap { $0["data-choice"] }
            #expect(choices == ["north", "south"])
            #expect(try fetch(server, "/?brand=auto").status == 400)
            #expect(try fetch(server, "/preview/styles.css?brand=auto").status == 400)
        }
    }
}
