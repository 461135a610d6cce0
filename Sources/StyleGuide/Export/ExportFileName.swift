import DesignSystem
import MicroHTTP

/// Names of files and folders in an export, and links to them: text that is safe as a file
/// name on any host, and links that a static server decodes back to it.
enum ExportFileName {
    /// `text` as one path segment: `%`, `/`, `\`, `?`, `#`, `&`, `=`, quotes, spaces and control
    /// characters, bytes beyond ASCII and a leading dot percent-encoded (so `a/b` cannot climb folders).
    static func segment(_ text: String) -> String {
        guard !text.isEmpty else { return "_" }
        return PercentEncoding.encode(text) { offset, byte in
            byte >= 0x80 || unsafeInSegment[Int(byte)] || (offset == 0 && byte == UInt8(ascii: "."))
        }
    }

    /// The ASCII bytes ``segment(_:)`` percent-encodes: control characters, space, DEL and `%/\?#&="'<>|*:`.
    private static let unsafeInSegment: [Bool] = (0..<128).map { (code: Int) -> Bool in
        let byte = UInt8(code)
        return byte < 0x21 || byte == 0x7F || "%/\\?#&=\"'<>|*:".utf8.contains(byte)
    }

    /// Query items as one segment: `name=value` pairs joined by `&`, each part a ``segment(_:)``.
    static func query(_ items: [QueryItems.Item]) -> String {
        items.map { segment($0.name) + "=" + segment($0.value) }.joined(separator: "&")
    }

    /// A file name's stem and extension (`swatchbook.css` → `swatchbook`, `css`); no extension
    /// for a name without a dot after its first character.
    static func split(_ name: String) -> (stem: String, fileExtension: String?) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else { return (name, nil) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// The extension of an answer of `mediaType` (`json`, `css`, `d.ts` for the `dts` format).
    static func fileExtension(for mediaType: MediaType?, format: String?) -> String {
        if format == "dts" { return "d.ts" }
        let essence = mediaType?.essence ?? ""
        if essence == "application/json" || essence.hasSuffix("+json") { return "json" }
        return extensions[essence] ?? "txt"
    }

    private static let extensions = [
        "text/html": "html", "text/css": "css", "text/javascript": "js", "application/javascript": "js",
        "text/x-scss": "scss", "text/x-typescript": "ts", "text/x-swift": "swift", "text/x-kotlin": "kt",
        "application/xml": "xml", "text/xml": "xml", "image/svg+xml": "svg", "text/plain": "txt",
        "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp",
        "font/woff2": "woff2", "font/woff": "woff",
    ]

    /// A relative file path as URL path text: every byte but unreserved characters and the
    /// sub-delimiters a path may hold (`/ = & , ; : @ ! $ ' ( ) * +`) percent-encoded, `%` too.
    static func linkText(_ path: String) -> String {
        PercentEncoding.encode(path) { _, byte in byte >= 0x80 || !keptInLink[Int(byte)] }
    }

    /// The ASCII bytes ``linkText(_:)`` keeps: letters, digits and `-._~/=&,;:@!$'()*`.
    private static let keptInLink: [Bool] = (0..<128).map { (code: Int) -> Bool in
        let byte = UInt8(code)
        let alphanumeric: Bool = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        return alphanumeric || "-._~/=&,;:@!$'()*".utf8.contains(byte)
    }
}
