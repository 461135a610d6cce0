import DesignSystem

/// One GET operation of the contract: what it reads and what it may answer.
struct OpenAPIOperation {
    /// A short summary.
    var summary: String
    /// More detail, in CommonMark.
    var description: String? = nil
    /// The group it is listed under.
    var tag: String
    /// Its parameters, path ones included.
    var parameters: [OpenAPIParameter] = []
    /// Its answers, by status code, in order.
    var responses: [(status: Int, response: OpenAPIResponse)]

    /// The Operation Object, its `operationId` being `id`.
    func json(id: String) -> JSON {
        var members: [(String, JSON)] = [("operationId", .string(id)), ("summary", .string(summary))]
        if let description { members.append(("description", .string(description))) }
        members.append(("tags", [.string(tag)]))
        if !parameters.isEmpty { members.append(("parameters", .array(parameters.map(\.json)))) }
        members.append(("responses", .object(JSONObject(responses.map { (String($0.status), $0.response.json) }))))
        return .object(JSONObject(members))
    }
}

/// One parameter of an operation: in the path, the query or a header.
struct OpenAPIParameter {
    /// Where it is sent.
    enum Location: String { case path, query, header }

    /// Its name.
    var name: String
    /// Where it is sent.
    var location: Location
    /// What it means.
    var description: String
    /// The values it may take.
    var schema: JSON
    /// True when the request must give it (path parameters always do).
    var required = false
    /// A value that finds something in this Config, for clients and test generators.
    var example: String? = nil

    /// The same parameter with `example` as its example (none when nil).
    func with(example: String?) -> OpenAPIParameter {
        var copy = self
        copy.example = example
        return copy
    }

    /// A query parameter.
    static func query(_ name: String, _ description: String, _ schema: JSON) -> OpenAPIParameter {
        OpenAPIParameter(name: name, location: .query, description: description, schema: schema)
    }

    /// A path parameter.
    static func path(_ name: String, _ description: String, _ schema: JSON) -> OpenAPIParameter {
        OpenAPIParameter(name: name, location: .path, description: description, schema: schema, required: true)
    }

    /// `If-None-Match`, for answers with an ETag.
    static let ifNoneMatch = OpenAPIParameter(
        name: "If-None-Match", location: .header,
        description: "An ETag this answer was given before: the server answers 304 with no body when it still holds.",
        schema: OpenAPISchema.string)

    /// The Parameter Object.
    var json: JSON {
        var members: [(String, JSON)] = [("name", .string(name)), ("in", .string(location.rawValue)),
                                         ("description", .string(description)), ("required", .bool(required || location == .path)),
                                         ("schema", schema)]
        if let example { members.append(("example", .string(example))) }
        return .object(JSONObject(members))
    }
}
