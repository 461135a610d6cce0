import DesignSystem
import HTTPTestSupport
import Logging
import MicroHTTP
import Testing
@testable import StyleGuide

/// The API's contract (`/api/openapi.json`): an OpenAPI 3.1 document with a path for every route
/// the router has, whose enums are the Config's modifiers and contexts and the exporter's formats.
@Suite("The OpenAPI document", .integration)
struct OpenAPIDocumentTests {
    /// The Config at `config` loaded strictly (the bundled one with its Public folder).
    static func snapshot(_ config: String) throws -> Snapshot {
        let publicFolder: PublicFolder = config == RepositoryPaths.config ? .at(RepositoryPaths.publicFolder) : .absent
        return try SnapshotLoader.load(configDirectory: config, publicFolder: publicFolder, strictness: .strict).get()
    }

    static func document(_ config: String) throws -> JSON {
        OpenAPIDocument(snapshot: try snapshot(config)).json
    }

    /// The schema of a parameter of the GET operation at `path`.
    static func parameter(_ name: String, of path: String, in document: JSON) -> JSON? {
        document["paths"]?[path]?["get"]?["parameters"]?.arrayValue?.first { $0["name"]?.stringValue == name }?["schema"]
    }

    static func strings(_ value: JSON?) -> [String]? {
        value?.arrayValue?.compactMap(\.stringValue)
    }

    @Test("served at /api/openapi.json: JSON with openapi 3.1.x, an ETag and 304 for it, 400 for a query")
    func served() throws {
        try withSite(config: RepositoryPaths.config, publicFolder: .at(RepositoryPaths.publicFolder)) { server, _ in
            let answer = try fetch(server, "/api/openapi.json")
            #expect(answer.status == 200)
            let document = try JSONParser.parse(answer.body)
            let version = try #require(document["openapi"]?.stringValue)
            #expect(version.hasPrefix("3.1."), "openapi is \(version)")
            #expect(document["info"]?["title"]?.stringValue?.contains("Swatchbook") == true)
            let etag = try #require(answer.header("ETag"))
            #expect(try fetch(server, "/api/openapi.json", headers: [("If-None-Match", etag)]).status == 304)
            #expect(try fetch(server, "/api/openapi.json?x=1").status == 400)
        }
    }

    @Test("every route the router has is a path of the document (a route added without documentation fails here)",
          arguments: [false, true])
    func everyRoute(watching: Bool) throws {
        let snapshot = try Self.snapshot(RepositoryPaths.config)
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: SnapshotStore(snapshot), publicDirectory: RepositoryPaths.publicFolder,
                                          logger: logger, liveReload: watching)
        let paths = Set(OpenAPIDocument(snapshot: snapshot).json["paths"]?.objectValue?.keys ?? [])
        let routes = application.router().patterns
        #expect(routes.count >= 20)
        for (pattern, methods) in routes {
            // `/mcp` speaks JSON-RPC over POST, GET and DELETE: the MCP specification is its contract, and the summary says so.
            if pattern == "/mcp" {
                #expect(methods == [.post, .get, .delete])
                #expect(OpenAPIDocument(snapshot: snapshot).json["info"]?["description"]?.stringValue?.contains("`/mcp`") == true)
                continue
            }
            // `POST /auth/sign-out` signs out; the contract lists its GET page.
            #expect(methods == (pattern == "/auth/sign-out" ? [.get, .post] : [.get]), "\(pattern) routes \(methods)")
            // `/docs/{page...}` is `/docs/{page}` in OpenAPI; `/events` exists only under --watch and is said so.
            let documented = pattern.replacing("...}", with: "}")
            if watching && pattern == "/events" { continue }
            #expect(paths.contains(documented), "the route \(pattern) has no path in the OpenAPI document")
        }
        if watching { #expect(routes.contains { $0.pattern == "/events" }) }
        #expect(paths.contains("/metrics"), "/metrics is documented (its route comes with the metrics work)")
    }

