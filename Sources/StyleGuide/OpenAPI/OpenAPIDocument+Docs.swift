import DesignSystem

extension OpenAPIDocument {
    /// `/api/docs` and `/api/docs/{page}`: the docs pages with what their front matter says.
    var docsOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        typealias S = OpenAPISchema
        let page = S.object([
            ("path", S.string), ("title", S.string), ("summary", S.string), ("section", S.string), ("order", S.nullable(S.integer)),
            ("status", S.nullable(S.oneOf(LifecycleStatus.all.map(\.rawValue)))), ("owner", S.nullable(S.string)),
            ("metadata", S.map(of: S.string)), ("links", S.object([("self", S.string), ("page", S.string)])),
        ])
        return [
            ("/api/docs", "getDocs", OpenAPIOperation(
                summary: "Every docs page of the Config in reading order: title, summary, section, status, owner and the front matter's other keys (metadata)",
                tag: "docs", parameters: [.ifNoneMatch],
                responses: [(200, .json("The pages.", S.object([("pages", S.array(of: page))]))), (304, .notModified),
                            (400, .apiError("It takes no query parameters."))])),
            ("/api/docs/{page}", "getDocsPageJSON", OpenAPIOperation(
                summary: "One docs page (its path may hold slashes: `components/button`) with its sections and its HTML",
                tag: "docs",
                parameters: [OpenAPIParameter.path("page", "The page's path below docs/, without `.md`.", S.text)
                    .with(example: config.docsPages.first), .ifNoneMatch],
                responses: [(200, .json("The page.", ["allOf": [page, S.object([
                                ("sections", S.array(of: S.object([("title", S.string), ("id", S.string)]))), ("html", S.string),
                            ])]])), (304, .notModified),
                            (400, .apiError("It takes no query parameters.")),
                            (404, .apiError("There is no such page (the closest is suggested, and every page listed)."))])),
        ]
    }
}
