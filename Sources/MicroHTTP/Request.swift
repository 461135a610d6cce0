/// One HTTP request as the server received it: method, path, decoded query, headers and body.
public struct Request: Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The path exactly as sent, still percent-encoded (e.g. `/assets/a%20b.css`); `*` for `OPTIONS *`.
    public var path: String
    /// The decoded query parameters.
    public var query: QueryItems
    /// The header fields.
    public var headers: Headers
    /// The body bytes (empty for GET).
    public var body: [UInt8]
    /// What the matched route captured from the path; filled in by the ``Router``.
    public var parameters = RouteParameters()
    /// Why this request cannot be served (malformed target, a limit exceeded); the ``Router`` throws it.
    public var rejection: HTTPError?

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
    /// (`+` already turned into a space); validates the path and decodes the pairs.
    init(method: HTTPMethod, path: String, rawQuery: [RawQueryPair], headers: Headers, body: [UInt8]) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        if let problem = RequestTarget.problem(path: path, rawQuery: rawQuery, method: method) {
            query = QueryItems()
            rejection = problem
            return
        }
        switch QueryItems.decode(rawQuery) {
        case .success(let items): query = items
        case .failure(let error):
            query = QueryItems()
            rejection = error
        }
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
