import DesignSystem
import MicroHTTP

/// Names of files and folders in an export, and links to them: text that is safe as a file
/// name on any host, and links that a static server decodes back to it.
enum ExportFileName {
    /// `text` as one path segment: `%`, `/`, `\`, `?`, `#`, `&`, `=`, quotes, spaces and control
    /// characters, bytes beyond ASCII and a leading dot percent-encoded (so `a/b` cannot climb folders).
    static func segment(_ text: String) -> String {
        var result = ""
        for (index, byte) in text.utf8.enumerated() {
            let unsafe = byte < 0x21 || byte == 0x7F || "%/\\?#&=\"'<>|*:".utf8.contains(byte) || (index == 0 && byte == UInt8(ascii: "."))
            if unsafe || byte >= 0x80 {
                result += hex(byte)
            } else {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return result.isEmpty ? "_" : result
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
        var result = ""
        for byte in path.utf8 {
            let kept = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~/=&,;:@!$'()*".utf8.contains(byte)
            if kept { result.unicodeScalars.append(Unicode.Scalar(byte)) } else { result += hex(byte) }
        }
        return result
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
