/// Adds the security headers every response must carry, unless the response set its own.
public struct SecurityHeaders<Next: Responder>: Responder {
    let next: Next
    /// The policy's fields, their values checked once here rather than per response.
    let fields: [(String, String)]

    init(next: Next, policy: SecurityPolicy) {
        self.next = next
        self.fields = policy.fields
    }

    /// Answers with `next` and adds the policy's headers.
    public func respond(to request: Request) throws -> Response {
        var response = try next.respond(to: request)
        for (name, value) in fields where !response.headers.contains(name) {
            response.headers.appendChecked(name, value)
        }
        return response
    }
}

/// The header values ``SecurityHeaders`` sends.
public struct SecurityPolicy: Sendable {
    /// The `Content-Security-Policy` value.
    public var contentSecurityPolicy: String
    /// The `Referrer-Policy` value.
    public var referrerPolicy: String

    /// The header fields to send, values cleaned of CR, LF and NUL.
    var fields: [(String, String)] {
        [
            ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", Headers.sanitized(contentSecurityPolicy)),
            ("Referrer-Policy", Headers.sanitized(referrerPolicy)),
        ]
    }

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
