import DesignSystem
import MicroHTTP

/// `GET /api/tokens`: the tokens of one permutation in one format, optionally filtered.
struct TokensRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        return try snapshot.tokenAPI.response(to: request.query)
    }
}

/// `GET /api/modifiers`: the resolver's modifiers, their contexts and defaults.
struct ModifiersRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        guard request.query.isEmpty else {
            throw HTTPError(.badRequest, "/api/modifiers takes no query parameters")
        }
        return store.current.modifiersResponse
    }

    /// The body for a token system, rendered once per load.
    static func response(for system: TokenSystem, defaults: [String: String]) -> Response {
        Response.json(body(for: system, defaults: defaults)).taggedWithETag()
    }

    /// `/api/modifiers` as JSON: the resolver's name, each modifier with its contexts and default, every permutation.
    static func body(for system: TokenSystem, defaults: [String: String]) -> JSON {
        let modifiers: [JSON] = system.modifiers.map { modifier in
            var members: [(String, JSON)] = [("name", .string(modifier.name))]
            if let description = modifier.description { members.append(("description", .string(description))) }
            members.append(("contexts", .array(modifier.contextNames.map(JSON.string))))
            let fallback = defaults[modifier.name] ?? modifier.defaultContext
            members.append(("default", fallback.map(JSON.string) ?? .null))
            return .object(JSONObject(members))
        }
        let permutations: [JSON] = ResolverInputs.allPermutations(of: system.modifiers).map(\.json)
        return [
            "name": system.document.name.map(JSON.string) ?? .null,
            "modifiers": .array(modifiers),
            "permutations": .array(permutations),
        ]
    }
}

extension Permutation {
    /// `{"theme": "dark"}`, keys sorted.
    var json: JSON {
        .object(JSONObject(contexts.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }))
    }
}
