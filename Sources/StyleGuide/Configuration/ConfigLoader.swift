import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a Config folder from disk into values; all parsing is done by pure functions.
public struct ConfigLoader: Sendable {
    /// The Config folder, as the user named it.
    public let directory: String
    /// The components compiled into the program: the built-in ones, and any a package that
    /// depends on Swatchbook registers. The Config's template components join them.
    public let compiledComponents: [CatalogEntry]
    /// What may be read: files inside the folder only, unless the settings allow links leading out.
    public private(set) var boundary: ConfigBoundary
    /// How much a template component may hold and write: the settings' (the defaults until ``honouring(_:)``).
    public private(set) var templateLimits = TemplateLimits()

    /// A loader for the folder at `directory`, with `components` compiled in (the built-in ones by default).
    public init(directory: String, components: [CatalogEntry] = ComponentCatalog.builtIn) {
        self.directory = directory
        self.compiledComponents = components
        self.boundary = ConfigBoundary(directory: directory)
    }

    /// This loader, reading files outside the folder when `settings` allow it.
    public func honouring(_ settings: Settings) -> ConfigLoader {
        var loader = self
        loader.boundary = boundary.allowingOutside(settings.followLinksOutsideConfig)
        loader.templateLimits = settings.templateLimits
        return loader
    }

    /// The settings file's path as shown in messages.
    public var settingsFile: String { path("swatchbook.json") }

    /// `relative` inside the Config folder, as shown in messages.
    public func path(_ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Reads and validates `swatchbook.json`; every problem is returned, none is skipped.
    public func loadSettings() -> Result<Settings, Diagnostics> {
        switch read(settingsFile) {
        case .success(let bytes): return Settings.parse(bytes, file: settingsFile)
        case .failure(let diagnostic): return .failure(Diagnostics([Self.missingFolder(directory) ?? diagnostic]))
        }
    }

    /// The bytes of a file of this Config, or a diagnostic saying why they cannot be read
    /// (a file outside the folder is refused unless ``boundary`` allows it).
    func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        if let refusal = boundary.refusal(of: path) { return .failure(refusal) }
        return Self.read(path)
    }

    /// The bytes of a file, or a diagnostic saying why they cannot be read.
    static func read(_ path: String) -> Result<[UInt8], Diagnostic> {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Diagnostic(.unreadableFile, file: path, "the file does not exist"))
        }
        guard !isDirectory else {
            return .failure(Diagnostic(.unreadableFile, file: path, "this is a folder, a file was expected"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(.unreadableFile, file: path, "the file cannot be read (permissions?)"))
        }
        return .success([UInt8](data))
    }
}
