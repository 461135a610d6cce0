import DesignSystem
import MicroHTTP

/// `GET /api/tokens/{id}`: one token (or group) with its value, alias chain, deprecation and
/// everything that refers to it, for the permutation the modifier parameters choose.
struct TokenDetailRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        let system = snapshot.tokenAPI.system
        let permutation = try snapshot.tokenAPI.permutation(for: request.query)
        guard let id = request.parameters["id"], let path = TokenPath(dotted: id) ?? TokenPath(dotted: id.replacing("/", with: ".")),
              let set = system.permutations[permutation] else {
            throw HTTPError(.badRequest, "a token id is a dot path such as 'color.brand.500'")
        }
        if let response = try snapshot.tokenAPI.detail(of: path, in: permutation) { return response }
        let siblings = set.tokens.filter { $0.path.parent == path.parent }.map(\.path.name)
        let hint = Suggestion.closest(to: path.name, among: siblings).map { " (did you mean '\(path.parent.map { "\($0)." } ?? "")\($0)'?)" } ?? ""
        throw HTTPError(.notFound, "there is no token or group '\(path)'\(hint)")
    }
}
