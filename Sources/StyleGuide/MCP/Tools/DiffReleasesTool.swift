import DesignSystem
import MicroHTTP

/// `diff_releases`: what changed in the tokens between two releases of `swatchbook.json` (or a
/// release and the current tokens), as `GET /api/tokens/diff` answers: the same reader, pages and
/// cached answer. Offered only by a Config that lists releases.
enum DiffReleasesTool {
    /// The tool for `snapshot`, or nil when its Config lists no releases.
    static func tool(for snapshot: Snapshot) -> MCPTool? {
        guard let newest = snapshot.settings.releases.first else { return nil }
        let versions = snapshot.settings.releases.map(\.version.text)
        return MCPTool(name: "diff_releases", title: "Compare token releases",
                       description: "What changed in the design tokens between two versions, per context: tokens added, removed, "
                        + "changed in value or type, deprecated, with the suggested semver bump. Versions are the Config's releases ("
                        + versions.prefix(12).joined(separator: ", ") + (versions.count > 12 ? ", …" : "") + ") or 'current'. "
                        + "Pass a modifier to keep only the contexts that agree with it. Long diffs come in pages of \(ReleaseLibrary.pageSize) rows.",
                       arguments: [
                        .string("from", "The older version; the newest release (\(newest.version.text)) when not given."),
                        .string("to", "The newer version; 'current' (the tokens being served) when not given."),
                        .integer("page", in: 1...Int(Int32.max), preset: 1, "The page of rows, from 1."),
                       ], modifiers: .pinning, snapshot: snapshot) { arguments, snapshot throws(HTTPError) in
            var items = Array(arguments.modifierItems)
            for name in ["from", "to"] {
                if let value = arguments.string(name) { items.append(.init(name: name, value: value)) }
            }
            items.append(.init(name: PageSlice.parameter, value: String(arguments.integer("page"))))
            return try TokenDiffRoute.answer(to: QueryItems(items), of: snapshot).decodedJSON
        }
    }
}
