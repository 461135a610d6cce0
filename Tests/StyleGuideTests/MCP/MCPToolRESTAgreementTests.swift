import DesignSystem
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// Each tool agrees with the REST API it stands for, asked over a real server on a loopback port
/// on the same snapshot: a token in a non-default context, a component and one of its styles, a
/// contrast check, a search, a docs page, a release diff, and the message for an unknown token.
@Suite("MCP tools agree with the REST API", .integration)
struct MCPToolRESTAgreementTests {
    /// Serves the Config at `directory` and gives `body` the server and the snapshot it serves.
    static func withAPI(_ directory: String, _ body: (Server, Snapshot) throws -> Void) throws {
        try withSite(config: directory, publicFolder: directory == RepositoryPaths.config ? .at(RepositoryPaths.publicFolder) : .absent) {
            server, store in try body(server, store.current)
        }
    }

    /// The JSON the API answers `target` with, requiring `status`.
    static func api(_ server: Server, _ target: String, status: Int = 200) throws -> JSON {
        let response = try fetch(server, target)
        #expect(response.status == status, "\(target): \(response.text.prefix(300))")
        return try JSONParser.parse(response.body)
    }

    /// `json` without the members named.
    static func without(_ keys: [String], _ json: JSON) -> JSON {
        guard case .object(var object) = json else { return json }
        for key in keys { _ = object.removeValue(forKey: key) }
        return .object(object)
    }

    struct TokenCase: Sendable, CustomStringConvertible {
        let config: String
        let arguments: JSON
        let target: String
        var description: String { target }
    }

    static let tokens: [TokenCase] = [
        TokenCase(config: RepositoryPaths.config, arguments: ["id": "color.text.default", "theme": "dark", "contexts": true],
                  target: "/api/tokens/color.text.default?theme=dark"),
        TokenCase(config: RepositoryPaths.mcpTeam, arguments: ["id": "color.accent", "mode": "light", "size": "compact", "contexts": true],
                  target: "/api/tokens/color.accent?mode=light&size=compact"),
        TokenCase(config: RepositoryPaths.mcpTeam, arguments: ["id": "palette", "contexts": true], target: "/api/tokens/palette"),
    ]

    @Test("get_token answers what GET /api/tokens/{id} does, in a non-default context", arguments: tokens)
    func token(_ example: TokenCase) throws {
        try Self.withAPI(example.config) { server, snapshot in
            let tool = try MCPToolTesting.answer("get_token", example.arguments, on: snapshot)
            #expect(Self.without(["usedByStyles"], tool) == (try Self.api(server, example.target)))
        }
    }

    @Test("an unknown token is the API's 404 message", arguments: [RepositoryPaths.config, RepositoryPaths.mcpTeam])
    func unknownToken(directory: String) throws {
        try Self.withAPI(directory) { server, snapshot in
            let error = try MCPToolTesting.failure("get_token", ["id": "color.txt"], on: snapshot)
            let api = try Self.api(server, "/api/tokens/color.txt", status: 404)
            #expect(error.status == .notFound)
            #expect(api["error"]?["message"]?.stringValue == error.message)
        }
    }

    @Test("get_component and get_style answer what /api/components/{name} and /api/styles/{component}/{style} do")
    func componentAndStyle() throws {
        try Self.withAPI(RepositoryPaths.config) { server, snapshot in
            let component = try MCPToolTesting.answer("get_component", ["name": "button"], on: snapshot)
            #expect(Self.without(["tokensByStyle", "snippet"], component) == (try Self.api(server, "/api/components/button")))
            let style = try MCPToolTesting.answer("get_style", ["component": "button", "style": "complementary", "state": "hover", "theme": "dark"],
                                                  on: snapshot)
            #expect(style == (try Self.api(server, "/api/styles/button/complementary?state=hover&theme=dark")))
        }
        try Self.withAPI(RepositoryPaths.mcpTeam) { server, snapshot in
            let style = try MCPToolTesting.answer("get_style", ["component": "button", "style": "quiet", "mode": "light"], on: snapshot)
            #expect(style == (try Self.api(server, "/api/styles/button/quiet?mode=light")))
        }
    }

    @Test("check_contrast of a style's foreground and background tokens gives the style lookup's ratio and verdicts")
    func contrast() throws {
        try Self.withAPI(RepositoryPaths.config) { server, snapshot in
            let lookup = try Self.api(server, "/api/styles/button/primary?theme=dark")
            let pair = try #require(lookup["contrast"]?[0])
            let properties = try #require(lookup["properties"]?.arrayValue)
            func token(_ property: JSON?) throws -> String {
                try #require(properties.first { $0["name"] == property }?["token"]?.stringValue)
            }
            let answer = try MCPToolTesting.answer("check_contrast", ["foreground": .string(try token(pair["foreground"])),
                                                                      "background": .string(try token(pair["background"])), "theme": "dark"],
                                                   on: snapshot)
            let worst = try #require(answer["worst"])
            for key in ["ratio", "AA", "AALarge", "AAA", "AAALarge", "foregroundColor", "backgroundColor"] {
                #expect(worst[key] == pair[key], "\(key): \(worst[key]?.compactDescription ?? "nil") vs \(pair[key]?.compactDescription ?? "nil")")
            }
            #expect(answer["summary"]?["permutations"] == 1)
        }
    }

    @Test("search finds what the guide's search page lists, in its order", arguments: ["brand", "button", "contrast", "status:stable"])
    func search(query: String) throws {
        try Self.withAPI(RepositoryPaths.config) { server, snapshot in
            let answer = try MCPToolTesting.answer("search", ["query": .string(query), "limit": 60], on: snapshot)
            let urls = answer["results"]?.arrayValue?.compactMap { $0["url"]?.stringValue } ?? []
            let html = try page(server, GuideLinks.search(query))
            let listed = startTags(in: html).filter { $0.name == "a" && $0["class"] == "search-result__link" }.compactMap { $0["href"] }
            #expect(!urls.isEmpty || query.hasPrefix("status:"))
            #expect(urls == listed.map(unescaped))
        }
    }

    @Test("get_doc and diff_releases answer what /api/docs/{page} and /api/tokens/diff do")
    func docAndDiff() throws {
        try Self.withAPI(RepositoryPaths.mcpTeam) { server, snapshot in
            let doc = try MCPToolTesting.answer("get_doc", ["page": "voice"], on: snapshot)
            #expect(Self.without(["markdown"], doc) == Self.without(["html"], try Self.api(server, "/api/docs/voice")))
            let diff = try MCPToolTesting.answer("diff_releases", ["mode": "light"], on: snapshot)
            #expect(diff == (try Self.api(server, "/api/tokens/diff?mode=light")))
            let wrong = try MCPToolTesting.failure("diff_releases", ["from": "0.1.0"], on: snapshot)
            #expect(try Self.api(server, "/api/tokens/diff?from=0.1.0", status: 404)["error"]?["message"]?.stringValue == wrong.message)
        }
        try Self.withAPI(RepositoryPaths.config) { server, snapshot in
            let diff = try MCPToolTesting.answer("diff_releases", ["from": "1.0.0", "to": "current"], on: snapshot)
            #expect(diff == (try Self.api(server, "/api/tokens/diff?from=1.0.0&to=current")))
        }
    }
}
