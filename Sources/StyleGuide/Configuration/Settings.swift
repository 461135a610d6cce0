import DesignSystem
import MicroHTTP

/// The contents of `Config/swatchbook.json`: what the design system is called and how it is served.
public struct Settings: Sendable, Equatable {
    /// The design system's name, shown on every page.
    public var name = "Design system"
    /// One or two sentences about it, shown on the home page.
    public var summary = ""
    /// The address to listen on.
    public var host = "127.0.0.1"
    /// The port to listen on.
    public var port = 8080
    /// Worker threads; nil means one per CPU core.
    public var threads: Int?
    /// Connection and request limits.
    public var limits = Limits()
    /// How much the token files may hold (members of the same `limits` object).
    public var tokenLimits = TokenLimits()
    /// How many words a search may hold, and how long each (members of the same `limits` object).
    public var searchLimits = SearchLimits()
    /// How much a template component may hold and a render of it write (members of the same `limits` object).
    public var templateLimits = TemplateLimits()
    /// How many keys of its own a docs page's front matter may keep, and how long a value (members of the same `limits` object).
    public var frontMatterLimits = FrontMatterLimits()
    /// How much the MCP server may hold and be asked (members of the same `limits` object).
    public var mcpLimits = MCPLimits()
    /// How much the tokens file may hold (`tokensFileBytes`, `machineTokens` in the same `limits` object).
    public var machineTokenLimits = MachineTokenLimits()
    /// The machine tokens file, outside the Config (relative to the folder holding it, or absolute);
    /// `SWATCHBOOK_TOKENS_FILE` wins over it. Nil when none is named.
    public var tokensFile: String?
    /// The most pages (files) `swatchbook export` writes (`exportPages` in `limits`).
    public var exportPages = StaticExport.defaultPageLimit
    /// The most bytes `/llms-full.txt` holds (`llmsFullBytes` in `limits`).
    public var llmsFullBytes = LlmsFull.defaultByteLimit
    /// The most previews one page of `/api/previews` holds (`previewsPerPage` in `limits`).
    public var previewsPerPage = 500
    /// The most bytes `swatchbook build` writes in all (`buildBytes` in `limits`).
    public var buildBytes = TokenBuild.defaultByteLimit
    /// The most before/after preview pairs one view of `/changes` shows (`changesPreviewPairs` in `limits`).
    public var changesPreviewPairs = ReleasePreviews.defaultPairLimit
    /// The most entries the Storybook index (`/index.json`) may have (`storybookEntries` in `limits`).
    public var storybookEntries = StorybookIndex.defaultLimit
    /// The `build` object: the token files `swatchbook build` writes; nil for the default build.
    public var build: BuildSettings?
    /// Origins allowed to read `/api/` from a browser (`*` for any).
    public var corsOrigins = ["*"]
    /// Who may read: everyone (`public`, the default) or only readers the access gate recognises.
    public var access = AccessMode.public
    /// The company proxy whose header names a signed-in user, and its addresses; nil for none.
    public var authProxy: AuthProxySettings?
    /// How many failures an address may have a minute, and how many addresses are remembered (members of `limits`).
    public var accessLimits = AccessLimits()
    /// The DTCG resolver document, relative to the Config folder.
    public var resolver = "tokens/swatchbook.resolver.json"
    /// Modifier inputs used when a request names none, e.g. `theme: light`.
    public var defaultInputs: [String: String] = [:]
    /// The canvas component previews are drawn on.
    public var preview = PreviewSettings()
    /// The modifier and contexts the guide's `auto` choice picks between by the reader's light or
    /// dark setting; nil to find them by name (contexts `light` and `dark`).
    public var colorScheme: ColorSchemePair?
    /// The guide's logo: an image below the public folder or an `https:` URL; nil for a monogram
    /// of the name.
    public var logo: ImageSource?
    /// A colour token the guide's chrome is tinted with (its brand mark, current-page marks, and
    /// its links and buttons wherever the colour is legible on the guide's background).
    public var accent: TokenPath?
    /// True when the Config's files may be links (or `..` paths) to files outside the Config folder.
    public var followLinksOutsideConfig = false
    /// Where the guide's pages show the problems of a failed reload.
    public var errorBanner = ErrorBannerSetting.watch
    /// Earlier versions of the tokens, in the order written, for `/api/tokens/diff` and `/changes`.
    public var releases: [ReleaseSetting] = []
    /// How long caches in front of the server may keep its answers.
    public var cache = CacheSettings()
    /// What `swatchbook lint` checks and how severely (`lint`, and `lintLookups` in `limits`).
    public var lint = LintSettings()

    /// Sign-in with an OpenID Connect provider (`signIn`); nil when the Config has none.
    public var signIn: SignInSettings?
    /// The limits on sign-in's outbound calls (`signInResponseBytes`, `signInFetchSeconds` in `limits`).
    public var signInLimits = SignInLimits()

