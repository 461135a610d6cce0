import DesignSystem
import MicroHTTP

/// `/api/docs` and `/api/docs/{page...}`: the Config's docs pages for tools, each with what its
/// front matter says (title, summary, section, status, owner and the metadata Swatchbook keeps
/// without showing it), rendered once on first request.
struct DocsJSON: Sendable {
    /// `/api/docs`, rendered.
    let index: Response
    /// Each page's answer, by path (the manual's pages included).
    let pages: [String: Response]
    /// The paths answered, for the 404's list.
    let paths: [String]

    /// The answers for `docs`.
    init(docs: DocsLibrary) {
        index = Response.json(["pages": .array(DocsNav.ordered(docs.pages).map { .object(Self.summary(of: $0)) })]).taggedWithETag()
        var pages: [String: Response] = [:]
        for page in docs.pages + docs.manual {
            var object = Self.summary(of: page)
            object.setValue(.array(page.sections.map { ["title": .string($0.title), "id": .string($0.id)] }), forKey: "sections")
            object.setValue(.string(page.html), forKey: "html")
            pages[page.path] = Response.json(.object(object)).taggedWithETag()
        }
        self.pages = pages
        paths = (docs.pages + docs.manual).map(\.path)
    }

    /// One page's facts: path, title, summary, group, status, owner, metadata and links.
    static func summary(of page: DocsLibrary.Page) -> JSONObject {
        JSONObject([
            ("path", .string(page.path)),
            ("title", .string(page.title)),
            ("summary", .string(page.summary)),
            ("section", .string(page.group)),
            ("order", page.frontMatter.order.map { .number(Double($0)) } ?? .null),
        ] + page.lifecycle.jsonMembers + [
            ("metadata", .object(JSONObject(page.frontMatter.metadata.map { ($0.key, .string($0.value)) }))),
            ("links", ["self": .string("/api/docs/" + GuideLinks.doc(page.path).dropFirst("/docs/".count)),
                       "page": .string(GuideLinks.doc(page.path))]),
        ])
    }

    /// The answer for the page at `path`, or a 404 naming the closest path and every path.
    func page(at path: String) throws(HTTPError) -> Response {
        if let response = pages[path] { return response }
        let suggestion = Suggestion.closest(to: path, among: paths).map { " (did you mean '\($0)'?)" } ?? ""
        throw HTTPError(.notFound, "there is no docs page '\(path)'\(suggestion); pages: " + (paths.isEmpty ? "none" : paths.joined(separator: ", ")))
    }
}

/// `GET /api/docs` and `GET /api/docs/{page...}`: the docs pages as JSON (no query parameters).
struct DocsRoute: Responder {
    let store: SnapshotStore
    /// True for one page, false for the index.
    let onePage: Bool

    func respond(to request: Request) throws -> Response {
        guard request.query.isEmpty else { throw HTTPError(.badRequest, "\(request.path) takes no query parameters") }
        let answers = store.current.docsJSON
        return onePage ? try answers.page(at: request.parameters["page"] ?? "") : answers.index
    }
}
