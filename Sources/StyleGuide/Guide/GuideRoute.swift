import DesignSystem
import MicroHTTP
import Synchronization

/// One kind of guide page: which query parameters it reads, and how it renders.
protocol GuidePage: Sendable {
    /// The query parameters it reads (besides `theme`, which every page takes).
    var parameters: [String] { get }
    /// The page for `request`; throws a 404 for something that is not there, a 400 for a bad parameter.
    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page
}

/// Serves a ``GuidePage``: reads the theme, renders through the layout, and keeps each rendered
/// page (by path, parameters, theme and load) until the next load.
struct GuideRoute<P: GuidePage>: Responder {
    let store: SnapshotStore
    let cache: GuideCache
    let liveReload: Bool
    let page: P

    func respond(to request: Request) throws -> Response {
        let (snapshot, problems, generation) = store.view
        let allowed = page.parameters + [AutoTheme.modifier]
        for item in request.query where !allowed.contains(item.name) {
            throw HTTPError(.badRequest, "unknown query parameter '\(item.name)'; this page takes: \(allowed.joined(separator: ", "))")
        }
        let (theme, setCookie) = try GuideTheme.resolve(request, in: snapshot.tokens)
        let key = GuideCache.Key(path: request.path, query: GuideTheme.pageQuery(of: request),
                                 theme: theme, generation: generation)
        var response = try cache.response(for: key) { () throws(HTTPError) -> Response in
            let permutation = try theme.permutation(in: snapshot)
            let context = GuideContext(snapshot: snapshot, theme: theme, themeChoices: GuideTheme.choices(in: snapshot.tokens),
                                       permutation: permutation, tokens: snapshot.tokens.permutations[permutation],
                                       problems: problems, liveReload: liveReload, path: request.path, query: key.query)
            var response = PageLayout.response(try page.render(request, context: context), context: context)
            response.headers.set("Vary", "Cookie")
            return response
        }
        if let setCookie { response.headers.add("Set-Cookie", setCookie) }
        return response
    }
}

/// The rendered guide pages of the current load: cleared when the load changes, bounded in size.
final class GuideCache: Sendable {
    /// What a rendered page depends on.
    struct Key: Hashable, Sendable {
        let path: String
        let query: QueryItems
        let theme: GuideTheme
        let generation: Int
    }

    private let entries = Mutex<(generation: Int, pages: [Key: Response])>((0, [:]))
    /// How many pages are kept.
    static let capacity = 2048

    /// The page for `key`, rendered by `render` the first time. Errors are not kept.
    func response(for key: Key, render: () throws(HTTPError) -> Response) throws(HTTPError) -> Response {
        if let response = entries.withLock({ $0.generation == key.generation ? $0.pages[key] : nil }) { return response }
        let response = try render()
        entries.withLock { state in
            if state.generation != key.generation || state.pages.count >= Self.capacity { state = (key.generation, [:]) }
            state.pages[key] = response
        }
        return response
    }
}
