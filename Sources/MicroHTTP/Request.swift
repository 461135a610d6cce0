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

    /// True for `/api` and everything below it: the part of the site that speaks JSON.
    public var isAPI: Bool { path == "/api" || path.hasPrefix("/api/") }
}

/// One `name=value` piece of a query string, still percent-encoded; `value` is nil for a bare `name`.
typealias RawQueryPair = (name: String, value: String?)

/// The request-target grammar this server accepts: origin-form, plus `*` for OPTIONS.
enum RequestTarget {
    /// Splits a raw target into its path and its raw query pairs (empty pieces dropped, `+` made a space).
    static func split(_ target: String) -> (path: String, rawQuery: [RawQueryPair]) {
        guard let questionMark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return (target, []) }
        let path = String(target[..<questionMark])
        let pairs = target[target.utf8.index(after: questionMark)...]
            .split(separator: "&", omittingEmptySubsequences: true)
            .map { piece -> RawQueryPair in
                let plus = { (text: Substring) in String(text).replacing("+", with: " ") }
                guard let equals = piece.firstIndex(of: "=") else { return (plus(piece), nil) }
                return (plus(piece[..<equals]), plus(piece[piece.index(after: equals)...]))
            }
        return (path, pairs)
    }

    /// Why a path and query cannot be a request target here, or nil when they can.
    static func problem(path: String, rawQuery: [RawQueryPair], method: HTTPMethod) -> HTTPError? {
        if path == "*" {
            return method == .options && rawQuery.isEmpty ? nil
                : HTTPError(.badRequest, "the request target must be a path starting with '/'")
        }
        guard path.utf8.first == UInt8(ascii: "/") else {
            return HTTPError(.badRequest, "the request target must be a path starting with '/'")
        }
        if let found = problem(in: path, spaceAllowed: false) { return HTTPError(.badRequest, found) }
        for pair in rawQuery {
            let found = problem(in: pair.name, spaceAllowed: true)
                ?? pair.value.flatMap { problem(in: $0, spaceAllowed: true) }
            if let found { return HTTPError(.badRequest, found) }
        }
        return nil
    }

    /// A byte a URL cannot hold, or a fragment; spaces are allowed only where `+` was turned into one.
    private static func problem(in text: String, spaceAllowed: Bool) -> String? {
        text.withUTF8Bytes { bytes in
            for byte in bytes {
                if byte == UInt8(ascii: "#") { return "the request target must not contain a fragment ('#')" }
                guard byte > 0x20 && byte < 0x7F || (spaceAllowed && byte == UInt8(ascii: " ")) else {
                    return "the request target holds a byte a URL cannot contain (space, control or non-ASCII)"
                }
            }
            return nil
        }
    }
}
