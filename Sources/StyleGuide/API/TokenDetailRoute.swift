import DesignSystem
import MicroHTTP

/// `GET /api/tokens/{id}`: one token (or group) with its value, alias chain, deprecation and
/// everything that refers to it, for the permutation the modifier parameters choose.
struct TokenDetailRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        return try Self.detail(id: request.parameters["id"] ?? "", in: snapshot.tokenAPI.permutation(for: request.query), of: snapshot)
    }

    /// The answer for the token or group `id` in `permutation`: its detail, or the 400 or 404 the
    /// route gives (the MCP tool `get_token` gives the same).
    static func detail(id: String, in permutation: Permutation, of snapshot: Snapshot) throws(HTTPError) -> Response {
        let system = snapshot.tokenAPI.system
        guard let path = TokenPath(dotted: id) ?? TokenPath(dotted: id.replacing("/", with: ".")),
              let set = system.permutations[permutation] else {
            throw HTTPError(.badRequest, "a token id is a dot path such as 'color.brand.500'")
        }
        if let response = try snapshot.tokenAPI.detail(of: path, in: permutation) { return response }
        if let missing = Self.missingHere(path, permutation: permutation, system: system) { throw HTTPError(.notFound, missing) }
        let siblings = snapshot.tokenAPI.siblings.value(for: permutation) { TokenSiblings(set) }.names(in: path.parent)
        let hint = Suggestion.closest(to: path.name, among: siblings).map { " (did you mean '\(path.parent.map { "\($0)." } ?? "")\($0)'?)" } ?? ""
        throw HTTPError(.notFound, "there is no token or group '\(path)'\(hint)")
    }

    /// "there is no token 'x' in theme=dark; it is defined in theme=light" when other contexts of
    /// the modifiers chosen define the token (a lookup per context, see ``ContextCoverage``).
    static func missingHere(_ path: TokenPath, permutation: Permutation, system: TokenSystem) -> String? {
        let coverage = system.coverage(of: path, around: permutation)
        guard !coverage.isEmpty else { return nil }
        let here = coverage.map { "\($0.modifier)=\(permutation.contexts[$0.modifier] ?? "")" }.joined(separator: ", ")
        return "there is no token '\(path)' in \(here); it is defined in " + coverage.map(\.definingText).joined(separator: "; and in ")
    }
}
