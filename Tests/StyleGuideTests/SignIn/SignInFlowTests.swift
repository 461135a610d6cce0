import Foundation
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("the sign-in flow against a fake provider")
struct SignInFlowTests {
    static let now: Int64 = 1_800_000_000

    /// A service for a provider at https://id.example.com, with a key file and a client secret in a temporary folder.
    static func service(_ provider: FakeProvider, environment: [String: String] = [:], now: Int64 = now) throws -> SignInService {
        let folder = NSTemporaryDirectory() + "sign-in-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try String(repeating: "k", count: 44).write(toFile: folder + "/keys", atomically: true, encoding: .utf8)
        try "file-secret\n".write(toFile: folder + "/secret", atomically: true, encoding: .utf8)
        var settings = SignInSettings()
        settings.issuer = "https://id.example.com"
        settings.clientId = "swatchbook"
        settings.clientSecretFile = folder + "/secret"
        settings.redirectUrl = "https://design.example.com/auth/callback"
        settings.allowedDomains = ["example.com"]
        settings.sessionKeyFile = folder + "/keys"
        return try SignInService(settings: settings, limits: SignInLimits(), environment: environment, fetcher: provider, clock: { now })
    }

    /// The query items of the authorization URL `location`.
    static func query(_ location: String) -> [String: String] {
        let query = location.split(separator: "?", maxSplits: 1)[1]
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding! }
            items[parts[0]] = parts[1]
        }
        return items
    }

    /// The value of the `Set-Cookie` value `header`.
    static func cookieValue(_ header: String) -> String {
        String(header.split(separator: ";")[0].split(separator: "=", maxSplits: 1)[1])
    }

    @Test("start sends S256 PKCE, state and nonce; finish exchanges the code with the verifier and gives a session")
    func wholeFlow() throws {
        let provider = FakeProvider()
        let service = try Self.service(provider)
        let (location, flowHeader) = try service.start(returningTo: "/tokens")
        #expect(location.hasPrefix("https://id.example.com/authorize?"))
        let query = Self.query(location)
        #expect(query["code_challenge_method"] == "S256")
        #expect(query["response_type"] == "code")
        #expect(query["redirect_uri"] == "https://design.example.com/auth/callback")
        #expect(flowHeader.contains("Path=/auth/") && flowHeader.contains("HttpOnly") && flowHeader.contains("Secure"))
        let nonce = try #require(query["nonce"]), state = try #require(query["state"])
        provider.issue(TestKeys.token(TestKeys.claims(nonce: nonce, now: Self.now), kid: "r1", signer: .rs256(TestKeys.rsa)))
        let (session, returnPath) = try service.finish(code: "the-code", state: state, flowCookie: Self.cookieValue(flowHeader))
        #expect(session.email == "alice@example.com")
        #expect(returnPath == "/tokens")
        let exchange = try #require(provider.calls.last)
        #expect(exchange.url == "https://id.example.com/token")
        let form = Dictionary(uniqueKeysWithValues: exchange.form ?? [])
        #expect(PKCE.challenge(for: form["code_verifier"] ?? "") == query["code_challenge"])
        #expect(form["code"] == "the-code")
        #expect(exchange.authorization == "Basic " + Base64URL.standard("swatchbook:file-secret".utf8))
        let cookie = service.sessionCookie(session)
        #expect(cookie.hasPrefix("swatchbook_session=") && cookie.contains("Path=/") && cookie.contains("SameSite=Lax"))
        let request = Request(method: .get, target: "/", headers: ["Cookie": "swatchbook_session=\(Self.cookieValue(cookie))"])
        #expect(SessionRecognizer.recognize(Self.cookieValue(cookie), service: service)
            == .reader(Reader(method: .session, name: "alice@example.com")))
        #expect(CookieJar.value(of: SessionCookie.name, in: request) == Self.cookieValue(cookie))
    }

    @Test("the environment variable's secret wins over the file")
    func environmentWins() throws {
        let service = try Self.service(FakeProvider(), environment: [SignInSettings.clientSecretEnvironment: "env-secret"])
        #expect(service.clientSecret == "env-secret")
    }

    @Test("a callback with another state, or without the flow cookie, is refused before any call to the token endpoint")
    func stateChecked() throws {
        let provider = FakeProvider()
        let service = try Self.service(provider)
        let (_, flowHeader) = try service.start(returningTo: "/")
        let callsBefore = provider.calls.count
        #expect(throws: SignInProblem.self) { try service.finish(code: "c", state: "forged", flowCookie: Self.cookieValue(flowHeader)) }
        #expect(throws: SignInProblem.self) { try service.finish(code: "c", state: "forged", flowCookie: nil) }
        #expect(provider.calls.count == callsBefore)
    }

    @Test("a reader from a domain not allowed is refused with 403")
    func notAllowed() throws {
        let provider = FakeProvider()
        let service = try Self.service(provider)
        let (location, flowHeader) = try service.start(returningTo: "/")
        let query = Self.query(location)
        provider.issue(TestKeys.token(TestKeys.claims(nonce: query["nonce"]!, now: Self.now, ["email": #""mallory@evil.example""#]),
                                      kid: "r1", signer: .rs256(TestKeys.rsa)))
        do {
            _ = try service.finish(code: "c", state: query["state"]!, flowCookie: Self.cookieValue(flowHeader))
            Issue.record("a reader from evil.example signed in")
        } catch {
            #expect(error.code == .notAllowed)
            #expect(error.status == .forbidden)
        }
    }

    @Test("keys rotated at the provider are fetched again on an unknown kid, at most once a minute")
    func keysRotated() throws {
        let provider = FakeProvider()
        let service = try Self.service(provider)
        let (location, flowHeader) = try service.start(returningTo: "/")
        let query = Self.query(location)
        provider.serveKeys(TestKeys.jwks([TestKeys.jwk(TestKeys.rotatedRSA, id: "r2")]))
        // Fetched at the start: the cache holds r1 and e1; the token names r2. The last fetch was
        // just now, so the keys are not fetched again yet.
        provider.issue(TestKeys.token(TestKeys.claims(nonce: query["nonce"]!, now: Self.now), kid: "r2", signer: .rs256(TestKeys.rotatedRSA)))
        #expect(throws: SignInProblem.self) { try service.finish(code: "c", state: query["state"]!, flowCookie: Self.cookieValue(flowHeader)) }
        let jwksCalls = provider.calls.filter { $0.url.hasSuffix("/jwks") }.count
        #expect(jwksCalls == 1)
        // A minute later (a service with a later clock sharing the same cache is not possible, so
        // ask the cache directly): the keys are fetched again and r2 is among them.
        let later = try #require(service.cache.refreshedKeys(now: Self.now + ProviderCache.refreshSeconds))
        #expect(later.key(id: "r2", algorithm: "RS256") != nil)
        #expect(service.cache.refreshedKeys(now: Self.now + ProviderCache.refreshSeconds + 1) == nil)
    }

    @Test("an unreachable provider gives a readable problem and is not asked again within a minute")
    func providerDown() throws {
        struct Down: OutboundFetching {
            let count = CallCount()
            func fetch(_ request: OutboundRequest) throws(SignInProblem) -> OutboundResponse {
                count.add()
                throw SignInProblem(.provider, "could not reach \(request.url)")
            }
        }
        let down = Down()
        let folder = NSTemporaryDirectory() + "sign-in-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try String(repeating: "k", count: 44).write(toFile: folder + "/keys", atomically: true, encoding: .utf8)
        var settings = SignInSettings()
        settings.issuer = "https://id.example.com"
        settings.sessionKeyFile = folder + "/keys"
        let service = try SignInService(settings: settings, limits: SignInLimits(), environment: [:], fetcher: down, clock: { Self.now })
        for _ in 0..<20 { #expect(throws: SignInProblem.self) { try service.start(returningTo: "/") } }
        #expect(down.count.value == 1)
    }
}

/// A thread-safe counter for fakes.
final class CallCount: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
