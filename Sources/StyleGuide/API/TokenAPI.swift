import DesignSystem
import MicroHTTP
import Synchronization

/// The responses of `/api/tokens` for one loaded Config.
///
/// Every permutation in every format, resolved and not, is rendered when the Config loads,
/// with its ETag; gzip is computed the first time a client asks for it. Filtered queries
/// (`?type=`, `?group=`) are rendered on first request and kept (up to a bound).
final class TokenAPI: Sendable {
    let system: TokenSystem
    private let title: String
    private let prepared: [TokenQuery: Response]
    private let filtered = Mutex<[TokenQuery: Response]>([:])

    /// How many filtered responses are kept.
    static let filteredCapacity = 512

    init(system: TokenSystem, title: String) {
        self.system = system
        self.title = title
        var prepared: [TokenQuery: Response] = [:]
        for (permutation, set) in system.permutations {
            for format in TokenExportFormat.all {
                for resolve in [true, false] {
                    let query = TokenQuery(permutation: permutation, format: format, type: nil, group: nil, resolve: resolve)
                    prepared[query] = Self.render(set.tokens, of: set, query: query, title: title)
                }
            }
        }
        self.prepared = prepared
    }

    /// The response for a validated query.
    func response(for query: TokenQuery) throws(HTTPError) -> Response {
        if query.isUnfiltered, let response = prepared[query] { return response }
        if let response = filtered.withLock({ $0[query] }) { return response }
        guard let set = system.permutations[query.permutation] else {
            throw HTTPError(.notFound, "the permutation \(query.permutation) is not loaded")
        }
        if let group = query.group, set.group(at: group) == nil {
            let top = set.groups.filter { $0.path.segments.count == 1 }.map(\.path.description)
            throw HTTPError(.badRequest, "there is no group '\(group)'; top-level groups: \(top.joined(separator: ", "))")
        }
        let tokens = set.tokens.filter { token in
            (query.type.map { token.type == $0 } ?? true) && (query.group.map { $0.contains(token.path) } ?? true)
        }
        let response = Self.render(tokens, of: set, query: query, title: title)
        filtered.withLock { cache in
            if cache.count >= Self.filteredCapacity { cache.removeAll() }
            cache[query] = response
        }
        return response
    }

    private static func render(_ tokens: [ResolvedToken], of set: TokenSet, query: TokenQuery, title: String) -> Response {
        var options = TokenExportOptions()
        options.resolveAliases = query.resolve
        options.header = "\(title) — \(query.permutation)"
        let text = TokenExport.render(tokens, from: set, as: query.format, options: options)
        return Response(contentType: MediaType(query.format.mediaType), body: Payload(text),
                        headers: ["Cache-Control": "no-cache",
                                  "Content-Disposition": "inline; filename=\"\(query.format.fileName)\""]).taggedWithETag()
    }
}
