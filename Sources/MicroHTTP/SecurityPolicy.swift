/// The security headers the server adds to every response that does not set its own.
///
/// Applied by the ``Server`` as a response is handed to libmicrohttpd, so it reaches every
/// response this server writes — routes, error pages, the server's own fallback 500 — and costs
/// no copy of the response's headers. The only responses without it are the few libmicrohttpd
/// writes itself for requests it cannot parse (unsupported HTTP version, a header line without a
/// colon, an invalid `Content-Length`, headers beyond the per-connection memory).
public struct SecurityPolicy: Sendable {
    /// The `Content-Security-Policy` value.
    public var contentSecurityPolicy: String
    /// The `Referrer-Policy` value.
    public var referrerPolicy: String
    /// The `Strict-Transport-Security` value; ``Server`` sets it from ``TLSConfiguration`` when it
    /// serves TLS and clears it otherwise (a browser ignores it over plain HTTP, and it must never
    /// be sent there: a proxy in front may serve the same host name over HTTPS with other plans).
    public var strictTransportSecurity: String?

    /// Creates a policy.
    public init(contentSecurityPolicy: String, referrerPolicy: String) {
        self.contentSecurityPolicy = contentSecurityPolicy
        self.referrerPolicy = referrerPolicy
    }

    /// The header fields to send, values cleaned of CR, LF and NUL.
    var fields: [(name: String, value: String)] {
        [
            ("X-Content-Type-Options", "nosniff"),
            ("Content-Security-Policy", Headers.sanitized(contentSecurityPolicy)),
            ("Referrer-Policy", Headers.sanitized(referrerPolicy)),
        ] + (strictTransportSecurity.map { [("Strict-Transport-Security", Headers.sanitized($0))] } ?? [])
    }

    /// Same-origin everything and no inline script or style; pages may be framed by the same origin only.
    public static let strict = SecurityPolicy(
        contentSecurityPolicy: "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' https: data:; font-src 'self'; connect-src 'self'; object-src 'none'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'self'",
        referrerPolicy: "strict-origin-when-cross-origin"
    )
}
