/// What sign-in keeps between sending the reader to the provider and the provider sending them
/// back: `state`, `nonce`, the PKCE verifier and the local path to return to, in a short-lived
/// signed cookie (`Path=/auth/`) rather than a table on the server, so no request can grow one.
struct SignInFlowCookie: Sendable, Equatable {
    /// The cookie's name.
    static let name = "swatchbook_sign_in"
    /// What the signature is bound to.
    static let purpose = "sign-in-flow"
    /// How long a reader may take at the provider, in seconds.
    static let lifetime = 600

    /// The `state` sent to the provider; the callback must bring it back.
    let state: String
    /// The `nonce` sent to the provider; the ID token must hold it.
    let nonce: String
    /// The PKCE verifier, sent to the token endpoint with the code.
    let verifier: String
    /// The local path to return to.
    let returnPath: String
    /// When the flow ends, in Unix seconds.
    let expires: Int64

    /// A new flow returning to `returnPath` (already checked), ending ``lifetime`` after `now`.
    static func start(returningTo returnPath: String, now: Int64) -> SignInFlowCookie {
        SignInFlowCookie(state: RandomText.make(), nonce: RandomText.make(), verifier: PKCE.random().verifier,
                         returnPath: returnPath, expires: now + Int64(lifetime))
    }

    /// The cookie's value, signed with the newest key.
    func signed(with keys: SessionKeys) -> String {
        keys.sign(["1", String(expires), state, nonce, verifier, returnPath].joined(separator: "\n"), purpose: Self.purpose)
    }

    /// The flow `value` holds when a key signed it and it has not expired at `now`.
    static func verified(_ value: String, keys: SessionKeys, now: Int64) -> SignInFlowCookie? {
        guard let payload = keys.verify(value, purpose: purpose) else { return nil }
        let fields = payload.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6, fields[0] == "1", let expires = Int64(fields[1]), now < expires else { return nil }
        return SignInFlowCookie(state: fields[2], nonce: fields[3], verifier: fields[4],
                                returnPath: ReturnPath.checked(fields[5]), expires: expires)
    }
}
