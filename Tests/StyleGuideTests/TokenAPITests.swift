import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// The bundled Config served over loopback, for the token API.
func withBundledApp(_ body: (Server) throws -> Void) throws {
    let store = SnapshotStore(try SnapshotLoader.load(configDirectory: RepositoryPaths.config, strictness: .strict).get())
    let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    let application = try Application(store: store, publicDirectory: RepositoryPaths.publicFolder, logger: logger)
    try withServer(application.responder(), body)
}

@Suite("The token REST API", .integration)
struct TokenAPITests {
    @Test("every format answers with its media type", arguments: [
        ("dtcg", "application/design-tokens+json"), ("flat", "application/json"), ("css", "text/css; charset=utf-8"),
        ("scss", "text/x-scss; charset=utf-8"), ("js", "text/javascript; charset=utf-8"),
        ("swift", "text/x-swift; charset=utf-8"), ("android", "application/xml; charset=utf-8"),
    ])
    func formats(format: String, mediaType: String) throws {
        try withBundledApp { server in
            let response = try fetch(server, "/api/tokens?format=\(format)")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == mediaType)
            #expect(response.header("ETag") != nil)
            #expect(response.body.count > 1000)
        }
    }

    @Test("the default is DTCG JSON of the default theme; a modifier parameter chooses another")
    func themes() throws {
        try withBundledApp { server in
            let light = try JSONParser.parse(fetch(server, "/api/tokens?format=flat").body)
            let dark = try JSONParser.parse(fetch(server, "/api/tokens?format=flat&theme=dark").body)
            let shouting = try JSONParser.parse(fetch(server, "/api/tokens?format=flat&Theme=DARK").body)
            let id = "color.background.default"
            #expect(light[id]?["$type"] == "color")
            #expect(light[id]?["$value"] != dark[id]?["$value"])
            #expect(dark == shouting)
            let dtcg = try JSONParser.parse(fetch(server, "/api/tokens").body)
            #expect(dtcg["color"]?["background"]?["default"]?["$value"] == light[id]?["$value"])
        }
    }

    @Test("filters by type and group, and keeps references when asked")
    func filters() throws {
        try withBundledApp { server in
            let colors = try #require(JSONParser.parse(fetch(server, "/api/tokens?format=flat&type=color").body).objectValue)
            #expect(!colors.isEmpty && colors.allSatisfy { $0.value["$type"] == "color" })
            let brand = try #require(JSONParser.parse(fetch(server, "/api/tokens?format=flat&group=color.brand").body).objectValue)
            #expect(!brand.isEmpty && brand.keys.allSatisfy { $0.hasPrefix("color.brand.") })
            let written = try #require(JSONParser.parse(fetch(server, "/api/tokens?format=flat&resolve=false").body).objectValue)
            #expect(written["color.background.default"]?["$value"]?.stringValue?.hasPrefix("{") == true)
            let css = try fetch(server, "/api/tokens?format=css&resolve=false").text
            #expect(css.contains("var(--"))
        }
    }

    @Test("bad parameters get 400 naming what is allowed", arguments: [
        ("/api/tokens?format=xml", "dtcg, flat, css"), ("/api/tokens?theme=blue", "light, dark"),
        ("/api/tokens?type=colour", "color, dimension"), ("/api/tokens?group=nope", "top-level groups"),
        ("/api/tokens?resolve=maybe", "true or false"), ("/api/tokens?fromat=css", "allowed: format, type, group, resolve, name, theme"),
        ("/api/tokens?format=css&format=js", "more than once"), ("/api/modifiers?x=1", "no query parameters"),
    ])
    func badParameters(target: String, fragment: String) throws {
        try withBundledApp { server in
            let response = try fetch(server, target)
            #expect(response.status == 400)
            let message = try JSONParser.parse(response.body)["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains(fragment), "\(message)")
        }
    }

    @Test("bodies are prepared once: same ETag each time, 304, gzip")
    func caching() throws {
        try withBundledApp { server in
            let first = try fetch(server, "/api/tokens?format=css&theme=dark")
            let etag = try #require(first.header("ETag"))
            #expect(try fetch(server, "/api/tokens?format=css&theme=dark").header("ETag") == etag)
            #expect(try fetch(server, "/api/tokens?format=css&theme=light").header("ETag") != etag)
            #expect(try fetch(server, "/api/tokens?format=css&theme=dark", headers: [("If-None-Match", etag)]).status == 304)
            let zipped = try fetch(server, "/api/tokens?format=css&theme=dark", headers: [("Accept-Encoding", "gzip")])
            #expect(zipped.header("Content-Encoding") == "gzip")
            #expect(gunzip(zipped.body) == first.body)
        }
    }

    @Test("one token: its value, alias chain, referrers, deprecation and every theme's value")
    func detail() throws {
        try withBundledApp { server in
            let token = try JSONParser.parse(fetch(server, "/api/tokens/color.action.primary.$root?theme=dark").body)
            #expect(token["type"] == "color")
            #expect(token["permutation"]?["theme"] == "dark")
            #expect(token["aliasChain"]?.arrayValue?.isEmpty == false)
            #expect(token["byPermutation"]?.arrayValue?.count == 2)
            #expect(token["origin"]?["file"]?.stringValue?.hasSuffix("theme/dark.tokens.json") == true)
            let brand = try JSONParser.parse(fetch(server, "/api/tokens/color.brand.600").body)
            #expect(brand["referencedBy"]?.arrayValue?.isEmpty == false)
            let deprecated = try JSONParser.parse(fetch(server, "/api/tokens/color.text.secondary").body)
            #expect(deprecated["deprecated"]?.stringValue?.isEmpty == false)
            let group = try JSONParser.parse(fetch(server, "/api/tokens/color.brand").body)
            #expect(group["group"] == "color.brand")
            #expect(group["tokens"]?.arrayValue?.contains("color.brand.500") == true)
            let missing = try fetch(server, "/api/tokens/color.brand.5000")
            #expect(missing.status == 404)
            #expect(try JSONParser.parse(missing.body)["error"]?["message"]?.stringValue?.contains("did you mean") == true)
        }
    }

    @Test("/api/modifiers lists the theme modifier")
    func modifiers() throws {
        try withBundledApp { server in
            let body = try JSONParser.parse(fetch(server, "/api/modifiers").body)
            let theme = try #require(body["modifiers"]?[0])
            #expect(theme["name"] == "theme")
            #expect(theme["contexts"] == ["light", "dark"])
            #expect(theme["default"] == "light")
            #expect(body["permutations"]?.arrayValue?.count == 2)
        }
    }
}
