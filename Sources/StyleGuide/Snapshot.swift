import DesignSystem
import FoundationEssentials
import MicroHTTP

/// Everything a request needs, built once per loaded Config and never changed: handlers only read it.
public final class Snapshot: Sendable {
    /// The settings the Config gave.
    public let settings: Settings
    /// The Config folder it was loaded from.
    public let configDirectory: String
    /// When it was built.
    public let loadedAt: Date
    /// `loadedAt` in ISO 8601, for /healthz.
    let loadedAtText: String
    /// The home page, rendered with its ETag.
    let homePage: Response
    /// Who may read the API from a browser.
    let corsPolicy: CORSPolicy

    /// Builds a snapshot from loaded settings, rendering what can be rendered in advance.
    public init(settings: Settings, configDirectory: String, loadedAt: Date = Date()) {
        self.settings = settings
        self.configDirectory = configDirectory
        self.loadedAt = loadedAt
        loadedAtText = loadedAt.formatted(.iso8601)
        homePage = PageLayout.response(HomePage.page(for: settings))
        corsPolicy = CORSPolicy(allowedOrigins: settings.corsOrigins)
    }
}
