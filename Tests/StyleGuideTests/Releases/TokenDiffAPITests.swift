import DesignSystem
import HTTPTestSupport
import Testing
@testable import StyleGuide

/// The changes between release 1.0.0 of the bundled Config (`Config/releases/1.0.0`) and its
/// current tokens, one of each kind, as every surface must report them.
enum BundledRelease {
    static let added = ["icon.stroke.bold"]
    static let removed = ["space.13"]
    static let renamed = ["font.weight.demibold → font.weight.semibold"]
    static let lightValueChanges = ["color.text.link: #6279ff → #4555e1", "control.height.lg: 40px → 44px"]
    static let darkValueChanges = ["control.height.lg: 40px → 44px"]
    static let typeChanged = ["component.divider.thickness: number → dimension"]
    static let deprecated = ["color.text.secondary"]
}

@Suite("GET /api/tokens/diff", .integration)
struct TokenDiffAPITests {
    /// The ids of one kind of change in one context of a diff's JSON.
    static func ids(_ context: JSON?, _ kind: String) -> [String] {
        (context?[kind]?.arrayValue ?? []).compactMap { entry in
            switch kind {
            case "renamed": return "\(entry["from"]?.stringValue ?? "") → \(entry["to"]?.stringValue ?? "")"
            case "valueChanged": return "\(entry["id"]?.stringValue ?? ""): \(entry["from"]?.stringValue ?? "") → \(entry["to"]?.stringValue ?? "")"
            case "typeChanged": return "\(entry["id"]?.stringValue ?? ""): \(entry["fromType"]?.stringValue ?? "") → \(entry["toType"]?.stringValue ?? "")"
            default: return entry["id"]?.stringValue
            }
        }
    }

