import DesignSystem
import Logging
import MicroHTTP

/// The Swatchbook web application: every route, wrapped in the standard middleware.
public struct Application: Sendable {
    /// The snapshot being served; reloads swap it.
    public let store: SnapshotStore
    /// The team's own files (`--public`), served at `/assets/`; nil when there are none.
    private let staticFiles: StaticFiles?
    private let logger: Logger
    /// True when pages should reload themselves when the Config changes (`serve --watch`).
    public let liveReload: Bool
    /// What `GET /metrics` reports: requests by route, reloads, the Config's size, the build.
    public let metrics: SiteMetrics
    /// True when the application renders pages for `swatchbook export` rather than for a server.
    public let exporting: Bool
    /// The MCP sessions open on `/mcp`, told of every reload.
    let mcpSessions = MCPSessions()
    /// Sign-in with OpenID Connect (`signIn`): the service of the current settings.
    let signIn: SignInHub
    /// Who the access gate recognises, and where a person signs in (asked only when the Config is private).
    public let access: AccessControl
    /// Where sign-ins, sign-outs, token uses and refusals are recorded: the audit log, `/metrics`, the failure limit.
    public let accessEvents: AccessAudit

    /// Prepares the application for a loaded snapshot and, when the team has one, a folder of
    /// its own files (images, fonts, icons its samples use). The guide's own assets are in the binary.
    /// `access` is who the gate recognises in a private Config (``AccessControl/standard(for:)`` when nil).
    public init(store: SnapshotStore, publicDirectory: String?, logger: Logger, liveReload: Bool = false,
                exporting: Bool = false, access: AccessControl? = nil) throws(ServerError) {
        self.store = store
        // With no Cache-Control of their own: the shared-cache policy gives theirs, as for every answer.
        self.staticFiles = try publicDirectory.map { folder throws(ServerError) in try StaticFiles(root: folder, cacheControl: nil) }
        self.logger = logger
        self.liveReload = liveReload && !exporting
        self.exporting = exporting
        metrics = SiteMetrics(serving: store.current)
        signIn = SignInHub(store: store)
        if let access { self.access = access } else {
            // The session cookie is asked first: a person signed in is the common reader of a private guide.
            var standard = try AccessControl.standard(for: store)
            standard.recognizers.insert(SessionRecognizer(hub: signIn), at: 0)
            standard.signInURL = standard.signInURL ?? store.current.settings.signIn?.signInURL
            self.access = standard
        }
        accessEvents = AccessAudit(logger: logger, metrics: metrics) { store.current.settings.accessLimits }
        store.reportReloads(to: metrics)
        if !exporting { mcpSessions.follow(store) }
    }

    /// The session cookie's recognizer, for the access gate (`.absent` when the Config has no `signIn`).
    var sessionRecognizer: SessionRecognizer { SessionRecognizer(hub: signIn) }

