/// A media type (MIME type) with parameters, e.g. `text/html; charset=utf-8`.
public struct MediaType: Hashable, Sendable, CustomStringConvertible {
    /// The full header value.
    public let value: String
    /// True for text, JSON, JavaScript, XML and SVG: worth compressing. Decided once, here.
    public let isCompressible: Bool

    /// Wraps a header value.
    public init(_ value: String) {
        self.value = value
        let essence = MediaType.essence(of: value)
        isCompressible = essence.hasPrefix("text/") || essence.hasSuffix("+json") || essence.hasSuffix("+xml")
            || MediaType.compressibleEssences.contains(essence)
    }

    /// The `type/subtype` part, lower-cased, without parameters.
    public var essence: String { MediaType.essence(of: value) }

    private static func essence(of value: String) -> String {
        value.prefix { $0 != ";" }.trimmingCharacters(in: " \t").lowercased()
    }

    /// The header value.
    public var description: String { value }

    /// `text/html; charset=utf-8`.
    public static let html = MediaType("text/html; charset=utf-8")
    /// `text/plain; charset=utf-8`.
    public static let plainText = MediaType("text/plain; charset=utf-8")
    /// `text/css; charset=utf-8`.
    public static let css = MediaType("text/css; charset=utf-8")
    /// `text/javascript; charset=utf-8`.
    public static let javascript = MediaType("text/javascript; charset=utf-8")
    /// `text/markdown; charset=utf-8`.
    public static let markdown = MediaType("text/markdown; charset=utf-8")
    /// `application/json`.
    public static let json = MediaType("application/json")
    /// `application/octet-stream`: bytes of unknown kind.
    public static let octetStream = MediaType("application/octet-stream")
    /// `text/event-stream`: server-sent events.
    public static let eventStream = MediaType("text/event-stream")

    /// The media type for a file name's extension; `application/octet-stream` when unknown.
    public static func forFileExtension(_ fileExtension: String) -> MediaType {
        byExtension[fileExtension.lowercased()] ?? .octetStream
    }

    private static let compressibleEssences: Set<String> = [
        "application/json", "application/javascript", "application/xml", "image/svg+xml",
        "application/wasm", "image/x-icon", "application/manifest+json",
    ]

    private static let byExtension: [String: MediaType] = [
        "html": .html, "htm": .html, "css": .css, "js": .javascript, "mjs": .javascript,
        "json": .json, "map": .json, "txt": .plainText, "md": .markdown,
        "xml": MediaType("application/xml"), "svg": MediaType("image/svg+xml"),
        "png": MediaType("image/png"), "jpg": MediaType("image/jpeg"), "jpeg": MediaType("image/jpeg"),
        "gif": MediaType("image/gif"), "webp": MediaType("image/webp"), "avif": MediaType("image/avif"),
        "ico": MediaType("image/x-icon"), "woff": MediaType("font/woff"), "woff2": MediaType("font/woff2"),
        "ttf": MediaType("font/ttf"), "otf": MediaType("font/otf"), "pdf": MediaType("application/pdf"),
        "webmanifest": MediaType("application/manifest+json"), "wasm": MediaType("application/wasm"),
    ]
}
