import DesignSystem
import MicroHTTP
import Synchronization

/// What the component routes serve for one loaded Config: the catalog's JSON, rendered on first request;
/// the preview stylesheet of each permutation, rendered on first request and kept until the next
/// load; previews and style lookups, rendered on first request and kept (up to a bound).
final class ComponentLibrary: Sendable {
    let config: ComponentConfig
    let tokenAPI: TokenAPI
    let settings: Settings
    /// Each permutation's `/preview/styles.css`, in the token API's order, rendered on first request.
    private let stylesheets: [OnceSlot<Response>]
    /// The light/dark pair `auto` picks between, when there is one.
    let colorScheme: ColorSchemePair?
    /// `/preview/styles.css?<scheme modifier>=auto&…`, by the position of its light permutation,
    /// rendered on first request.
    private let autoStylesheets = Mutex<[Int: Response]>([:])
    /// The layout modifiers every stylesheet defines a rule for, found with the first stylesheet.
    private let utilityModifiers = OnceSlot<Set<LayoutModifier>>()
    /// The guide's accent, added to each stylesheet.
    let branding: GuideBranding
    /// `/api/components`, `/api/styles`, and each component's entry in both, rendered on first request.
    var catalog: CatalogAnswers { catalogAnswers.value { CatalogAnswers(config: config, settings: settings, paths: paths, starters: starters) } }
    private let catalogAnswers = OnceSlot<CatalogAnswers>()
    /// True once a request has rendered the catalog (for tests).
    var isCatalogRendered: Bool { catalogAnswers.madeValue != nil }
    /// Shows the Config's files relative to its folder, in the catalog.
    private let paths: PublicPaths
    /// The starter styles file of each component the Config has no styles file for (used or an available built-in).
    let starters: [ComponentName: StyleStarter]
    private let previews = ResponseCache<PreviewVariant>(capacity: capacity, byteCapacity: cacheBytes)
    /// Previews by the request that asked for them (component and query as sent), so a repeated
    /// request skips reading its parameters.
    private let previewRequests = ResponseCache<PreviewRequest>(capacity: capacity, byteCapacity: cacheBytes)
    private let lookups = ResponseCache<PreviewVariant>(capacity: capacity, byteCapacity: cacheBytes)
    /// Previews as Storybook stories (`/iframe.html?id=…`), by variant.
    private let framedPreviews = ResponseCache<PreviewVariant>(capacity: capacity, byteCapacity: cacheBytes)
    /// Styles looked up for previews, style lookups and component pages (see ``resolvedStyle(_:style:size:state:permutation:surface:)``).
    let resolvedStyles = ResolvedStyleCache()
    /// The canvases previews were drawn on, shared by the permutations that style them alike.
    let canvases = PreviewCanvasCache(capacity: drawingCapacity, byteCapacity: drawingBytes)
    /// The component pages' preview HTML snippets (see ``previewHTML(of:sample:styling:)``).
    let previewMarkup = SizedCache<PreviewDrawing, String>(capacity: drawingCapacity, byteCapacity: drawingBytes)
    /// The pages of `/api/previews` asked for so far (see ``PreviewManifest``).
    let manifestPages = ResponseCache<PreviewManifest.Key>(capacity: PreviewManifest.cachedPages, byteCapacity: PreviewManifest.cachedBytes)

    /// How many previews and how many style lookups are kept.
    static let capacity = 8192
    /// How many body bytes each of those caches may hold.
    static let cacheBytes = 16 * 1_048_576
    /// How many canvases, and how many snippets, are kept: every variant of the bundled Config with
    /// its default sample is about two thousand, each drawn in a kilobyte or two.
    static let drawingCapacity = 1024
    /// How many bytes of HTML the canvases kept were drawn in, and the snippets kept take: a
    /// quarter of an answer cache's, since a canvas's nodes take a few times its HTML's bytes.
    static let drawingBytes = 4 * 1_048_576

    init(config: ComponentConfig, tokenAPI: TokenAPI, settings: Settings, colorScheme: ColorSchemePair? = nil,
         paths: PublicPaths) {
        self.config = config
        self.tokenAPI = tokenAPI
        self.settings = settings
        self.colorScheme = colorScheme
        branding = GuideBranding(accent: settings.accent, scheme: colorScheme)
        stylesheets = tokenAPI.permutations.map { _ in OnceSlot() }
        self.paths = paths
        // Tokens are looked through only when some component has no styles file (none in a Config that styles them all).
        let unstyled = config.everyComponent.filter { config.styles[$0.about.name] == nil }
        let starterTokens = unstyled.isEmpty ? nil : StarterTokens(tokenAPI.system)
        let starters = Dictionary(uniqueKeysWithValues: unstyled.compactMap { entry in
            starterTokens.map { (entry.about.name, StyleStarter(for: entry, tokens: $0)) }
        })
        self.starters = starters
    }

    /// The stylesheet of the permutation at `index` in the token API's order, rendered on first request.
    func stylesheet(at index: Int) throws(HTTPError) -> Response {
        try stylesheets[index].slowValue({
            let permutation = tokenAPI.permutations[index]
            let text = tokenAPI.system.permutations[permutation].map {
                PreviewStylesheet.render($0, permutation: permutation, modifiers: modifiers,
                                         title: "\(settings.name) — \(permutation)", branding: branding)
            } ?? ""
            return Self.stylesheetResponse(text)
        })
    }