    /// The router with every route of the product.
    func router() -> Router {
        var router = Router()
        let store = self.store
        let cache = GuideCache(keeping: !exporting)
        let liveReload = self.liveReload
        let exporting = self.exporting
        func guide<P: GuidePage>(_ page: P) -> GuideRoute<P> {
            GuideRoute(store: store, cache: cache, liveReload: liveReload, page: page, exporting: exporting)
        }
        router.get("/", guide(HomePage()))
        router.get("/tokens", guide(TokensPage()))
        router.get("/tokens/{group}", guide(TokenGroupPage()))
        router.get("/components", guide(ComponentsPage()))
        router.get("/components/{name}", guide(ComponentPage()))
        router.get("/docs", guide(DocsIndexPage()))
        router.get("/docs/{page...}", guide(DocPage()))
        router.get("/search", guide(SearchPage()))
        router.get("/changes", guide(ChangesPage()))
        router.get("/changes/swatches.css", ChangesStylesheetRoute(store: store))
        // Markdown twins: `/index.md` and a top page's `.md` here; `/tokens/color.md` and the like by the routes above.
        router.get("/index.md", guide(HomePage()))
        router.get("/tokens.md", guide(TokensPage()))
        router.get("/components.md", guide(ComponentsPage()))
        router.get("/docs.md", guide(DocsIndexPage()))
        router.get("/search.md", guide(SearchPage()))
        router.get("/changes.md", guide(ChangesPage()))
        router.get(LlmsIndex.path, LlmsTextRoute(store: store, cache: cache))
        router.get(LlmsFull.path, LlmsFullRoute(store: store, site: router))
        router.get("/healthz", HealthRoute(store: store))
        router.get("/metrics", MetricsRoute(metrics: metrics))
        router.get("/api/tokens", TokensRoute(store: store))
        // A literal segment wins over a parameter: /api/tokens/diff is the diff, never the token `diff`.
        router.get("/api/tokens/diff", TokenDiffRoute(store: store))
        router.get("/api/tokens/{id}", TokenDetailRoute(store: store))
        router.get("/api/modifiers", ModifiersRoute(store: store))
        router.get(OpenAPIDocument.path, OpenAPIRoute(store: store))
        router.get("/api/styles", CatalogRoute(store: store, kind: .styles))
        router.get("/api/styles/{component}", CatalogRoute(store: store, kind: .componentStyles))
        router.get("/api/styles/{component}/{style}", StyleLookupRoute(store: store))
        router.get("/api/components", CatalogRoute(store: store, kind: .components))
        router.get("/api/components/{name}", CatalogRoute(store: store, kind: .component))
        router.get("/api/docs", DocsRoute(store: store, onePage: false))
        router.get("/api/docs/{page...}", DocsRoute(store: store, onePage: true))
        router.get("/preview/styles.css", PreviewStylesheetRoute(store: store))
        router.get("/preview/{component}", PreviewRoute(store: store, keeping: !exporting))
        router.get(PreviewManifest.path, PreviewManifestRoute(store: store))
        if !exporting { for method in [HTTPMethod.post, .get, .delete] { router.add(method, "/mcp", MCPRoute(store: store, sessions: mcpSessions)) } }
        if let staticFiles { router.get("/assets/{path...}", staticFiles) } else if liveReload { router.get("/assets/{path...}", LatePublicFiles(store: store)) }
        router.get(GuideAssets.prefix + "{path...}", GuideAssets())
        router.get("/index.json", StorybookIndexRoute(store: store))
        router.get("/iframe.html", StorybookFrameRoute(store: store))
        router.get("/metadata.json", StorybookMetadataRoute(store: store))
        if !exporting {
            router.get("/auth/sign-in", SignInRoute(hub: signIn))
            router.get("/auth/callback", SignInCallbackRoute(hub: signIn, events: accessEvents))
            for method in [HTTPMethod.get, .post] { router.add(method, "/auth/sign-out", SignOutRoute(hub: signIn, events: accessEvents)) }
        }
        if liveReload {
            // Only under --watch: nothing else ever sends, and no page subscribes without it.
            router.get("/events") { _ in store.events.subscribe() }
        }
        return router
    }

    /// The complete responder: routes, then the shared-cache policy, compression, conditional GET, error rendering,
    /// the access gate of a private Config (outside error rendering, so no error page is drawn for
    /// someone not signed in), CORS for the API (outside error rendering and the gate, so API errors
    /// and refusals are readable cross-origin; its origins follow reloads) and the access log, in
    /// that order from the inside; the access
    /// log also counts every request in ``metrics`` by the router's pattern. (The server adds
    /// the security headers to every response.)
    public func responder() -> SiteResponder {
        let store = self.store
        let liveReload = self.liveReload
        let router = router()
        return SiteResponder(store: store, chain: router
            .sharedCaching { liveReload ? "no-cache" : store.current.settings.cache.headerValue }
            .compressed()
            .conditionalGET()
            .renderingErrors(with: SiteErrorRenderer(store: store, liveReload: liveReload), logger: logger)
            .gated(by: access, store: store, audit: accessEvents, enabled: !exporting)
            .cors(exactPaths: StorybookRoutes.paths) { store.current.corsPolicy }
            .accessLogged(to: logger, observer: metrics.requestObserver(for: router)))
    }
}

/// The application's whole chain of wrappers as one concrete, non-generic responder.
///
/// The server calls its responder through `any Responder`; holding the chain in a type defined
/// here lets the compiler specialize and inline every wrapper for this exact chain, instead of
/// running the wrappers' generic code.
///
/// Its answers that a shared cache may keep (``SharedCaching``) the server may keep too, and send
/// again to the same request until the next load (``ReusableAnswers``), while the Config is public.
public struct SiteResponder: ReusableAnswers {
    typealias Chain = AccessLog<CORS<AccessGate<ErrorRendering<ConditionalGET<Compression<SharedCaching<Router>>>, SiteErrorRenderer>>>>
    let store: SnapshotStore
    let chain: Chain

    /// The store's generation while the Config is public; nil while it is private.
    public var answerGeneration: Int? { store.answerGeneration }

    /// Answers with the whole chain.
    public func respond(to request: Request) throws -> Response {
        try chain.respond(to: request)
    }
}
