/// Cross-origin access for read-only resources: answers preflights and labels allowed responses.
///
/// Applies to paths under `pathPrefix` and to the `exactPaths` only, fixed when the wrapper is made; the policy is
/// asked for on every request under it, so it can follow a reloaded configuration, and never
/// for the others. A preflight (`OPTIONS` with `Origin` and `Access-Control-Request-Method`)
/// from an allowed origin gets 204 with the allowed methods; from any other origin, 403.
/// Responses to allowed origins — errors thrown by the wrapped responder included, through
/// ``HTTPError/headers`` — get `Access-Control-Allow-Origin` and expose `ETag`.
public struct CORS<Next: Responder>: Responder {
    @usableFromInline let next: Next
    @usableFromInline let pathPrefix: String
    @usableFromInline let exactPaths: Set<String>
    @usableFromInline let policy: @Sendable () -> CORSPolicy

    @usableFromInline init(next: Next, pathPrefix: String, exactPaths: Set<String> = [], policy: @escaping @Sendable () -> CORSPolicy) {
        self.next = next
        self.pathPrefix = pathPrefix
        self.exactPaths = exactPaths
        self.policy = policy
    }

    /// Answers preflights itself and everything else with `next`.
    @inlinable public func respond(to request: Request) throws -> Response {
        guard request.path.hasPrefix(pathPrefix) || exactPaths.contains(request.path) else { return try next.respond(to: request) }
        let policy = self.policy()
        if let preflight = try policy.preflightAnswer(to: request) { return preflight }
        do {
            return policy.label(try next.respond(to: request), for: request)
        } catch {
            throw policy.label(error, for: request)
        }
    }
}

/// Which origins may read, with which methods.
public struct CORSPolicy: Sendable {
    /// Origins allowed to read (`https://app.example.com`), or `*` for any.
    public var allowedOrigins: [String]
    /// Methods a preflight may ask for.
    public var methods: [HTTPMethod]
    /// How long a browser may cache a preflight answer.
    public var maxAgeSeconds: Int
    /// True when the listed origins may read with credentials (cookies, `Authorization`):
    /// answers say `Access-Control-Allow-Credentials: true`, and `*` allows no origin at all,
    /// since a browser never sends credentials to `*`.
    public var allowsCredentials: Bool

    /// Creates a policy for read-only access.
    public init(allowedOrigins: [String], methods: [HTTPMethod] = [.get, .head, .options], maxAgeSeconds: Int = 600,
                allowsCredentials: Bool = false) {
        self.allowedOrigins = allowedOrigins
        self.methods = methods
        self.maxAgeSeconds = maxAgeSeconds
        self.allowsCredentials = allowsCredentials
    }

    /// The answer to `request` when it is a CORS preflight, or nil.
    @usableFromInline func preflightAnswer(to request: Request) throws(HTTPError) -> Response? {
        guard request.method == .options, let origin = request.headers["Origin"],
              request.headers.contains("Access-Control-Request-Method") else { return nil }
        guard let allowed = allows(origin: origin) else {
            throw HTTPError(.forbidden, "origin '\(origin)' is not allowed to read this API")
        }
        var response = Response(status: .noContent)
        response.headers.add("Access-Control-Allow-Origin", allowed)
        response.headers.add("Access-Control-Allow-Methods", methods.map(\.rawValue).joined(separator: ", "))
        if let requested = request.headers["Access-Control-Request-Headers"],
           requested.utf8.allSatisfy({ HTTPToken.isTokenByte($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: " ") }) {
            response.headers.add("Access-Control-Allow-Headers", requested)
        }
        response.headers.add("Access-Control-Max-Age", String(maxAgeSeconds))
        if allowsCredentials { response.headers.add("Access-Control-Allow-Credentials", "true") }
        response.headers.add("Vary", "Origin")
        return response
    }


    /// `response` labelled for the request's origin when that origin may read it.
    @usableFromInline func label(_ response: consuming Response, for request: Request) -> Response {
        guard let fields = labels(for: request) else { return response }
        for (name, value) in fields { response.headers.add(name, value) }
        return response
    }

    /// `error` carrying the same labels, so the page or JSON rendered for it is readable too.
    @usableFromInline func label(_ error: any Error, for request: Request) -> any Error {
        guard let fields = labels(for: request) else { return error }
        guard var httpError = (error as? HTTPError) ?? (error as? HTTPErrorConvertible)?.httpError else { return error }
        for (name, value) in fields { httpError.headers.add(name, value) }
        return httpError
    }

    /// The CORS fields for a response to `request`: `Vary: Origin` whenever the answer depends
    /// on the origin, plus the allow fields for an allowed origin; nil when there are none.
    private func labels(for request: Request) -> [(String, String)]? {
        var fields: [(String, String)] = allowedOrigins.contains("*") && !allowsCredentials ? [] : [("Vary", "Origin")]
        if let origin = request.headers["Origin"], let allowed = allows(origin: origin) {
            fields.append(("Access-Control-Allow-Origin", allowed))
            fields.append(("Access-Control-Expose-Headers", "ETag"))
            if allowsCredentials { fields.append(("Access-Control-Allow-Credentials", "true")) }
        }
        return fields.isEmpty ? nil : fields
    }

    /// The `Access-Control-Allow-Origin` value for `origin`, or nil when it is not allowed.
    func allows(origin: String) -> String? {
        if allowsCredentials { return allowedOrigins.contains(origin) && origin != "*" ? origin : nil }
        if allowedOrigins.contains("*") { return "*" }
        return allowedOrigins.contains(origin) ? origin : nil
    }
}

extension Responder {
    /// Answers CORS preflights and labels responses under `pathPrefix` for the policy's allowed origins.
    @inlinable public func cors(pathPrefix: String = "/api/", _ policy: CORSPolicy) -> CORS<Self> {
        CORS(next: self, pathPrefix: pathPrefix, policy: { policy })
    }

    /// Answers CORS preflights and labels responses under `pathPrefix` and at `exactPaths`, asking
    /// `policy` for the current policy on every request there (for instance from a configuration that can be reloaded).
    @inlinable public func cors(pathPrefix: String = "/api/", exactPaths: Set<String> = [],
                                _ policy: @escaping @Sendable () -> CORSPolicy) -> CORS<Self> {
        CORS(next: self, pathPrefix: pathPrefix, exactPaths: exactPaths, policy: policy)
    }
}
