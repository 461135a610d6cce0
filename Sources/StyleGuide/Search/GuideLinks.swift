import DesignSystem

/// The guide's URLs, written in one place.
enum GuideLinks {
    /// `/tokens/<group>`, or `/tokens` for the root.
    static func tokens(_ group: TokenPath) -> String {
        group.segments.isEmpty ? "/tokens" : "/tokens/" + PercentEncoding.encode(group.description)
    }

    /// A token's row on its top-level group's page: `/tokens/color#color.brand.500`.
    static func token(_ path: TokenPath) -> String {
        tokens(TokenPath(Array(path.segments.prefix(1)))) + "#" + anchor(path)
    }

    /// The `id` of a token's row: its dotted path.
    static func anchor(_ path: TokenPath) -> String { path.description }

    /// `/components/<name>`.
    static func component(_ name: ComponentName) -> String { "/components/" + PercentEncoding.encode(name.rawValue) }

    /// `/docs/<path>`, each segment encoded.
    static func doc(_ path: String) -> String {
        "/docs/" + path.split(separator: "/").map { PercentEncoding.encode(String($0)) }.joined(separator: "/")
    }

    /// The page on writing template components, which the guide serves for every Config.
    static let templateContract = "/docs/swatchbook/template-components"

    /// `/search?q=<query>`.
    static func search(_ query: String) -> String { "/search?q=" + PercentEncoding.encode(query) }
}
