/// A part of the site a machine token may be allowed to read (`swatchbook token create --scope`).
///
/// The access gate decides which scope a request belongs to; people signed in have them all.
public struct AccessScope: RawRepresentable, Hashable, Sendable, Comparable {
    /// The name `--scope` and the tokens file use.
    public let rawValue: String
    /// Makes a scope from its name; nil unless it is one of ``all``.
    public init?(rawValue: String) {
        guard AccessScope.names.contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
    private init(known: String) { rawValue = known }

    /// The JSON API: `/api/…`, and the Storybook ref's `/index.json` and `/metadata.json`.
    public static let api = AccessScope(known: "api")
    /// The guide: pages, previews, assets, search, `/llms.txt`, markdown twins, the Storybook frame.
    public static let guide = AccessScope(known: "guide")
    /// The MCP server at `/mcp`.
    public static let mcp = AccessScope(known: "mcp")
    /// `/metrics`.
    public static let metrics = AccessScope(known: "metrics")

    private static let names: Set<String> = ["api", "guide", "mcp", "metrics"]
    /// Every scope there is.
    public static let all: Set<AccessScope> = [.api, .guide, .mcp, .metrics]

    /// Orders scopes by name, so lists of them read the same every time.
    public static func < (lhs: AccessScope, rhs: AccessScope) -> Bool { lhs.rawValue < rhs.rawValue }
}
