import MicroHTTP

/// Recognises a person signed in with OpenID Connect by the session cookie.
///
/// No cookie (or no `signIn` setting) is ``Recognition/absent``; a cookie that no session key
/// signed, or that expired, is ``Recognition/refused(reason:)``.
struct SessionRecognizer: ReaderRecognizer {
    /// Session cookies: what the gate labels this recognizer's refusals with.
    var method: ReaderMethod? { .session }
    /// Where the current sign-in service is.
    let hub: SignInHub

    func recognize(_ request: Request) -> Recognition {
        guard let value = CookieJar.value(of: SessionCookie.name, in: request), !value.isEmpty else { return .absent }
        guard case .success(let service)? = hub.service() else { return .refused(reason: "sign-in is not set up") }
        return Self.recognize(value, service: service)
    }

    /// The recognition of the cookie `value` by `service`'s keys and clock.
    static func recognize(_ value: String, service: SignInService) -> Recognition {
        switch SessionCookie.verified(value, keys: service.keys, now: service.clock()) {
        case .success(let session): .reader(Reader(method: .session, name: session.email))
        case .failure(let problem): .refused(reason: problem.rawValue)
        }
    }
}
