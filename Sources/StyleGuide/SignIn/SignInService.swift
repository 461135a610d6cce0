import DesignSystem
import Glibc
import MicroHTTP

/// Sign-in with OpenID Connect for one `signIn` setting: starts a flow, finishes it, reads sessions.
///
/// Made again on every reload (so a rotated key file or client secret is read anew); the
/// provider's documents are cached in ``cache`` and fetched at most as ``ProviderCache`` allows.
struct SignInService: Sendable {
    /// The settings it serves.
    let settings: SignInSettings
    /// The cookie keys, newest first.
    let keys: SessionKeys
    /// The client secret; nil for a public client (PKCE alone).
    let clientSecret: String?
    /// The provider's discovery document and keys.
    let cache: ProviderCache
    /// The outbound calls to the token endpoint.
    let fetcher: any OutboundFetching
    /// The wall clock in Unix seconds.
    let clock: @Sendable () -> Int64

    /// The wall clock of the system.
    static let systemClock: @Sendable () -> Int64 = { Int64(time(nil)) }

    /// A service for `settings`, reading the client secret (the environment variable wins over the
    /// file) and the key file now; throws when a file cannot be read or holds no usable key.
    init(settings: SignInSettings, limits: SignInLimits, environment: [String: String], fetcher: (any OutboundFetching)? = nil,
         clock: @escaping @Sendable () -> Int64 = SignInService.systemClock) throws(SignInProblem) {
        self.settings = settings
        keys = try SessionKeys(fileText: try Self.readSecret(settings.sessionKeyFile, member: "sessionKeyFile"), file: settings.sessionKeyFile)
        if let secret = environment[SignInSettings.clientSecretEnvironment], !secret.isEmpty {
            clientSecret = secret
        } else if let file = settings.clientSecretFile {
            let secret = try Self.readSecret(file, member: "clientSecretFile").split(whereSeparator: \.isNewline).first.map { String($0).trimmingWhitespace() } ?? ""
            guard !secret.isEmpty else { throw SignInProblem(.setup, "\(file) (\"signIn\".\"clientSecretFile\") is empty") }
            clientSecret = secret
        } else {
            clientSecret = nil
        }
        let fetcher = fetcher ?? ClientFetcher(limits: limits)
        self.fetcher = fetcher
        cache = ProviderCache(issuer: settings.issuer, fetcher: fetcher)
        self.clock = clock
    }

    /// Where to send the reader to sign in, and the flow cookie to set, for a reader who wants `returnPath`.
    func start(returningTo returnPath: String?) throws(SignInProblem) -> (location: String, flowCookie: String) {
        let (metadata, _) = try cache.current(now: clock())
        let flow = SignInFlowCookie.start(returningTo: ReturnPath.checked(returnPath), now: clock())
        let query: [(String, String)] = [
            ("response_type", "code"), ("client_id", settings.clientId), ("redirect_uri", settings.redirectUrl),
            ("scope", settings.scopes.joined(separator: " ")), ("state", flow.state), ("nonce", flow.nonce),
            ("code_challenge", PKCE.challenge(for: flow.verifier)), ("code_challenge_method", "S256"),
        ]
        let separator = metadata.authorizationEndpoint.contains("?") ? "&" : "?"
        let location = metadata.authorizationEndpoint + separator + OutboundRequest(url: "", form: query).encodedForm
        return (location, CookieJar.setting(SignInFlowCookie.name, flow.signed(with: keys), path: "/auth/",
                                            maxAge: SignInFlowCookie.lifetime, secure: settings.secureCookies))
    }

    /// Finishes a flow: checks `state` against the flow cookie, exchanges `code` with the PKCE
    /// verifier, verifies the ID token and applies the allowed-reader rules. Gives the session
    /// and where to return to.
    func finish(code: String, state: String, flowCookie: String?) throws(SignInProblem) -> (session: SessionCookie, returnPath: String) {
        let now = clock()
        guard let value = flowCookie, let flow = SignInFlowCookie.verified(value, keys: keys, now: now) else {
            throw SignInProblem(.state, "this sign-in has no flow cookie, or it expired (sign-ins last \(SignInFlowCookie.lifetime / 60) minutes); start again")
        }
        guard ConstantTime.equal(flow.state, state) else { throw SignInProblem(.state, "the state the provider sent back is not this sign-in's; start again") }
        let (metadata, keys) = try cache.current(now: now)
        let token = try exchange(code: code, verifier: flow.verifier, at: metadata.tokenEndpoint)
        let verifier = IDTokenVerifier(issuer: settings.issuer, clientId: settings.clientId)
        let claims: IDTokenClaims
        do throws(IDTokenProblem) {
            do throws(IDTokenProblem) {
                claims = try verifier.verify(token, keys: keys, nonce: flow.nonce, now: now)
            } catch IDTokenProblem.unknownKey(let id) {
                // The provider may have rotated its keys: fetch them again (at most once a minute).
                guard let fresh = cache.refreshedKeys(now: now) else { throw IDTokenProblem.unknownKey(id) }
                claims = try verifier.verify(token, keys: fresh, nonce: flow.nonce, now: now)
            }
        } catch {
            throw SignInProblem(.idToken, error.description)
        }
        let email = try ReaderRules(settings: settings).admit(claims).get()
        let session = SessionCookie(email: email, id: RandomText.make().prefix(16).description, expires: now + Int64(settings.sessionHours) * 3600)
        return (session, flow.returnPath)
    }

    /// The `Set-Cookie` value holding `session`.
    func sessionCookie(_ session: SessionCookie) -> String {
        CookieJar.setting(SessionCookie.name, session.signed(with: keys), path: "/", maxAge: Int(session.expires - clock()),
                          secure: settings.secureCookies)
    }

    /// The `Set-Cookie` value clearing the session.
    var clearedSession: String { CookieJar.clearing(SessionCookie.name, path: "/", secure: settings.secureCookies) }
    /// The `Set-Cookie` value clearing the flow cookie.
    var clearedFlow: String { CookieJar.clearing(SignInFlowCookie.name, path: "/auth/", secure: settings.secureCookies) }

    private func exchange(code: String, verifier: String, at endpoint: String) throws(SignInProblem) -> String {
        let form = [("grant_type", "authorization_code"), ("code", code), ("redirect_uri", settings.redirectUrl),
                    ("code_verifier", verifier), ("client_id", settings.clientId)]
        var authorization: String?
        if let clientSecret {
            let pair = PercentEncoding.encode(settings.clientId) + ":" + PercentEncoding.encode(clientSecret)
            authorization = "Basic " + Base64URL.standard(pair.utf8)
        }
        let response = try fetcher.fetch(OutboundRequest(url: endpoint, form: form, authorization: authorization))
        let json = try? JSONParser.parse(response.body)
        guard response.status == 200, let token = json?["id_token"]?.stringValue else {
            let reason = json?["error"]?.stringValue.map { " (\($0.prefix(80)))" } ?? ""
            throw SignInProblem(.provider, "the token endpoint answered \(response.status)\(reason) and no ID token")
        }
        return token
    }

    private static func readSecret(_ path: String, member: String) throws(SignInProblem) -> String {
        switch ConfigLoader.read(path) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let diagnostic): throw SignInProblem(.setup, "\(path) (\"signIn\".\"\(member)\"): \(diagnostic.message)")
        }
    }
}
