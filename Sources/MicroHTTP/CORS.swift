/// Cross-origin access for read-only resources: answers preflights and labels allowed responses.
///
/// Applies to paths under `pathPrefix` only. A preflight (`OPTIONS` with `Origin` and
/// `Access-Control-Request-Method`) from an allowed origin gets 204 with the allowed methods;
/// from any other origin, 403. Ordinary responses to allowed origins get
/// `Access-Control-Allow-Origin` and expose `ETag`.
public struct CORS<Next: Responder>: Responder {
    let next: Next
    let policy: CORSPolicy

    /// Answers preflights itself and everything else with `next`.
    public func respond(to request: Request) throws -> Response {
        guard request.path.hasPrefix(policy.pathPrefix), let origin = request.headers["Origin"] else {
            return try next.respond(to: request)
        }
        let allowed = policy.allows(origin: origin)
        if request.method == .options, request.headers.contains("Access-Control-Request-Method") {
            guard let allowed else {
                throw HTTPError(.forbidden, "origin '\(origin)' is not allowed to read this API")
            }
            var response = Response(status: .noContent)
            response.headers.add("Access-Control-Allow-Origin", allowed)
            response.headers.add("Access-Control-Allow-Methods", policy.methods.map(\.rawValue).joined(separator: ", "))
            if let requested = request.headers["Access-Control-Request-Headers"],
               requested.utf8.allSatisfy({ HTTPToken.isTokenByte($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: " ") }) {
                response.headers.add("Access-Control-Allow-Headers", requested)
            }
            response.headers.add("Access-Control-Max-Age", String(policy.maxAgeSeconds))
            response.headers.add("Vary", "Origin")
            return response
        }
        var response = try next.respond(to: request)
        if let allowed {
            response.headers.set("Access-Control-Allow-Origin", allowed)
            response.headers.set("Access-Control-Expose-Headers", "ETag")
            if allowed != "*" { response.headers.add("Vary", "Origin") }
        }
        return response
    }
}

/// Which origins may read which paths, with which methods.
public struct CORSPolicy: Sendable {
    /// Origins allowed to read (`https://app.example.com`), or `*` for any.
    public var allowedOrigins: [String]
    /// Only paths starting with this prefix take part (e.g. `/api/`).
    public var pathPrefix: String
    /// Methods a preflight may ask for.
    public var methods: [HTTPMethod]
    /// How long a browser may cache a preflight answer.
    public var maxAgeSeconds: Int

    /// Creates a policy for read-only access.
    public init(allowedOrigins: [String], pathPrefix: String = "/api/",
                methods: [HTTPMethod] = [.get, .head, .options], maxAgeSeconds: Int = 600) {
        self.allowedOrigins = allowedOrigins
        self.pathPrefix = pathPrefix
        self.methods = methods
        self.maxAgeSeconds = maxAgeSeconds
    }

    /// The `Access-Control-Allow-Origin` value for `origin`, or nil when it is not allowed.
    func allows(origin: String) -> String? {
        if allowedOrigins.contains("*") { return "*" }
        return allowedOrigins.contains(origin) ? origin : nil
    }
}

extension Responder {
    /// Answers CORS preflights and labels responses for the policy's allowed origins.
    public func cors(_ policy: CORSPolicy) -> CORS<Self> { CORS(next: self, policy: policy) }
}
