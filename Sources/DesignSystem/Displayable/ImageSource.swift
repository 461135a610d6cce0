/// Where an item's image comes from: a file below `Public/` (served under `/assets/`) or an
/// `https:` address. Nothing else is accepted, so a sample can never smuggle a `javascript:` or
/// `data:` URL into a page.
public enum ImageSource: Sendable, Hashable {
    /// A file below `Public/`, as a relative path with `/` separators (`images/ada.jpg`).
    case asset(String)
    /// An absolute `https:` URL.
    case remote(String)

    /// The address to put in `src`: `/assets/<path>` (each segment percent-encoded) or the URL.
    public var url: String {
        switch self {
        case .asset(let path): "/assets/" + path.split(separator: "/").map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
        case .remote(let url): url
        }
    }

    /// Reads an image reference as a sample writes it; the error says what is wrong with it.
    ///
    /// `https://…` is a remote image (it needs a host and no whitespace or control characters);
    /// a string with any other scheme (`http:`, `javascript:`, `data:`, …) is refused; anything
    /// else is a path below `Public/`, optionally starting with `/assets/` or `/`, which must not
    /// be empty, start or end with whitespace, contain `..`, `.`, empty segments, backslashes, a `?` or `#`, control
    /// characters, or name a dotfile.
    public static func parse(_ text: String) -> Result<ImageSource, ImageSourceError> {
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return .failure(ImageSourceError("an image reference must not contain control characters"))
        }
        if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
            return .failure(ImageSourceError("'\(text)' starts or ends with whitespace"))
        }
        if let scheme = scheme(of: text) {
            guard scheme == "https" else {
                return .failure(ImageSourceError("'\(scheme):' images are not allowed; use an https: URL or a path below Public/",
                                                 refusedScheme: scheme))
            }
            let rest = text.drop { $0 != ":" }.dropFirst()
            guard rest.hasPrefix("//"), hasHost(rest.dropFirst(2)), !text.contains(where: \.isWhitespace) else {
                return .failure(ImageSourceError("'\(text)' is not a complete https: URL such as https://example.com/a.png"))
            }
            return .success(.remote(text))
        }
        var path = Substring(text)
        if path.hasPrefix("/assets/") { path = path.dropFirst("/assets/".count) } else if path.hasPrefix("/") { path = path.dropFirst() }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !segments.contains(where: \.isEmpty) else {
            return .failure(ImageSourceError("'\(text)' is not a file path below Public/ such as images/avatar.png"))
        }
        if path.contains("\\") || path.contains("?") || path.contains("#") {
            return .failure(ImageSourceError("'\(text)': a path below Public/ must not contain '\\', '?' or '#'"))
        }
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            return .failure(ImageSourceError("'\(text)': a path must stay below Public/ (no '.' or '..' segments)"))
        }
        if segments.contains(where: { $0.hasPrefix(".") }) {
            return .failure(ImageSourceError("'\(text)': hidden files (starting with '.') are not served"))
        }
        return .success(.asset(String(path)))
    }

    /// The scheme of a URL-looking string (`https` in `https://…`), lower-cased; nil for a path.
    private static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return candidate.lowercased()
    }

    /// Whether the part after `https://` starts with a non-empty host (after any `user@`, before any `:port`).
    private static func hasHost(_ afterSlashes: Substring) -> Bool {
        let authority = afterSlashes.prefix { !"/?#".contains($0) }
        let hostAndPort = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        return !hostAndPort.isEmpty && !hostAndPort.hasPrefix(":")
    }
}

/// Why an image reference was refused.
public struct ImageSourceError: Error, Sendable, Hashable {
    /// What is wrong, for a diagnostic.
    public let message: String
    /// The scheme when the reference was refused for it (`javascript`, `http`, …); nil for other problems.
    let refusedScheme: String?
    /// An error with its message.
    public init(_ message: String) { self.init(message, refusedScheme: nil) }
    /// An error refusing a URL scheme, or another problem when `refusedScheme` is nil.
    init(_ message: String, refusedScheme: String?) {
        self.message = message
        self.refusedScheme = refusedScheme
    }
}
