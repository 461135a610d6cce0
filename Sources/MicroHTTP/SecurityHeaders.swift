/// Adds the security headers every response must carry, unless the response set its own.
public struct SecurityHeaders<Next: Responder>: Responder {
    let next: Next
    let policy: SecurityPolicy

    /// Answers with `next` and adds the policy's headers.
    public func respond(to request: Request) throws -> Response {
        var response = try next.respond(to: request)
        response.headers.setIfAbsent("X-Content-Type-Options", "nosniff")
        response.headers.setIfAbsent("Content-Security-Policy", policy.contentSecurityPolicy)
        response.headers.setIfAbsent("Referrer-Policy", policy.referrerPolicy)
        return response
    }
}

/// The header values ``SecurityHeaders`` sends.
public struct SecurityPolicy: Sendable {
    /// The `Content-Security-Policy` value.
    public var contentSecurityPolicy: String
    /// The `Referrer-Policy` value.
    public var referrerPolicy: String

    /// Creates a policy.
    public init(contentSecurityPolicy: String, referrerPolicy: String) {
        self.contentSecurityPolicy = contentSecurityPolicy
        self.referrerPolicy = referrerPolicy
    }

    /// Same-origin everything and no inline script or style; pages may be framed by the same origin only.
    public static let strict = SecurityPolicy(
        contentSecurityPolicy: "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' https: data:; font-src 'self'; connect-src 'self'; object-src 'none'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
        referrerPolicy: "strict-origin-when-cross-origin"
    )
}

extension Responder {
    /// Adds `nosniff`, a Content-Security-Policy and a Referrer-Policy to every response.
    public func securityHeaders(_ policy: SecurityPolicy = .strict) -> SecurityHeaders<Self> {
        SecurityHeaders(next: self, policy: policy)
    }
}
