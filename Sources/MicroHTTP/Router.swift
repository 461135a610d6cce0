/// Dispatches requests by method and path pattern to responders.
///
/// Patterns have literal segments, `{name}` parameters and a final `{name...}` wildcard.
/// HEAD is answered by the GET route (the server sends no body), OPTIONS lists what a path
/// allows, a known path with the wrong method gets 405 with `Allow`, an unknown path 404, and a
/// method the server does not implement 501. The router is also where a request's
/// ``Request/rejection`` (malformed target, exceeded limit) is thrown.
public struct Router: Responder {
    private var nodes: [RouteNode] = [RouteNode()]
    /// `nodes`, frozen for matching after every ``add(_:_:_:)``.
    private var table = RouteTable([RouteNode()])
    /// Every routed pattern with its methods, in the order first added; a pattern's index never
    /// changes (the matched route's number in ``FinishedRequest``, and for documentation and its
    /// tests: a route the API's contract does not describe can be found).
    public private(set) var patterns: [(pattern: String, methods: [HTTPMethod])] = []

    /// Creates an empty router.
    public init() {}

    /// Routes `method` requests matching `pattern` to `responder`.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ responder: some Responder) {
        defer { table = RouteTable(nodes) }
        let patternIndex = patterns.firstIndex(where: { $0.pattern == pattern }) ?? patterns.count
        if patternIndex == patterns.count {
            patterns.append((pattern, [method]))
        } else if !patterns[patternIndex].methods.contains(method) {
            patterns[patternIndex].methods.append(method)
        }
        var node = 0
        for segment in RoutePattern(pattern).segments {
            switch segment {
            case .literal(let text):
                node = child(of: node, literal: text)
            case .parameter(let name):
                node = parameterChild(of: node, name: name, pattern: pattern)
            case .wildcard(let name):
                let existing = nodes[node].wildcard
                precondition(existing == nil || existing?.name == name, "conflicting wildcard in '\(pattern)'")
                var handlers = existing?.handlers ?? MethodTable()
                handlers.set(method, responder, pattern: patternIndex)
                nodes[node].wildcard = (name, handlers)
                return
            }
        }
        nodes[node].handlers.set(method, responder, pattern: patternIndex)
    }

    /// Routes GET (and so HEAD) requests matching `pattern` to `responder`.
    public mutating func get(_ pattern: String, _ responder: some Responder) {
        add(.get, pattern, responder)
    }

    /// Routes GET (and so HEAD) requests matching `pattern` to a closure.
    public mutating func get(_ pattern: String, _ handler: @escaping @Sendable (Request) throws -> Response) {
        add(.get, pattern, ClosureResponder(handler))
    }

    /// Finds the route for the request and answers with it.
    public func respond(to request: Request) throws -> Response {
        try request.validate()
        var implemented: Bool { HTTPMethod.implemented.contains(request.method) }
        let path = request.path
        if path.utf8.count == 1 && path.utf8.first == UInt8(ascii: "*") {
            return Self.allowResponse(["GET", "HEAD", "OPTIONS"])
        }
        if path.containsUTF8(UInt8(ascii: "%")) && PercentDecoding.decode(path) == nil {
            throw HTTPError(.badRequest, "the path has a malformed percent-encoding")
        }
        var parameters = RouteParameters()
        guard let found = path.withUTF8Bytes({ table.match($0, into: &parameters) }) else {
            throw implemented
                ? HTTPError(.notFound, "nothing is served at \(path)")
                : HTTPError(.notImplemented, "method \(request.method) is not implemented")
        }
        if let (name, start) = found.wildcard {
            let rest = path.utf8.index(path.utf8.startIndex, offsetBy: start)
            parameters.setWildcard(table.name(name), path: path[rest...])
        }
        let handlers = table.routes(found.routes)
        MatchedRoute.record(handlers.pattern)
        var routed = request
        routed.parameters = parameters
        if let route = handlers[request.method] ?? (request.method == .head ? handlers[.get] : nil) {
            return try route.responder.respond(to: routed)
        }
        let allowed = Self.allowedMethods(handlers)
        if request.method == .options { return Self.allowResponse(allowed) }
        guard implemented else { throw HTTPError(.notImplemented, "method \(request.method) is not implemented") }
        throw HTTPError(.methodNotAllowed, "\(request.path) allows \(allowed.joined(separator: ", "))",
                        headers: ["Allow": allowed.joined(separator: ", ")])
    }

    private mutating func child(of node: Int, literal: String) -> Int {
        if let existing = nodes[node].literals.first(where: { $0.text == literal }) { return existing.node }
        nodes.append(RouteNode())
        nodes[node].literals.append((literal, nodes.count - 1))
        return nodes.count - 1
    }

    private mutating func parameterChild(of node: Int, name: String, pattern: String) -> Int {
        if let (existing, index) = nodes[node].parameter {
            precondition(existing == name, "parameter {\(name)} in '\(pattern)' conflicts with {\(existing)}")
            return index
        }
        nodes.append(RouteNode())
        nodes[node].parameter = (name, nodes.count - 1)
        return nodes.count - 1
    }

    private static let methodOrder = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    private static func allowedMethods(_ handlers: MethodTable) -> [String] {
        var names = Set(handlers.methods.map(\.rawValue))
        if names.contains("GET") { names.insert("HEAD") }
        names.insert("OPTIONS")
        return names.sorted { (methodOrder.firstIndex(of: $0) ?? 99, $0) < (methodOrder.firstIndex(of: $1) ?? 99, $1) }
    }

    private static func allowResponse(_ allowed: [String]) -> Response {
        Response(status: .noContent, headers: ["Allow": allowed.joined(separator: ", ")])
    }
}

/// One node of the router's trie. Nodes have few children and few methods, so both are small
/// arrays searched in order: cheaper than hashing the segment on every request.
struct RouteNode: Sendable {
    var literals: [(text: String, node: Int)] = []
    var parameter: (name: String, node: Int)?
    var wildcard: (name: String, handlers: MethodTable)?
    var handlers = MethodTable()
}

/// The responders of one route, by method.
struct MethodTable: Sendable {
    /// A routed responder, boxed: taking it out of the table for a request counts one
    /// reference, however many its own fields hold.
    final class Route: Sendable {
        let responder: any Responder
        init(_ responder: any Responder) { self.responder = responder }
    }

    private var entries: [(method: HTTPMethod, route: Route)] = []
    /// The index in ``Router/patterns`` of the pattern these routes were added under (the
    /// last one, when two spellings such as `/a` and `/a/` reach the same node).
    private(set) var pattern = -1

    /// True when no method is routed.
    var isEmpty: Bool { entries.isEmpty }

    /// The routed methods.
    var methods: [HTTPMethod] { entries.map(\.method) }

    /// The route for `method`, if routed.
    subscript(method: HTTPMethod) -> Route? {
        entries.first { $0.method == method }?.route
    }

    /// Routes `method` to `responder`, added under the pattern at index `pattern`, replacing an earlier one.
    mutating func set(_ method: HTTPMethod, _ responder: any Responder, pattern: Int) {
        entries.removeAll { $0.method == method }
        entries.append((method, Route(responder)))
        self.pattern = pattern
    }
}