    /// How many permutations' stylesheets have been rendered so far (for tests).
    var renderedStylesheetCount: Int { stylesheets.count { $0.madeValue != nil } }

    /// The layout modifiers every stylesheet defines a rule for.
    var modifiers: Set<LayoutModifier> {
        utilityModifiers.value { Self.utilityModifiers(config, settings: settings, tokens: tokenAPI.system) }
    }

    /// The stylesheet of `auto` with the other modifiers as `query` gives them (its scheme item
    /// is ignored): light tokens, dark ones for a dark system setting. Rendered once, then kept.
    func autoStylesheet(for query: QueryItems, scheme: ColorSchemePair) throws(HTTPError) -> Response {
        let light = try tokenAPI.permutationIndex(for: scheme.replacing(query, with: scheme.light))
        if let response = autoStylesheets.withLock({ $0[light] }) { return response }
        try SlowWork.start()
        let dark = try tokenAPI.permutationIndex(for: scheme.replacing(query, with: scheme.dark))
        let lightPermutation = tokenAPI.permutations[light], darkPermutation = tokenAPI.permutations[dark]
        guard let lightSet = tokenAPI.system.permutations[lightPermutation],
              let darkSet = tokenAPI.system.permutations[darkPermutation] else {
            throw HTTPError(.notFound, "the permutations \(lightPermutation) and \(darkPermutation) are not loaded")
        }
        var others = lightPermutation.contexts
        others[scheme.modifier] = ColorSchemePair.keyword
        let text = AutoStylesheet.render(light: lightSet, lightPermutation, dark: darkSet, darkPermutation, modifiers: modifiers,
                                         title: "\(settings.name) — \(Permutation(others)): \(scheme.light) or \(scheme.dark) by the system's colour scheme",
                                         branding: branding)
        let response = Self.stylesheetResponse(text)
        autoStylesheets.withLock { $0[light] = response }
        return response
    }

    static func stylesheetResponse(_ text: String) -> Response {
        Response(contentType: MediaType("text/css; charset=utf-8"), body: Payload(text))
            .taggedWithETag()
    }

    /// Every modifier a preview or a guide page can use: every style's, every sample image's own
    /// radius and icon mask (any sample may be shown by a component that draws icons), the
    /// canvas's, and those the token pages draw each token's demo with.
    private static func utilityModifiers(_ config: ComponentConfig, settings: Settings, tokens: TokenSystem) -> Set<LayoutModifier> {
        var modifiers = config.styles.usedModifiers.union(settings.preview.modifiers)
        for set in tokens.permutations.values { modifiers.formUnion(TokenDemo.modifiers(in: set)) }
        for sample in config.samples {
            for section in sample.sections {
                for item in section.items {
                    if let radius = item.imageMask.radiusModifier { modifiers.insert(radius) }
                    if let icon = item.image?.iconMask { modifiers.insert(icon) }
                }
            }
        }
        return modifiers
    }

    /// A request for a preview, as sent.
    struct PreviewRequest: Hashable, Sendable {
        let component: String
        let query: QueryItems
    }

    /// The preview a request asks for: from the cache of requests, else read, rendered (or
    /// taken from the cache of variants) and remembered; not `keeping`, read and rendered alone
    /// (an export asks for each preview once). Errors are thrown, not remembered.
    func preview(component: String, query: QueryItems, keeping: Bool = true) throws(HTTPError) -> Response {
        let request = PreviewRequest(component: component, query: query)
        if keeping, let response = previewRequests[request] { return response }
        let variant = try PreviewVariant.read(query, component: ComponentName(component), style: nil, library: self,
                                              readsSample: true)
        guard keeping else { return render(variant) }
        let response = try preview(variant)
        previewRequests.keep(response, for: request)
        return response
    }

    /// The preview document of `variant`; with `frame`, as a story of Storybook's `iframe.html` (kept apart).
    func preview(_ variant: PreviewVariant, frame: StorybookFrame? = nil) throws(HTTPError) -> Response {
        try (frame == nil ? previews : framedPreviews).response(for: variant) { () throws(HTTPError) -> Response in
            render(variant, frame: frame)
        }
    }

    /// The style lookup of `variant`: properties, values, CSS and contrast.
    func lookup(_ variant: PreviewVariant) throws(HTTPError) -> Response {
        try lookups.response(for: variant) { () throws(HTTPError) -> Response in
            let permutation = tokenAPI.permutations[variant.permutation]
            guard let document = config.styles[variant.component], let set = tokenAPI.system.permutations[permutation],
                  let resolved = resolvedStyle(document, style: variant.style, size: variant.size, state: variant.state,
                                               permutation: permutation, surface: surface(in: set)) else {
                return Response(status: .notFound)
            }
            guard case .object(var object) = resolved.json else { return Response.json(resolved.json).taggedWithETag() }
            object.setValue(permutation.json, forKey: "permutation")
            return Response.json(.object(object)).taggedWithETag()
        }
    }

    /// The canvas colour previews are drawn on, where contrast is measured when a style sets no background.
    private func surface(in set: TokenSet) -> ColorValue? {
        guard let path = settings.preview.background, case .color(let color)? = set[path]?.value else { return nil }
        return color
    }
}
