import DesignSystem
import MicroHTTP
import Synchronization

/// The responses of `/api/tokens` for one loaded Config.
///
/// Every permutation in every format, resolved and not, is rendered with its ETag the first time
/// it is asked for, then kept until the next load (a Config of 100,000 tokens would otherwise
/// render 14 answers per permutation before listening), up to ``preparedByteCapacity`` bytes
/// in all: past that (every format of thousands of permutations, asked for one by one, as an
/// export or a crawler does), answers are kept in a bounded cache instead, so that asking for
/// them all cannot fill memory. gzip is computed the first time a client asks for it. Filtered queries (`?type=`, `?group=`) and the details of single tokens
/// and groups are rendered on first request and kept (up to a bound each).
final class TokenAPI: Sendable {
    let system: TokenSystem
    private let title: String
    /// Shows the token files' paths relative to the Config folder.
    private let paths: PublicPaths
    private let reader: TokenQueryReader
    private let defaultInputs: [String: String]
    /// The light/dark pair, for `*` answers that follow the reader's system.
    private let colorScheme: ColorSchemePair?
    /// Every permutation × format × resolve, in the reader's order, rendered on first request.
    private let prepared: [OnceSlot<Result<Response, HTTPError>?>]
    /// Body bytes of the answers kept in `prepared`.
    private let preparedBytes = Atomic<Int>(0)
    /// The most body bytes `prepared` keeps.
    private let preparedByteCapacity: Int
    /// The names of each group's tokens, per permutation, made on its first unknown id (see ``TokenSiblings``).
    let siblings = OnceCache<Permutation, TokenSiblings>(capacity: TokenSiblings.permutationsKept)
    /// The unfiltered answers asked for once `prepared` is full, by their slot's position.
    private let overflow = ResponseCache<Int>(capacity: filteredCapacity, byteCapacity: cacheBytes)
    private let positions: [Permutation: Int]
    private let filtered = ResponseCache<TokenQuery>(capacity: filteredCapacity, byteCapacity: cacheBytes)
    private let details = ResponseCache<DetailKey>(capacity: detailCapacity, byteCapacity: cacheBytes)
    private let contexts = ResponseCache<ContextsKey>(capacity: filteredCapacity, byteCapacity: cacheBytes)

    /// How many filtered responses are kept.
    static let filteredCapacity = 512
    /// How many token and group details are kept.
    static let detailCapacity = 4096
    /// How many body bytes the filtered answers, and the details, may hold (each).
    static let cacheBytes = 16 * 1_048_576
    /// How many body bytes of unfiltered answers are kept until the next load: every answer of
    /// the bundled Config (44 answers, 1.4 MB) and of one 40 times larger stays, while the 13,750
    /// resolved answers of 68 tokens in 1,250 permutations (every format) would hold 128 MB.
    static let defaultPreparedByteCapacity = 64 * 1_048_576

    private struct DetailKey: Hashable {
        let path: TokenPath
        let permutation: Permutation
    }

    init(system: TokenSystem, title: String, defaultInputs: [String: String], colorScheme: ColorSchemePair? = nil,
         paths: PublicPaths, preparedByteCapacity: Int = defaultPreparedByteCapacity) {
        self.system = system
        self.preparedByteCapacity = preparedByteCapacity
        self.paths = paths
        self.colorScheme = colorScheme
        self.title = title
        self.defaultInputs = defaultInputs
        reader = TokenQueryReader(modifiers: system.modifiers, defaultInputs: defaultInputs)
        var positions: [Permutation: Int] = [:]
        for (position, permutation) in reader.permutations.enumerated() { positions[permutation] = position }
        self.positions = positions
        prepared = (0..<reader.permutations.count * TokenExportFormat.all.count * 2).map { _ in OnceSlot() }
    }

    /// The response to the query `items` of `/api/tokens`; a 400 naming what is allowed when it is wrong.
    func response(to items: QueryItems) throws(HTTPError) -> Response {
        if let choice = reader.choice(for: items) {
            if let modifier = choice.allContextsOf { return try allContexts(choice, of: modifier) }
            if let response = try prepared(choice) { return try response.get() }
        }
        return try response(for: TokenQuery.parse(items, system: system, defaultInputs: defaultInputs))
    }

