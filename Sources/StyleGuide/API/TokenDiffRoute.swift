import DesignSystem
import MicroHTTP

/// `GET /api/tokens/diff?from=RELEASE&to=current&<modifier>=&page=`: what changed between two
/// versions of the tokens (releases of `swatchbook.json`, or `current`), per context, with the
/// suggested semver bump, a page of ``ReleaseLibrary/pageSize`` rows at a time (see
/// ``DiffPages/json(page:from:to:)``).
///
/// `from` defaults to the newest release, `to` to `current`; a modifier parameter (`theme=dark`)
/// keeps the contexts that agree with it; `page` (from 1) picks the page, and one past the last
/// is a 400, as on the guide's lists. The literal segment `diff` wins over `/api/tokens/{id}`
/// (the router tries literals first), so a top-level token or group named `diff` has no detail
/// URL of its own; tokens below such a group (`diff.x`) keep theirs.
struct TokenDiffRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        try Self.answer(to: request.query, of: store.current)
    }

    /// The answer to the query `items` (the MCP tool `diff_releases` asks the same).
    static func answer(to items: QueryItems, of snapshot: Snapshot) throws(HTTPError) -> Response {
        let library = snapshot.releases
        var key = try Self.key(for: items, library: library, modifiers: snapshot.tokens.modifiers)
        let pages = try library.pages(key)
        key.page = try PageSlice.read(items, total: pages.rows, size: pages.size).number
        return try library.response(for: key)
    }

    /// The diff a query names; a 400 for an unknown or repeated parameter or context, a 404 for
    /// an unknown version.
    static func key(for items: QueryItems, library: ReleaseLibrary, modifiers: [ResolverModifier]) throws(HTTPError) -> ReleaseLibrary.DiffKey {
        let names = modifiers.map(\.name)
        var only: [String: String] = [:]
        for name in items.names {
            if items.values(for: name).count > 1 { throw HTTPError(.badRequest, "query parameter '\(name)' is given more than once") }
            if name == "from" || name == "to" || name == PageSlice.parameter { continue }
            guard let modifier = modifiers.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw HTTPError(.badRequest, "unknown query parameter '\(name)'; allowed: "
                    + (["from", "to"] + names + [PageSlice.parameter]).joined(separator: ", "))
            }
            let value = items[name] ?? ""
            guard let context = modifier.contextNames.first(where: { $0 == value })
                    ?? modifier.contextNames.first(where: { $0.lowercased() == value.lowercased() }) else {
                throw HTTPError(.badRequest, "'\(value)' is not a context of '\(modifier.name)'; contexts: "
                    + modifier.contextNames.joined(separator: ", "))
            }
            only[modifier.name] = context
        }
        let from: String
        if let named = items["from"] {
            from = try library.side(named)
        } else if let newest = library.newest {
            from = newest.version.text
        } else {
            throw HTTPError(.notFound, "this Config lists no releases to compare with: add \"releases\" to swatchbook.json, "
                + "each a version and the folder or file of its tokens, such as {\"version\": \"1.0.0\", \"tokens\": \"releases/1.0.0\"}")
        }
        let to = try library.side(items["to"] ?? SemanticVersion.current)
        return ReleaseLibrary.DiffKey(from: from, to: to, only: only)
    }
}
