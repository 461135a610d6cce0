import DesignSystem
import MicroHTTP

/// Swatchbook as a Storybook ref, for one snapshot: `/index.json`, `/iframe.html` and
/// `/metadata.json`, each made once and kept (the frames per entry, in bounded caches).
final class StorybookRef: Sendable {
    private let components: ComponentLibrary
    private let docs: DocsLibrary
    private let settings: Settings
    /// Every frame's `Content-Security-Policy`: the server's, with `corsOrigins` as frame ancestors.
    let frameSecurityPolicy: String
    /// `/metadata.json`, or the 404 saying why there is none.
    private let metadata: Result<Response, HTTPError>
    private let indexSlot = OnceSlot<Result<StorybookIndex, StorybookLimitError>>()
    private let indexAnswer = OnceSlot<Response>()
    private let rootFrame = OnceSlot<Response>()
    private let docsFrames = ResponseCache<String>(capacity: 1024, byteCapacity: 16 * 1_048_576)

    /// The ref of a snapshot's components, docs and settings (releases and CORS origins).
    init(components: ComponentLibrary, docs: DocsLibrary, settings: Settings) {
        self.components = components
        self.docs = docs
        self.settings = settings
        frameSecurityPolicy = StorybookFrame.contentSecurityPolicy(allowing: settings.corsOrigins)
        metadata = StorybookMetadata.response(releases: settings.releases)
    }

    /// The index, made on first use (or the refusal when it would pass `limits.storybookEntries`).
    func index() throws(HTTPError) -> StorybookIndex {
        let made = try indexSlot.slowValue { StorybookIndex.make(components: components.config, docs: docs, limit: settings.storybookEntries) }
        switch made {
        case .success(let index): return index
        case .failure(let refusal): throw HTTPError(.internalServerError, refusal.message)
        }
    }

    /// `GET /index.json`.
    func indexResponse() throws(HTTPError) -> Response {
        let index = try index()
        return try indexAnswer.slowValue { Response.json(index.json).taggedWithETag() }
    }

    /// `GET /metadata.json`.
    func metadataResponse() throws(HTTPError) -> Response { try metadata.get() }

    /// `GET /iframe.html?id=…&viewMode=story|docs`: the frame root without `id`, else the entry's frame.
    func frame(for query: QueryItems) throws(HTTPError) -> Response {
        for name in ["id", "viewMode"] where query.values(for: name).count > 1 {
            throw HTTPError(.badRequest, "query parameter '\(name)' is given more than once")
        }
        let viewMode = query["viewMode"] ?? "story"
        guard viewMode == "story" || viewMode == "docs" else {
            throw HTTPError(.badRequest, "viewMode must be 'story' or 'docs', found '\(viewMode)'")
        }
        // Every frame checks its modifiers as every route does, though only a story's depends on them.
        let permutation = try components.tokenAPI.permutationIndex(for: StorybookGlobals.modifiers(in: query, of: components.tokenAPI.system.modifiers))
        guard let id = query["id"] else { return secured(rootFrame.value { StorybookDocuments.root(settings: settings) }) }
        guard let entry = try index().entry(id: id) else {
            throw HTTPError(.notFound, "there is no entry '\(id)' in /index.json")
        }
        let frame = StorybookFrame(entryID: entry.id, viewMode: viewMode)
        switch entry.content {
        case .story(let component, let style, let size, let state):
            guard viewMode == "story" else { throw HTTPError(.notFound, "'\(id)' is a story: its frame is viewMode=story") }
            let variant = PreviewVariant(component: component, style: style, size: size, state: state,
                                         sample: components.config.defaultSample(for: component)?.name, permutation: permutation)
            return secured(try components.preview(variant, frame: frame))
        case .docs(let path):
            guard viewMode == "docs" else { throw HTTPError(.notFound, "'\(id)' is a docs page: its frame is viewMode=docs") }
            guard let page = docs.page(at: path) else { throw HTTPError(.notFound, "there is no docs page '\(path)'") }
            return secured(try docsFrames.response(for: path) { () throws(HTTPError) -> Response in
                StorybookDocuments.docs(page, frame: frame, settings: settings)
            })
        }
    }

    /// `response` with the frames' security policy, which lets the Storybooks of `corsOrigins` frame it.
    private func secured(_ response: Response) -> Response {
        var response = response
        response.headers.set("Content-Security-Policy", frameSecurityPolicy)
        return response
    }
}