    /// The permutation the modifier parameters of `items` choose (for the detail endpoint, the
    /// previews and the style lookups); `others` are the route's own parameters, read elsewhere.
    func permutation(for items: QueryItems, others: [String] = []) throws(HTTPError) -> Permutation {
        try reader.permutations[permutationIndex(for: items, others: others)]
    }

    /// The permutation's position in ``permutations``.
    func permutationIndex(for items: QueryItems, others: [String] = []) throws(HTTPError) -> Int {
        if let choice = reader.choice(for: items, allowFormat: false, others: Set(others)) { return choice.permutation }
        let permutation = try TokenQuery.parse(items, system: system, defaultInputs: defaultInputs, allowFormat: false,
                                               others: others).permutation
        guard let index = positions[permutation] else { throw HTTPError(.notFound, "the permutation \(permutation) is not loaded") }
        return index
    }

    /// Every permutation, in the order of ``permutationIndex(for:others:)``.
    var permutations: [Permutation] { reader.permutations }

    /// The unfiltered answer `choice` names, rendered now if it is the first time; nil when its
    /// permutation is not loaded.
    private func prepared(_ choice: TokenQueryReader.Choice) throws(HTTPError) -> Result<Response, HTTPError>? {
        let format = TokenExportFormat.all.firstIndex(of: choice.format)!
        let position = (choice.permutation * TokenExportFormat.all.count + format) * 2 + (choice.resolve ? 0 : 1)
        let slot = prepared[position]
        if let made = slot.madeValue { return made }
        guard preparedBytes.load(ordering: .relaxed) < preparedByteCapacity else {
            if let kept = overflow[position] { return .success(kept) }
            try SlowWork.start()
            let answer = render(choice)
            if case .success(let response)? = answer { overflow.keep(response, for: position) }
            return answer
        }
        return try slot.slowValue({
            let answer = render(choice)
            if case .success(let response)? = answer { preparedBytes.add(response.body.count, ordering: .relaxed) }
            return answer
        })
    }

    /// The unfiltered answer `choice` names, rendered; nil when its permutation is not loaded.
    private func render(_ choice: TokenQueryReader.Choice) -> Result<Response, HTTPError>? {
        let permutation = reader.permutations[choice.permutation]
        guard let set = system.permutations[permutation] else { return nil }
        let query = TokenQuery(permutation: permutation, format: choice.format, type: nil, group: nil, resolve: choice.resolve)
        return Result { () throws(HTTPError) in try Self.render(set.tokens, of: set, query: query, title: title) }
    }

    /// How many of the unfiltered answers have been rendered so far (for tests).
    var preparedCount: Int { prepared.count { $0.madeValue != nil } }

    /// The unfiltered answer of every context that a fast-path `choice` names, kept by positions
    /// (cheap to hash) once rendered.
    private func allContexts(_ choice: TokenQueryReader.Choice, of modifier: Int) throws(HTTPError) -> Response {
        let key = ContextsKey(modifier: modifier, permutation: choice.permutation,
                              format: TokenExportFormat.all.firstIndex(of: choice.format)!, resolve: choice.resolve)
        if let response = contexts[key] { return response }
        try SlowWork.start()
        let query = TokenQuery(permutation: reader.permutations[choice.permutation], format: choice.format, type: nil, group: nil,
                               resolve: choice.resolve, allContextsOf: reader.modifierNames[modifier])
        let response = try self.response(for: query)
        contexts.keep(response, for: key)
        return response
    }

    /// What identifies a fast-path answer of every context.
    private struct ContextsKey: Hashable {
        let modifier: Int
        let permutation: Int
        let format: Int
        let resolve: Bool
    }

