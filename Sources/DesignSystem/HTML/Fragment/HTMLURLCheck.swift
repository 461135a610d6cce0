/// Whether the value of a URL attribute is safe to put on a page.
///
/// The value (character references already decoded) is read with every ASCII control character
/// and every whitespace character removed, wherever they are, so `java&#x09;script:`,
/// ` JaVaScRiPt:` and `java script:` all read `javascript:`. A `:` before any `/`, `\`, `?` or `#`
/// makes what precedes it a scheme, which must be in the policy's list (`1javascript:` or
/// `\u{FFFD}javascript:` is no scheme of the list either). A URL with no scheme (a path, `#…`,
/// `?…`) is allowed, one starting with `//` (or a backslash variant) is not. Where the policy
/// allows it, a `data:` URL of a PNG, JPEG, GIF or WebP image is allowed too.
enum HTMLURLCheck {
    /// What is wrong with a URL.
    enum Problem: Equatable {
        /// The URL has this scheme (lower-cased, as read), which is not allowed.
        case scheme(String)
        /// The URL starts with `//`: it leaves the site with the page's scheme.
        case protocolRelative
    }

    /// The image types of a `data:` URL that ``problem(with:allowedSchemes:allowsDataImages:)`` may allow:
    /// raster formats, which cannot carry script as SVG can.
    static let dataImageTypes = ["png", "jpeg", "jpg", "gif", "webp"]

    /// What is wrong with `value` under `allowedSchemes`, or `nil` when it is safe; a `data:`
    /// image of ``dataImageTypes`` is safe when `allowsDataImages`.
    static func problem(with value: String, allowedSchemes: Set<String>, allowsDataImages: Bool = false) -> Problem? {
        let url = normalised(value)
        let start = url.unicodeScalars.prefix(2).map { $0 == "\\" ? "/" : $0 }
        if start == ["/", "/"] { return .protocolRelative }
        guard let scheme = scheme(of: url), !allowedSchemes.contains(scheme) else { return nil }
        if allowsDataImages, scheme == "data", isDataImage(url) { return nil }
        return .scheme(scheme)
    }

    /// `value` without any ASCII control character (U+0000–U+001F, U+007F) or whitespace.
    static func normalised(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace }))
    }

    /// What precedes the first `:` of a normalised URL, lower-cased, when no `/`, `\`, `?` or
    /// `#` comes before it; `nil` when the URL has none (it is then relative).
    static func scheme(of url: String) -> String? {
        guard let end = url.unicodeScalars.firstIndex(where: { ":/\\?#".unicodeScalars.contains($0) }),
              url.unicodeScalars[end] == ":" else { return nil }
        return String(String.UnicodeScalarView(url.unicodeScalars[..<end].map(\.asciiLowercased)))
    }

    /// Whether a normalised `data:` URL holds an image of ``dataImageTypes``.
    private static func isDataImage(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return dataImageTypes.contains { lowered.hasPrefix("data:image/\($0);") || lowered.hasPrefix("data:image/\($0),") }
    }
}