    @Test("1.0.0 → current in the bundled Config: one change of each kind, per context, and a major bump")
    func bundled() throws {
        try withBundledApp { server in
            let response = try fetch(server, "/api/tokens/diff?from=1.0.0&to=current")
            #expect(response.status == 200)
            #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
            let diff = try JSONParser.parse(response.body)
            #expect(diff["from"] == "1.0.0")
            #expect(diff["to"] == "current")
            #expect(diff["bump"] == "major")
            #expect(diff["reason"] == "1 removed, 1 renamed, 1 changed type")
            #expect(diff["summary"] == ["added": 1, "removed": 1, "renamed": 1, "valueChanged": 2, "typeChanged": 1, "deprecated": 1,
                                        "contextsAdded": 0, "contextsRemoved": 0])
            let contexts = try #require(diff["contexts"]?.arrayValue)
            #expect(contexts.map { $0["context"] } == [["theme": "light"], ["theme": "dark"]])
            for (context, values) in zip(contexts, [BundledRelease.lightValueChanges, BundledRelease.darkValueChanges]) {
                #expect(Self.ids(context, "added") == BundledRelease.added)
                #expect(Self.ids(context, "removed") == BundledRelease.removed)
                #expect(Self.ids(context, "renamed") == BundledRelease.renamed)
                #expect(Self.ids(context, "valueChanged") == values)
                #expect(Self.ids(context, "typeChanged") == BundledRelease.typeChanged)
                #expect(Self.ids(context, "deprecated") == BundledRelease.deprecated)
                #expect(context["contrastAgainst"]?["token"] == "color.background.default")
            }
            let link = try #require(contexts[0]["valueChanged"]?[0])
            #expect(link["deltaE2000"] == 12.94)
            #expect(link["contrast"] == ["from": 3.69, "to": 5.77])
            #expect(contexts[0]["valueChanged"]?[1]?["contrast"] == nil, "a length has no contrast")
            #expect(contexts[0]["deprecated"]?[0]?["reason"]?.stringValue?.hasPrefix("Renamed to color.text.muted") == true)
            #expect(contexts[0]["removed"]?[0]?["value"] == "96px")
        }
    }

    @Test("defaults: from the newest release to current; a modifier parameter keeps one context; the sides may swap")
    func parameters() throws {
        try withBundledApp { server in
            #expect(try fetch(server, "/api/tokens/diff").body == fetch(server, "/api/tokens/diff?from=1.0.0&to=current").body)
            let dark = try JSONParser.parse(fetch(server, "/api/tokens/diff?from=1.0.0&theme=dark").body)
            #expect(dark["contexts"]?.arrayValue?.map { $0["context"] } == [["theme": "dark"]])
            #expect(dark["summary"]?["valueChanged"] == 1)
            let shouting = try JSONParser.parse(fetch(server, "/api/tokens/diff?from=1.0.0&Theme=DARK").body)
            #expect(shouting == dark)
            let back = try JSONParser.parse(fetch(server, "/api/tokens/diff?from=current&to=1.0.0").body)
            #expect(Self.ids(back["contexts"]?[0], "added") == BundledRelease.removed)
            #expect(Self.ids(back["contexts"]?[0], "removed") == BundledRelease.added)
            #expect(Self.ids(back["contexts"]?[0], "renamed") == ["font.weight.semibold → font.weight.demibold"])
            #expect(Self.ids(back["contexts"]?[0], "deprecated") == [], "undeprecating is no deprecation")
            let same = try JSONParser.parse(fetch(server, "/api/tokens/diff?from=current&to=current").body)
            #expect(same["bump"] == "none")
            #expect(same["summary"]?["valueChanged"] == 0)
        }
    }

    @Test("mistakes get JSON errors naming what there is", arguments: [
        ("/api/tokens/diff?from=0.9.0", 404, "there is no release '0.9.0'; releases: 1.0.0, and current"),
        ("/api/tokens/diff?from=1.0.0&to=2.0.0", 404, "there is no release '2.0.0'"),
        ("/api/tokens/diff?form=1.0.0", 400, "unknown query parameter 'form'; allowed: from, to, theme"),
        ("/api/tokens/diff?from=1.0.0&from=current", 400, "'from' is given more than once"),
        ("/api/tokens/diff?theme=sepia", 400, "'sepia' is not a context of 'theme'; contexts: light, dark"),
    ])
    func errors(target: String, status: Int, fragment: String) throws {
        try withBundledApp { server in
            let response = try fetch(server, target)
            #expect(response.status == status)
            let error = try JSONParser.parse(response.body)["error"]
            #expect(error?["status"]?.doubleValue == Double(status))
            #expect(error?["path"] == "/api/tokens/diff")
            #expect(error?["message"]?.stringValue?.contains(fragment) == true, "\(error?["message"] ?? nil)")
        }
    }

    @Test("an answer is computed once per load: the same ETag, 304 on revalidation, gzip when asked")
    func caching() throws {
        try withGuide(ownLoad: true) { server, store in
            let first = try fetch(server, "/api/tokens/diff?from=1.0.0")
            let etag = try #require(first.header("ETag"))
            let key = ReleaseLibrary.DiffKey(from: "1.0.0", to: "current")
            #expect(store.current.releases.responses[key] != nil)
            #expect(try fetch(server, "/api/tokens/diff?from=1.0.0").header("ETag") == etag)
            #expect(try fetch(server, "/api/tokens/diff?from=1.0.0&theme=dark").header("ETag") != etag)
            #expect(try fetch(server, "/api/tokens/diff?from=1.0.0", headers: [("If-None-Match", etag)]).status == 304)
            let zipped = try fetch(server, "/api/tokens/diff?from=1.0.0", headers: [("Accept-Encoding", "gzip")])
            #expect(zipped.header("Content-Encoding") == "gzip")
            #expect(gunzip(zipped.body) == first.body)
        }
    }

    @Test("a Config without releases says how to list them")
    func noReleases() throws {
        let config = try TemporaryConfig(settings: "{}")
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            let response = try fetch(server, "/api/tokens/diff")
            #expect(response.status == 404)
            #expect(try JSONParser.parse(response.body)["error"]?["message"]?.stringValue?.contains("add \"releases\" to swatchbook.json") == true)
            #expect(try fetch(server, "/api/tokens/diff?from=current").status == 200)
        }
    }

    @Test("/api/tokens/diff is the diff even beside a top-level token named diff; tokens below a group named diff keep their URLs")
    func routePrecedence() throws {
        let config = try TemporaryConfig(settings: "{}")
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
         "diff": {"$type": "dimension", "gutter": {"$value": {"value": 8, "unit": "px"}}}}
        """)
        try withSite(config: config.directory) { server, _ in
            let diff = try fetch(server, "/api/tokens/diff?from=current")
            #expect(diff.status == 200)
            #expect(try JSONParser.parse(diff.body)["bump"] == "none")
            let token = try JSONParser.parse(fetch(server, "/api/tokens/diff.gutter").body)
            #expect(token["id"] == "diff.gutter")
            #expect(token["value"] == ["value": 8, "unit": "px"])
        }
    }
}
