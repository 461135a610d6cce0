/// One HTTP request as the server received it: method, path, decoded query, headers and body.
///
/// What arrived is kept in one immutable box, and what the router captured in another, so
/// copying a request — every wrapper and the router pass it on — counts two references
/// instead of one per field; setting one of those fields makes a new box.
public struct Request: Sendable {
    private var received: Received
    /// Nil until a route matched.
    private var routed: Routed?

    /// What the matched route captured from the path; filled in by the ``Router``.
    public var parameters: RouteParameters {
        get { routed?.parameters ?? RouteParameters() }
        set { routed = Routed(newValue) }
    }
    /// Why this request cannot be served (malformed target, a limit exceeded); the ``Router`` throws it.
    public var rejection: HTTPError? {
        get { received.rejection }
        set { received = received.replacing(rejection: .some(newValue)) }
    }
    /// The request method.
    public var method: HTTPMethod {
        get { received.method }
        set { received = received.replacing(method: newValue) }
    }
    /// The path exactly as sent, still percent-encoded (e.g. `/assets/a%20b.css`); `*` for `OPTIONS *`.
    public var path: String {
        get { received.path }
        set { received = received.replacing(path: newValue) }
    }
    /// The decoded query parameters.
    public var query: QueryItems {
        get { received.query }
        set { received = received.replacing(query: newValue) }
    }
    /// The header fields.
    public var headers: Headers {
        get { received.headers }
        set { received = received.replacing(headers: newValue) }
    }
    /// The body bytes (empty for GET).
    public var body: [UInt8] {
        get { received.body }
        set { received = received.replacing(body: newValue) }
    }
    /// The address of the client the request came from (no port); nil for a request made
    /// without a connection (as tests do).
    public var peer: PeerAddress? {
        get { received.peer }
        set { received = received.replacing(peer: .some(newValue)) }
    }

    /// The parts of a request that arrived on the wire, shared by its copies.
    private final class Received: Sendable {
        let method: HTTPMethod
        let path: String
        let query: QueryItems
        let headers: Headers
        let body: [UInt8]
        let rejection: HTTPError?
        let peer: PeerAddress?

        init(method: HTTPMethod, path: String, query: QueryItems, headers: Headers, body: [UInt8],
             rejection: HTTPError?, peer: PeerAddress?) {
            self.method = method
            self.path = path
            self.query = query
            self.headers = headers
            self.body = body
            self.rejection = rejection
            self.peer = peer
        }

        func replacing(method: HTTPMethod? = nil, path: String? = nil, query: QueryItems? = nil,
                       headers: Headers? = nil, body: [UInt8]? = nil, rejection: HTTPError?? = nil,
                       peer: PeerAddress?? = nil) -> Received {
            Received(method: method ?? self.method, path: path ?? self.path, query: query ?? self.query,
                     headers: headers ?? self.headers, body: body ?? self.body, rejection: rejection ?? self.rejection,
                     peer: peer ?? self.peer)
        }
    }

    /// What the router captured, shared by the copies of a routed request.
    private final class Routed: Sendable {
        let parameters: RouteParameters
        init(_ parameters: RouteParameters) { self.parameters = parameters }
    }

    /// Creates a request from its raw target (`/path?query`), parsing and validating the target.
    ///
    /// A target that is not origin-form, holds bytes a URL cannot hold, or has a malformed
    /// percent-escape in its query is not thrown at once: it is recorded in ``rejection`` so the
    /// whole responder chain (logging, error pages, security headers) answers it.
    public init(method: HTTPMethod, target: String, headers: Headers = Headers(), body: [UInt8] = []) {
        let (path, rawQuery) = RequestTarget.split(target)
        self.init(method: method, path: path, rawQuery: rawQuery, headers: headers, body: body)
    }

    /// Creates a request from a raw path and raw query pairs, as libmicrohttpd splits them
    /// (`+` already turned into a space); validates the path and decodes the pairs. A
    /// `rejection` found before (a limit exceeded) takes the place of any found here.
    init(method: HTTPMethod, path: String, rawQuery: [RawQueryPair], headers: Headers, body: [UInt8],
         rejection: HTTPError? = nil, peer: PeerAddress? = nil) {
        let query: QueryItems, problem: HTTPError?
        if let found = RequestTarget.problem(path: path, rawQuery: rawQuery, method: method) {
            (query, problem) = (QueryItems(), found)
        } else {
            switch QueryItems.decode(rawQuery) {
            case .success(let items): (query, problem) = (items, nil)
            case .failure(let error): (query, problem) = (QueryItems(), error)
            }
        }
        received = Received(method: method, path: path, query: query, headers: headers, body: body,
                            rejection: rejection ?? problem, peer: peer)
    }

    /// Throws the ``rejection``, if any: terminal responders call this before serving.
    public func validate() throws(HTTPError) {
        if let rejection { throw rejection }
    }

    /// True for `/api` and everything below it (however its letters were percent-encoded):
    /// the part of the site that speaks JSON.
    public var isAPI: Bool {
        let decoded = path.utf8.contains(UInt8(ascii: "%")) ? PercentDecoding.decode(path) ?? path : path
        return decoded == "/api" || decoded.hasPrefix("/api/")
    }
}
