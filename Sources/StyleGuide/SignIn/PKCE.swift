import MicroHTTP

/// Proof Key for Code Exchange (RFC 7636) with the `S256` method: a secret verifier kept by the
/// sign-in flow, and its SHA-256 challenge sent with the authorization request.
struct PKCE: Sendable, Equatable {
    /// The verifier, sent only to the token endpoint (43 characters of URL-safe base64).
    let verifier: String

    /// The `code_challenge` for ``verifier``: base64url(SHA-256(ASCII(verifier))).
    var challenge: String { Self.challenge(for: verifier) }

    /// A fresh verifier of 32 random bytes.
    static func random() -> PKCE { PKCE(verifier: RandomText.make()) }

    /// The `S256` challenge of `verifier`.
    static func challenge(for verifier: String) -> String {
        Base64URL.encode(SHA256Digest.hash(verifier))
    }
}

/// Unguessable strings for `state`, `nonce`, PKCE verifiers and session ids.
enum RandomText {
    /// 32 bytes from the system's cryptographic random source, in URL-safe base64.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
