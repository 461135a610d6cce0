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
        self.method = method
        self.headers = headers
        self.body = body
        let parsed = RequestTarget.parse(target, method: method)
        switch parsed {
        case .success(let target):
            path = target.path
            query = target.query
        case .failure(let error):
            path = String(target.prefix { $0 != "?" })
            query = QueryItems()
            rejection = error
        }
    }

    /// Throws the ``rejection``, if any: terminal responders call this before serving.
    public func validate() throws(HTTPError) {
        if let rejection { throw rejection }
    }

    /// True for `/api` and everything below it: the part of the site that speaks JSON.
    public var isAPI: Bool { path == "/api" || path.hasPrefix("/api/") }
}

/// The request-target grammar this server accepts: origin-form, plus `*` for OPTIONS.
enum RequestTarget {
    /// Splits and validates a raw target into a path and decoded query items.
    static func parse(_ target: String, method: HTTPMethod) -> Result<(path: String, query: QueryItems), HTTPError> {
        if target == "*" && method == .options { return .success(("*", QueryItems())) }
        guard target.utf8.first == UInt8(ascii: "/") else {
            return .failure(HTTPError(.badRequest, "the request target must be a path starting with '/'"))
        }
        var questionMark: Int?
        let problem: String? = target.withUTF8Bytes { bytes in
            for (offset, byte) in bytes.enumerated() {
                guard byte > 0x20 && byte < 0x7F else {
                    return "the request target holds a byte a URL cannot contain (space, control or non-ASCII)"
                }
                if byte == UInt8(ascii: "#") { return "the request target must not contain a fragment ('#')" }
                if byte == UInt8(ascii: "?") && questionMark == nil { questionMark = offset }
            }
            return nil
        }
        if let problem { return .failure(HTTPError(.badRequest, problem)) }
        guard let questionMark else { return .success((target, QueryItems())) }
        let split = target.utf8.index(target.utf8.startIndex, offsetBy: questionMark)
        let path = String(target[..<split])
        return QueryItems.parse(target[target.utf8.index(after: split)...]).map { (path, $0) }
    }
}
