import DesignSystem
import MicroHTTP

/// The API's contract: an OpenAPI 3.1 document describing every route of one loaded Config,
/// served at `/api/openapi.json`.
///
/// Everything that depends on the Config comes from its snapshot: the modifiers and their
/// contexts (query parameters of their own names), the token groups, the components with their
/// styles, sizes, states and samples, the releases, the docs pages. The formats come from
/// ``TokenExportFormat/all``, the exporter's own list.
struct OpenAPIDocument {
    /// The OpenAPI version the document is written in.
    static let openAPIVersion = "3.1.1"
    /// Where the document is served.
    static let path = "/api/openapi.json"

    /// What the document describes.
    let config: OpenAPIConfigFacts

    /// The document for `snapshot`.
    init(snapshot: Snapshot) {
        config = OpenAPIConfigFacts(snapshot: snapshot)
    }

    /// Every path of the document with its GET operation, in the order they are listed.
    var operations: [(path: String, id: String, operation: OpenAPIOperation)] {
        tokenOperations + catalogOperations + docsOperations + previewOperations + guideOperations + serviceOperations + storybookOperations + llmsOperations
            + previewManifestOperations + signInOperations
    }

    /// The whole document.
    var json: JSON {
        let posts = Dictionary(uniqueKeysWithValues: postOperations.map { ($0.path, $0.operation.json(id: $0.id)) })
        let paths = operations.map { path, id, operation in
            (path, .object(JSONObject([("get", operation.json(id: id))] + (posts[path].map { [("post", $0)] } ?? [])))) as (String, JSON)
        }
        return .object(JSONObject([
            ("openapi", .string(Self.openAPIVersion)),
            ("info", [
                "title": .string("\(config.name) — Swatchbook API"),
                "version": .string(SwatchbookVersion.current),
                "description": .string(Self.summary),
            ]),
            ("tags", .array(Self.tags.map { ["name": .string($0.0), "description": .string($0.1)] })),
            ("paths", .object(JSONObject(paths))),
            ("components", ["schemas": .object(JSONObject(OpenAPISchemas.all))]),
        ]))
    }

    /// The served answer, with its ETag.
    var response: Response {
        Response.json(json).taggedWithETag()
    }

    private static let tags: [(String, String)] = [
        ("tokens", "Design tokens: every export format, per modifier context, token details and release diffs."),
        ("catalog", "Styles and components, for tooling and visual tests."),
        ("docs", "The docs pages with their front matter: status, owner and the metadata kept from other keys."),
        ("previews", "Isolated component previews (HTML) and their stylesheet."),
        ("guide", "The living style guide's pages (HTML)."),
        ("service", "Health, metrics and this document."),
        ("storybook", "The Config as a Storybook ref: its index, frames and versions."),
    ]

    private static let summary = """
        The JSON REST API, previews and guide pages of a Swatchbook server, generated from the \
        Config it serves: the modifier parameters, their contexts, the components, styles, sizes, \
        states, samples, token groups and releases listed here are this Config's.

        Every route answers GET and HEAD; OPTIONS lists what a path allows, and a known path asked \
        with another method answers 405 with `Allow`. Errors under `/api/` and on `/healthz` are \
        JSON (`{"error": {"status": 404, "message": "...", "path": "/api/x"}}`); elsewhere they are \
        HTML pages of the guide. Answers with an ETag answer 304 to a matching `If-None-Match`, and \
        any answer may be gzip-compressed when the client accepts it. An answer that must be \
        rendered (asked for the first time, or a search) may be refused with 503 and `Retry-After` \
        while the server's render threads and their queue are full. The API answers CORS \
        preflights for GET from the Config's `corsOrigins`. `/events` (server-sent events telling \
        open pages to reload) exists only under `serve --watch`, so it is not described here. \
        `/mcp` (POST, GET, DELETE) is the MCP server, JSON-RPC 2.0 whose contract is the Model \
        Context Protocol's, not this document's (see the manual's `mcp` page).
        """
}
