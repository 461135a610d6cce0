import DesignSystem
import Foundation
import HTTPTestSupport
import Logging
import MicroHTTP
import RatingComponent
import StyleGuide

/// The compiled-component example, as a downstream package sees Swatchbook: public API only.
enum Example {
    /// The repository root, found from this file's location.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The example's Config folder.
    static var config: String { root + "/Examples/compiled-component/Config" }

    /// What rating-guide compiles in: every built-in component, and Rating.
    static let components = ComponentCatalog.builtIn + [CatalogEntry(Rating.self)]

    /// The Config at `config` loaded strictly with ``components``, its public folder found as rating-guide finds it.
    static func load(_ config: String = Example.config) -> Result<Snapshot, Diagnostics> {
        SnapshotLoader.load(configDirectory: config, publicFolder: .besides(config: config), strictness: .strict,
                            components: components)
    }

    /// Serves `store` over loopback on a free port, as rating-guide serves it, for the length of `body`.
    static func serve(_ store: SnapshotStore, _ body: (Server) throws -> Void) throws {
        let logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = try Application(store: store, publicDirectory: store.current.publicFolder.directory, logger: logger)
        try withServer(application.responder(), body)
    }

    /// Loads the example Config and serves it for the length of `body`.
    static func serve(_ body: (Server, SnapshotStore) throws -> Void) throws {
        let store = try SnapshotStore(load().get())
        try serve(store) { try body($0, store) }
    }

    /// A copy of the example Config in a temporary folder with `files` (paths relative to it)
    /// written in, removed after `body`.
    static func withCopy(adding files: [String: String], _ body: (String) throws -> Void) throws {
        let copy = NSTemporaryDirectory() + "compiled-component-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: config, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        for (path, text) in files {
            let file = copy + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        try body(copy)
    }
}

/// A `Displayable` of the test's own: the texts it is given.
struct Item: Displayable, Sendable {
    var primaryText: String?
    var secondaryText: String?
    var quaternaryText: String?
}

/// `item` rendered by Rating in a styling with no modifiers, as HTML.
func rendered(_ item: Item, style: StyleName = "primary") -> String {
    let styling = ComponentStyling(style: style, size: .medium, state: .normal, modifiers: [:])
    return HTMLRenderer.render(Rating.render(.item(item), styling: styling))
}

/// What `html` holds between the start tag of its first element whose class list begins with
/// `className` and the next tag: a part's text, as served.
func content(of className: String, in html: String) -> String? {
    for marker in ["class=\"\(className)\"", "class=\"\(className) "] {
        guard let start = html.range(of: marker), let close = html[start.upperBound...].firstIndex(of: ">") else { continue }
        return String(html[html.index(after: close)...].prefix { $0 != "<" })
    }
    return nil
}