    /// Settings with every default.
    public init() {}
}

extension Settings {
    /// Reads `swatchbook.json` bytes; every problem is reported, not only the first. A `census`
    /// records every member name the reading asks for (the settings' own list of what it knows).
    public static func parse(_ bytes: [UInt8], file: String, census: MemberCensus? = nil) -> Result<Settings, Diagnostics> {
        let document: JSON
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failure(Diagnostics([Diagnostic(error, file: file)]))
        }
        var settings = Settings()
        var reader = ObjectReader(document, file: file, census: census)
        if let name = reader.string("name") {
            if name.trimmingWhitespace().isEmpty { reader.report(.invalidValue, at: "name", "must not be empty") }
            settings.name = name
        }
        settings.summary = reader.string("description") ?? settings.summary
        settings.host = reader.string("host") ?? settings.host
        settings.port = reader.integer("port", in: 0...65_535) ?? settings.port
        settings.threads = reader.integer("threads", in: 1...1024)
        if let origins = reader.strings("corsOrigins") {
            for (index, origin) in origins.enumerated() where !Self.isValidOrigin(origin) {
                reader.report(.invalidValue, at: "corsOrigins",
                              "entry \(index) '\(origin)' must be '*' or an origin such as 'https://app.example.com'")
            }
            settings.corsOrigins = origins
        }
        settings.access = AccessMode.read(&reader) ?? settings.access
        if settings.access == .private {
            // A browser sends credentials to no `*`: a private Config lists its origins, or allows none.
            if reader.keys.contains("corsOrigins") {
                if settings.corsOrigins.contains("*") {
                    reader.report(.invalidValue, at: "corsOrigins",
                                  "must list origins exactly when \"access\" is \"private\": '*' would give any site the readers' credentials")
                }
            } else {
                settings.corsOrigins = []
            }
        }
        settings.authProxy = reader.object("authProxy") { proxy in AuthProxySettings.read(&proxy) } ?? nil
        settings.resolver = reader.string("resolver") ?? settings.resolver
        settings.tokensFile = reader.string("tokensFile")
        reader.object("defaultInputs") { inputs in
            for key in inputs.keys {
                if let value = inputs.string(key) { settings.defaultInputs[key] = value }
            }
        }
        reader.object("preview") { preview in settings.preview = PreviewSettings.read(&preview) }
        reader.object("colorScheme") { scheme in settings.colorScheme = ColorSchemePair.read(&scheme) }
        if let logo = reader.string("logo") {
            switch ImageSource.parse(logo) {
            case .success(let source): settings.logo = source
            case .failure(let error): reader.report(.invalidValue, at: "logo", error.message)
            }
        }
        if let accent = reader.string("accent") {
            if case .success(.alias(let path))? = TokenReference.alias(in: accent) {
                settings.accent = path
            } else {
                reader.report(.invalidValue, at: "accent", "must be a colour token reference such as \"{color.brand.500}\", found '\(accent)'")
            }
        }
        settings.followLinksOutsideConfig = reader.boolean("followLinksOutsideConfig") ?? settings.followLinksOutsideConfig
        if let banner = reader.string("errorBanner") {
            if let setting = ErrorBannerSetting(rawValue: banner) {
                settings.errorBanner = setting
            } else {
                reader.report(.invalidValue, at: "errorBanner",
                              "must be \(ErrorBannerSetting.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), found '\(banner)'")
            }
        }
        settings.releases = ReleaseSetting.read(&reader)
        reader.object("cache") { cache in settings.cache = CacheSettings.read(&cache) }
        reader.object("build") { build in settings.build = BuildSettings.read(&build) }
        reader.object("lint") { lint in settings.lint.read(&lint) }
        reader.object("signIn") { signIn in settings.signIn = SignInSettings.read(&signIn) }
        reader.object("limits") { limits in
            settings.limits = LimitsSettings.read(&limits)
            settings.tokenLimits = LimitsSettings.readTokenLimits(&limits)
            settings.searchLimits = SearchLimits.read(&limits)
            settings.templateLimits = LimitsSettings.readTemplateLimits(&limits)
            settings.frontMatterLimits = FrontMatterLimits.read(&limits)
            settings.mcpLimits = MCPLimits.read(&limits)
            settings.machineTokenLimits = MachineTokenLimits.read(&limits)
            settings.accessLimits = AccessLimits.read(&limits)
            settings.signInLimits = SignInLimits.read(&limits)
            settings.exportPages = limits.integer("exportPages", in: StaticExport.pageLimitRange) ?? settings.exportPages
            settings.buildBytes = limits.integer("buildBytes", in: TokenBuild.byteLimitRange) ?? settings.buildBytes
            settings.changesPreviewPairs = limits.integer("changesPreviewPairs", in: ReleasePreviews.pairLimitRange) ?? settings.changesPreviewPairs
            settings.storybookEntries = limits.integer("storybookEntries", in: StorybookIndex.limitRange) ?? settings.storybookEntries
            settings.llmsFullBytes = limits.integer("llmsFullBytes", in: LlmsFull.byteLimitRange) ?? settings.llmsFullBytes
            settings.previewsPerPage = limits.integer("previewsPerPage", in: PreviewManifestQuery.perPageLimitRange) ?? settings.previewsPerPage
            settings.lint.lookups = limits.integer("lintLookups", in: LintSettings.lookupRange) ?? settings.lint.lookups
            // Ranges are checked as each member is read; what remains are limits that contradict
            // each other, each reported at the member its sentence starts with.
            if limits.diagnostics.isEmpty {
                for problem in settings.limits.problems {
                    limits.report(.invalidValue, at: String(problem.prefix(while: \.isLetter)), problem)
                }
            }
        }
        reader.finish()
        return reader.diagnostics.isEmpty ? .success(settings) : .failure(Diagnostics(reader.diagnostics))
    }

    /// `*`, or `scheme://host[:port]` with no path.
    static func isValidOrigin(_ origin: String) -> Bool {
        if origin == "*" { return true }
        guard let schemeEnd = origin.firstRange(of: "://") else { return false }
        let scheme = origin[..<schemeEnd.lowerBound], rest = origin[schemeEnd.upperBound...]
        return ["http", "https"].contains(scheme) && !rest.isEmpty && !rest.contains("/")
            && !rest.contains(where: { $0 == " " || $0 == "*" })
    }
}

