import DesignSystem
import MicroHTTP
import Synchronization

/// One kind of guide page: which query parameters it reads, and how it renders.
protocol GuidePage: Sendable {
    /// The query parameters it reads (besides the modifiers', which every page takes).
    var parameters: [String] { get }
    /// The page for `request`; throws a 404 for something that is not there, a 400 for a bad parameter.
    func render(_ request: Request, context: GuideContext) throws(HTTPError) -> Page
    /// True when a parameter takes any text (a search's `q`), so that readers can ask for more
    /// distinct pages than the Config holds: its pages are kept apart (see ``GuideCache``).
    var readsFreeText: Bool { get }
}

extension GuidePage {
    /// Pages read no free text unless they say so.
    var readsFreeText: Bool { false }
}

/// Serves a ``GuidePage``: reads the reader's contexts, renders through the layout, and keeps
/// each rendered page (by path, parameters, contexts and load) until the next load.
///
/// Parameters that are neither the page's nor a modifier's (`utm_source`, `fbclid`, …) are
/// ignored, so links shared with tracking parameters still open the page.
struct GuideRoute<P: GuidePage>: Responder {
    let store: SnapshotStore
    let cache: GuideCache
    let liveReload: Bool
    let page: P
    /// True when rendering for a static export (see ``GuideContext/exporting``).
    var exporting = false

    func respond(to request: Request) throws -> Response {
        var request = request
        // `/tokens/color.md` is the twin of `/tokens/color`: the page is found at its own path.
        let twin = page as? any MarkdownTwin
        let bySuffix = twin != nil && request.path.hasSuffix(MarkdownTwins.suffix)
        if bySuffix, let pagePath = MarkdownTwins.pagePath(of: request.path) {
            request.path = pagePath
            request.parameters = request.parameters.droppingSuffix(MarkdownTwins.suffix)
        }
        let markdown = bySuffix || (twin != nil && MarkdownTwins.asked(request))
        let (snapshot, problems, generation) = store.view
        let parameters = page.parameters
        // A request with no query and no cookie (a first visit, a crawler, a benchmark) takes the
        // defaults as they are, without reading anything.
        let plain = request.query.isEmpty && request.headers["Cookie"] == nil
        let (inputs, setCookies, chosenByCookie) = plain ? (snapshot.defaultGuideInputs, [], false)
            : try GuideInputs.resolve(request, modifiers: snapshot.guideModifiers, reserved: parameters)
        let query = plain ? QueryItems() : QueryItems(request.query.filter { parameters.contains($0.name) })
        // A page and its twin are kept apart by path: the twin's, however it was asked for.
        let key = GuideCache.Key(path: markdown ? MarkdownTwins.path(of: request.path) : request.path, query: query, inputs: inputs,
                                 generation: generation)
        var response = try cache.response(for: key, freeText: page.readsFreeText) { () throws(HTTPError) -> Response in
            var context = try GuideContext(snapshot: snapshot, inputs: inputs, problems: problems, liveReload: liveReload,
                                           path: request.path, query: query)
            context.exporting = exporting
            var rendered = try page.render(request, context: context)
            var response: Response
            if let twin, markdown {
                response = MarkdownTwins.response(try twin.markdown(request, context: context))
                response.headers.set("Link", MarkdownTwins.links(twin: nil))
            } else if twin != nil {
                let url = context.withInputs(MarkdownTwins.path(of: request.path) + context.ownQuery)
                rendered.markdownTwin = url
                response = PageLayout.response(rendered, context: context)
                response.headers.set("Link", MarkdownTwins.links(twin: url))
            } else {
                response = PageLayout.response(rendered, context: context)
            }
            response.headers.set("Vary", twin == nil ? "Cookie" : "Cookie, Accept")
            return response
        }
        for cookie in setCookies { response.headers.add("Set-Cookie", cookie) }
        // A body a cookie chose is this reader's: a shared cache that ignores `Vary: Cookie`
        // must not hand it to everyone asking for the same URL (see ``SharedCaching``).
        if chosenByCookie { response.headers.set("Cache-Control", CacheSettings.readersOwn) }
        return response
    }
}

/// The rendered guide pages of the current load: cleared when the load changes, bounded in size.
///
/// Pages rendered for free text (searches) are kept in a small cache of their own, so that a
/// flood of distinct queries, each rendered once, never pushes the guide's pages out.
final class GuideCache: Sendable {
    /// What a rendered page depends on.
    struct Key: Hashable, Sendable {
        let path: String
        let query: QueryItems
        let inputs: GuideInputs
        let generation: Int
    }

    private let pages: ResponseCache<Key>
    private let freeTextPages: ResponseCache<Key>
    /// The load whose pages are kept.
    private let generation = Mutex(0)
    /// How many pages are kept.
    static let capacity = 2048
    /// How many body bytes they may hold together.
    static let byteCapacity = 32 * 1_048_576
    /// How many pages rendered for free text are kept.
    static let freeTextCapacity = 256
    /// How many body bytes those may hold together.
    static let freeTextByteCapacity = 4 * 1_048_576

    /// A cache of the guide's pages, or, when not `keeping`, one that keeps none: an export asks
    /// for each page once, so what it kept would only hold memory.
    init(keeping: Bool = true) {
        pages = ResponseCache(capacity: Self.capacity, byteCapacity: keeping ? Self.byteCapacity : 0)
        freeTextPages = ResponseCache(capacity: Self.freeTextCapacity, byteCapacity: keeping ? Self.freeTextByteCapacity : 0)
    }

    /// The page for `key`, rendered by `render` the first time, kept with the pages rendered for
    /// free text when `freeText`. Errors are not kept.
    func response(for key: Key, freeText: Bool = false,
                  render: () throws(HTTPError) -> Response) throws(HTTPError) -> Response {
        let changed = generation.withLock { current in
            defer { current = max(current, key.generation) }
            return key.generation > current
        }
        if changed {
            pages.removeAll()
            freeTextPages.removeAll()
        }
        return try (freeText ? freeTextPages : pages).response(for: key, render: render)
    }
}