    @Test("the formats are the exporter's list; the types are DTCG's; modifier parameters are the Config's contexts and *")
    func bundledEnums() throws {
        let document = try Self.document(RepositoryPaths.config)
        #expect(Self.strings(Self.parameter("format", of: "/api/tokens", in: document)?["enum"]) == TokenExportFormat.all.map(\.rawValue))
        #expect(Self.strings(Self.parameter("type", of: "/api/tokens", in: document)?["enum"]) == TokenType.standard.map(\.rawValue))
        #expect(Self.strings(Self.parameter("theme", of: "/api/tokens", in: document)?["enum"]) == ["light", "dark", "*"])
        #expect(Self.strings(Self.parameter("theme", of: "/api/tokens/{id}", in: document)?["enum"]) == ["light", "dark"])
        #expect(Self.strings(Self.parameter("theme", of: "/preview/button", in: document)?["enum"]) == ["light", "dark", "auto"])
        #expect(Self.strings(Self.parameter("from", of: "/api/tokens/diff", in: document)?["enum"]) == ["current", "1.0.0"])
        let types = document["paths"]?["/api/tokens"]?["get"]?["responses"]?["200"]?["content"]?.objectValue?.keys ?? []
        // Spelled out with its types: inside #expect, this took the type checker 19 s.
        let mediaTypes: [String] = TokenExportFormat.all.flatMap { (format: TokenExportFormat) -> [String] in
            [format.mediaType, format.contextsMediaType]
        }
        let expected: Set<String> = Set(mediaTypes.map { (type: String) -> String in String(type.prefix { $0 != ";" }) })
        #expect(Set(types) == expected)
        // Each styled component has its own preview and lookup paths with its own sizes and states.
        #expect(Self.strings(Self.parameter("state", of: "/preview/button", in: document)?["enum"])
                == ["normal", "hover", "pressed", "focused", "disabled"])
        #expect(Self.strings(Self.parameter("style", of: "/api/styles/alert/{style}", in: document)?["enum"])
                == ["info", "success", "warning", "danger"])
    }

    @Test("a team's Config gets its own modifiers (mode, density), contexts and components")
    func teamEnums() throws {
        let document = try Self.document(RepositoryPaths.acme)
        #expect(Self.strings(Self.parameter("mode", of: "/api/tokens", in: document)?["enum"]) == ["light", "dark", "*"])
        #expect(Self.strings(Self.parameter("density", of: "/api/tokens", in: document)?["enum"]) == ["comfortable", "compact", "*"])
        #expect(Self.parameter("theme", of: "/api/tokens", in: document) == nil)
        #expect(Self.strings(Self.parameter("density", of: "/api/styles/button/{style}", in: document)?["enum"]) == ["comfortable", "compact"])
        let paths = document["paths"]?.objectValue?.keys ?? []
        #expect(paths.contains("/preview/button"))
        #expect(!paths.contains("/preview/avatar"))
        #expect(document["info"]?["title"]?.stringValue?.hasPrefix("Acme") == true)
    }

    @Test("every operation has an id of its own, a 2xx or 4xx answer, and a documented media type for each body")
    func operationsAreWhole() throws {
        let document = try Self.document(RepositoryPaths.config)
        let operations = (document["paths"]?.objectValue ?? JSONObject()).compactMap { $0.value["get"] }
        let ids = operations.compactMap { $0["operationId"]?.stringValue }
        #expect(ids.count == operations.count)
        #expect(Set(ids).count == ids.count, "operation ids repeat")
        for operation in operations {
            let responses = operation["responses"]?.objectValue ?? JSONObject()
            #expect(!responses.keys.isEmpty, "\(operation["operationId"] ?? .null) has no responses")
            for (status, response) in responses where status != "304" {
                #expect(response["content"]?.objectValue?.keys.isEmpty == false, "\(operation["operationId"] ?? .null) \(status) has no body")
            }
        }
    }
}