/// The `limits` member of the settings, one whole number per limit.
enum LimitsSettings {
    /// Reads every limit, keeping the default for those not given.
    static func read(_ reader: inout ObjectReader) -> Limits {
        var limits = Limits()
        limits.connections = reader.integer("connections", in: 1...100_000) ?? limits.connections
        limits.connectionsPerAddress = reader.integer("connectionsPerAddress", in: 0...100_000) ?? limits.connectionsPerAddress
        limits.requestHeadTimeoutMilliseconds = reader.integer("requestHeadTimeoutMilliseconds", in: 1...3_600_000)
            ?? limits.requestHeadTimeoutMilliseconds
        limits.busyRequestHeadTimeoutMilliseconds = reader.integer("busyRequestHeadTimeoutMilliseconds", in: 1...3_600_000)
            ?? limits.busyRequestHeadTimeoutMilliseconds
        limits.connectionTimeoutSeconds = reader.integer("connectionTimeoutSeconds", in: 1...3600) ?? limits.connectionTimeoutSeconds
        limits.connectionMemoryBytes = reader.integer("connectionMemoryBytes", in: 8192...16_777_216) ?? limits.connectionMemoryBytes
        limits.bodyBytes = reader.integer("bodyBytes", in: 0...1_073_741_824) ?? limits.bodyBytes
        limits.targetBytes = reader.integer("targetBytes", in: 256...65_536) ?? limits.targetBytes
        limits.headerBytes = reader.integer("headerBytes", in: 1024...1_048_576) ?? limits.headerBytes
        limits.listenBacklog = reader.integer("listenBacklog", in: 1...65_535) ?? limits.listenBacklog
        limits.queryParameters = reader.integer("queryParameters", in: 1...1024) ?? limits.queryParameters
        limits.shutdownGraceMilliseconds = reader.integer("shutdownGraceMilliseconds",
                                                          in: 0...Limits.longestShutdownGraceMilliseconds)
            ?? limits.shutdownGraceMilliseconds
        limits.renderThreads = reader.integer("renderThreads", in: 1...256) ?? limits.renderThreads
        limits.queuedRenders = reader.integer("queuedRenders", in: 0...100_000) ?? limits.queuedRenders
        limits.answerCacheBytes = reader.integer("answerCacheBytes", in: 0...4_294_967_295) ?? limits.answerCacheBytes
        return limits
    }

    /// The smallest value each token limit may be set to (a design system needs at least this much).
    static let tokenLimitMinimums: [String: Int] = [
        "tokenFileBytes": 64, "configBytes": 64, "tokens": 1, "permutations": 1, "mergedTokens": 1, "nestingDepth": 4, "compositeParts": 1,
        "compositePartsTotal": 1, "nameBytes": 16, "stringBytes": 64,
    ]

    /// Reads the token limits, keeping the default for those not given.
    static func readTokenLimits(_ reader: inout ObjectReader) -> TokenLimits {
        var limits = TokenLimits()
        for setting in TokenLimits.Setting.all {
            let most = setting == .nestingDepth ? JSONParser.maximumDepth : 1 << 40
            if let value = reader.integer(setting.name, in: tokenLimitMinimums[setting.name, default: 1]...most) {
                limits[setting] = value
            }
        }
        return limits
    }
}
