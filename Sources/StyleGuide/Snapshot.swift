import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MicroHTTP

/// Everything a request needs, built once per loaded Config and never changed: handlers only read
/// it. What grows with the tokens is made on its first request, once, and kept with the snapshot.
public final class Snapshot: Sendable {
    /// The settings the Config gave.
    public let settings: Settings
    /// The Config folder it was loaded from.
    public let configDirectory: String
    /// The token file of a Config made in memory around it (`--resolver FILE`); nil for a folder.
    public let tokenSetFile: String?
    /// The public folder sample images were checked against; reloads check the same.
    public let publicFolder: PublicFolder
    /// How strictly it was read; reloads read the same way.
    public let strictness: Strictness
    /// The components compiled into the program it was loaded with; reloads use the same.
    public let compiledComponents: [CatalogEntry]
    /// Problems that did not prevent loading.
    public let warnings: [Diagnostic]
    /// When it was built.
    public let loadedAt: Date
    /// `loadedAt` in ISO 8601, for /healthz: formatted on first use (the first ISO 8601 format of a
    /// process sets up the formatter, which start-up need not wait for).
    var loadedAtText: String { loadedAtFormatted.value { loadedAt.formatted(.iso8601) } }
    /// `loadedAtText` once made.
    private let loadedAtFormatted = OnceSlot<String>()
    /// Who may read the API from a browser.
    let corsPolicy: CORSPolicy
    /// The token API's responses, rendered on first request.
    let tokenAPI: TokenAPI
    /// `/api/modifiers`, rendered.
    let modifiersResponse: Response
    /// Previews, style lookups and the catalog.
    let components: ComponentLibrary
    /// The markdown pages of `docs/`.
    let docs: DocsLibrary
    /// The releases of `swatchbook.json`, read on the first diff that needs them.
    let releases: ReleaseLibrary
    /// Previews drawn with a release's tokens, and the release review of `/changes`.
    let releasePreviews: ReleasePreviews
    /// What the guide's search looks through, built on the first search.
    var search: SearchIndex {
        searchIndex.value {
            SearchIndex(tokens: searchPermutation.flatMap { tokens.permutations[$0] }, components: components.config, docs: docs)
        }
    }
    private let searchIndex = OnceSlot<SearchIndex>()
    /// `/api/docs` and each page's answer, rendered on first request.
    var docsJSON: DocsJSON { docsAnswers.value { DocsJSON(docs: docs) } }
    private let docsAnswers = OnceSlot<DocsJSON>()
    /// `/index.json`, `/iframe.html` and `/metadata.json`: this snapshot as a Storybook ref.
    var storybook: StorybookRef { storybookRef.value { StorybookRef(components: components, docs: docs, settings: settings) } }
    private let storybookRef = OnceSlot<StorybookRef>()
    /// True once a search has built the index (for tests).
    var isSearchIndexBuilt: Bool { searchIndex.madeValue != nil }
    /// The permutation whose tokens search finds: every modifier on its default.
    private let searchPermutation: Permutation?
    /// The light/dark pair the guide's `auto` choice picks between, when there is one.
    let colorScheme: ColorSchemePair?
    /// The modifiers the guide's switches offer, with their choices and defaults.
    let guideModifiers: [GuideInputs.Modifier]
    /// Every modifier on its default: the inputs of a request that names none and has no cookie.
    let defaultGuideInputs: GuideInputs
    /// `/api/openapi.json`: the API's contract for this Config, rendered on first request.
    var openAPIResponse: Response {
        get throws(HTTPError) { try openAPI.slowValue({ OpenAPIDocument(snapshot: self).response }) }
    }
    private let openAPI = OnceSlot<Response>()
    /// What `swatchbook lint` finds in this Config, for the pages it concerns; made on first use
    /// (nil when the contrast rule's lookups would pass `limits.lintLookups`).
    var lint: LintReport? {
        get throws(HTTPError) {
            try lintReport.slowValue {
                try? Linter(settings: settings.lint).lint(LintSubject(settings: settings, tokens: tokens, components: components.config),
                                                         file: "swatchbook.json").get()
            }
        }
    }
    private let lintReport = OnceSlot<LintReport?>()
    /// The token system, resolved for every permutation.
    var tokens: TokenSystem { tokenAPI.system }
    /// The CSS variable names of each permutation's tokens, made on first use (by the token pages).
    let cssVariableNames = OnceCache<Permutation, CSSVariableNames>(capacity: Snapshot.cssVariableNamesKept)
    /// How many permutations' CSS variable names are kept at once.
    static let cssVariableNamesKept = 64
    /// The number of tokens with every modifier on its default (what the guide's front page counts).
    var tokenCount: Int { searchPermutation.flatMap { tokens.permutations[$0]?.tokens.count } ?? 0 }

    /// Builds a snapshot from a loaded Config. What grows with the tokens (the API's answers, the
    /// preview stylesheets, the search index) is rendered on first request and kept.
    public init(config: LoadedConfig, strictness: Strictness, publicFolder: PublicFolder = .unchecked, loadedAt: Date = Date()) {
        settings = config.settings
        configDirectory = config.directory
        tokenSetFile = config.tokenSetFile
        self.publicFolder = publicFolder
        self.strictness = strictness
        compiledComponents = config.compiledComponents
        warnings = config.warnings
        self.loadedAt = loadedAt
        corsPolicy = CORSPolicy(allowedOrigins: config.settings.corsOrigins, allowsCredentials: config.settings.access == .private)
        colorScheme = ColorSchemePair.find(in: config.tokens.modifiers, setting: config.settings.colorScheme)
        guideModifiers = GuideInputs.modifiers(of: config.tokens, scheme: colorScheme, defaults: config.settings.defaultInputs)
        defaultGuideInputs = GuideInputs.defaults(guideModifiers)
        let paths = PublicPaths(configDirectory: config.directory)
        tokenAPI = TokenAPI(system: config.tokens, title: config.settings.name, defaultInputs: config.settings.defaultInputs,
                            colorScheme: colorScheme, paths: paths)
        modifiersResponse = ModifiersRoute.response(for: config.tokens, defaults: config.settings.defaultInputs)
        components = ComponentLibrary(config: config.components, tokenAPI: tokenAPI, settings: config.settings, colorScheme: colorScheme,
                                      paths: paths)
        docs = config.docs
        releases = ReleaseLibrary(settings: config.settings, loader: ConfigLoader(directory: config.directory).honouring(config.settings),
                                  current: config.tokens, strictness: strictness)
        releasePreviews = ReleasePreviews(components: components, releases: releases)
        searchPermutation = try? tokenAPI.permutation(for: QueryItems())
    }
}