    /// The answer holding every context of `query.allContextsOf`.
    private func allContexts(_ query: TokenQuery, of modifier: String) throws(HTTPError) -> Response {
        let scheme = colorScheme.flatMap { $0.modifier == modifier ? ContextVariants.ColorScheme(light: $0.light, dark: $0.dark) : nil }
        guard let variants = ContextVariants.of(modifier, in: system, around: query.permutation, colorScheme: scheme) else {
            throw HTTPError(.notFound, "the contexts of '\(modifier)' around \(query.permutation) are not all loaded")
        }
        if let group = query.group, variants.base.set.group(at: group) == nil { throw Self.noGroup(group, in: variants.base.set) }
        let filter = query.filter
        let chosen = query.type == nil && query.group == nil ? variants : variants.filtered(by: filter)
        var options = Self.options(for: query, title: title)
        options.header = variants.header(title: title)
        do {
            let text = try TokenExport.render(chosen, as: query.format, options: options)
            return Self.response(text, query: query)
        } catch {
            throw Self.httpError(error)
        }
    }

    /// The response for a validated query.
    func response(for query: TokenQuery) throws(HTTPError) -> Response {
        if query.isUnfiltered, let position = positions[query.permutation],
           let response = try prepared(.init(permutation: position, format: query.format, resolve: query.resolve)) {
            return try response.get()
        }
        if let response = filtered[query] { return response }
        try SlowWork.start()
        if let modifier = query.allContextsOf {
            let response = try allContexts(query, of: modifier)
            filtered.keep(response, for: query)
            return response
        }
        guard let set = system.permutations[query.permutation] else {
            throw HTTPError(.notFound, "the permutation \(query.permutation) is not loaded")
        }
        if let group = query.group, set.group(at: group) == nil { throw Self.noGroup(group, in: set) }
        let filter = query.filter
        let response = try Self.render(set.tokens.filter(filter), of: set, query: query, title: title)
        filtered.keep(response, for: query)
        return response
    }

    /// The detail of the token or group at `path` in `permutation`; nil when there is none.
    func detail(of path: TokenPath, in permutation: Permutation) throws(HTTPError) -> Response? {
        let key = DetailKey(path: path, permutation: permutation)
        if let response = details[key] { return response }
        try SlowWork.start()
        guard let set = system.permutations[permutation] else { return nil }
        let json: JSON
        if let token = set[path] {
            json = TokenDetail.json(token, in: set, system: system, permutation: permutation, paths: paths)
        } else if let group = set.group(at: path) {
            json = TokenDetail.json(group, in: set, paths: paths)
        } else {
            return nil
        }
        let response = Response.json(json).taggedWithETag()
        details.keep(response, for: key)
        return response
    }

    private static func render(_ tokens: [ResolvedToken], of set: TokenSet, query: TokenQuery,
                               title: String) throws(HTTPError) -> Response {
        do {
            let text = try TokenExport.render(tokens, from: set, as: query.format, options: options(for: query, title: title))
            return response(text, query: query)
        } catch {
            throw httpError(error)
        }
    }

    private static func options(for query: TokenQuery, title: String) -> TokenExportOptions {
        var options = TokenExportOptions()
        options.resolveAliases = query.resolve
        options.header = "\(title) — \(query.permutation)"
        options.permutation = query.permutation
        if let name = query.typeName { options.typeName = name }
        return options
    }

    private static func response(_ text: String, query: TokenQuery) -> Response {
        let every = query.allContextsOf != nil
        let (mediaType, fileName) = every ? (query.format.contextsMediaType, query.format.contextsFileName)
                                          : (query.format.mediaType, query.format.fileName)
        return Response(contentType: MediaType(mediaType), body: Payload(text),
                        headers: ["Content-Disposition": "inline; filename=\"\(fileName)\""]).taggedWithETag()
    }

    /// A 409 for names two tokens would share (the Config must change, not the request); a 400
    /// for contexts the format cannot hold.
    private static func httpError(_ error: TokenExportError) -> HTTPError {
        HTTPError(error.code == .nameCollision ? .conflict : .badRequest, error.description)
    }

    private static func noGroup(_ group: TokenPath, in set: TokenSet) -> HTTPError {
        let top = set.groups.filter { $0.path.segments.count == 1 }.map(\.path.description)
        return HTTPError(.badRequest, "there is no group '\(group)'; top-level groups: \(top.joined(separator: ", "))")
    }
}
