import DesignSystem

/// One answer an operation may give: its media types with their schemas, and its headers.
struct OpenAPIResponse {
    /// What it is.
    var description: String
    /// Media types (without parameters) and the schema of each body.
    var content: [(mediaType: String, schema: JSON)] = []
    /// Headers it carries, and whether every such answer carries them.
    var headers: [(name: String, description: String, required: Bool)] = []

    /// The Response Object.
    var json: JSON {
        var members: [(String, JSON)] = [("description", .string(description))]
        if !headers.isEmpty {
            members.append(("headers", .object(JSONObject(headers.map { header in
                (header.name, ["description": .string(header.description), "required": .bool(header.required),
                               "schema": OpenAPISchema.string])
            }))))
        }
        if !content.isEmpty {
            members.append(("content", .object(JSONObject(content.map { ($0.mediaType, ["schema": $0.schema]) }))))
        }
        return .object(JSONObject(members))
    }

    /// `mediaType` without its parameters: `text/css` for `text/css; charset=utf-8`.
    static func bare(_ mediaType: String) -> String {
        String(mediaType.prefix { $0 != ";" }.filter { $0 != " " })
    }

    /// A JSON body of `schema`.
    static func json(_ description: String, _ schema: JSON, etag: Bool = true) -> OpenAPIResponse {
        OpenAPIResponse(description: description, content: [("application/json", schema)], headers: etag ? [etagHeader] : [])
    }

    /// An HTML document.
    static func html(_ description: String) -> OpenAPIResponse {
        OpenAPIResponse(description: description, content: [("text/html", OpenAPISchema.string)])
    }

    /// An API error: `{"error": {"status", "message", "path"}}`.
    static func apiError(_ description: String) -> OpenAPIResponse {
        OpenAPIResponse(description: description, content: [("application/json", OpenAPISchema.ref("Error"))])
    }

    /// A guide error page in HTML.
    static func pageError(_ description: String) -> OpenAPIResponse {
        html(description)
    }

    /// 304 Not Modified: the `If-None-Match` ETag still holds.
    static let notModified = OpenAPIResponse(description: "Not modified: the ETag sent in If-None-Match still holds; no body.",
                                             headers: [etagHeader])

    /// The `ETag` header of cached answers.
    static let etagHeader = (name: "ETag", description: "A strong validator of this answer, for If-None-Match.", required: true)
}
