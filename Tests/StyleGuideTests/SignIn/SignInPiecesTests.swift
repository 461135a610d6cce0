import DesignSystem
import MicroHTTP
import Testing
@testable import StyleGuide

@Suite("sign-in pieces: PKCE, cookies, return paths, allowed readers")
struct SignInPiecesTests {
    @Test("PKCE S256 gives RFC 7636's example challenge (appendix B)")
    func pkceExample() {
        #expect(PKCE.challenge(for: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk") == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        let fresh = PKCE.random()
        #expect(fresh.verifier.count == 43)
        #expect(fresh.verifier != PKCE.random().verifier)
    }

    static let old = String(repeating: "o", count: 40), new = String(repeating: "n", count: 40)
    static let session = SessionCookie(email: "alice@example.com", id: "s1", expires: 2000)

    @Test("a session cookie verifies, survives a key rotation, and is refused expired, tampered or for another purpose")
    func sessionCookies() throws {
        let oldKeys = try SessionKeys(fileText: Self.old + "\n", file: "keys")
        let rotated = try SessionKeys(fileText: "# newest first\n\(Self.new)\n\n\(Self.old)\n", file: "keys")
        let newOnly = try SessionKeys(fileText: Self.new, file: "keys")
        let value = Self.session.signed(with: oldKeys)
        #expect(SessionCookie.verified(value, keys: oldKeys, now: 1000) == .success(Self.session))
        #expect(SessionCookie.verified(value, keys: rotated, now: 1000) == .success(Self.session))
        #expect(SessionCookie.verified(value, keys: newOnly, now: 1000) == .failure(.forged))
        #expect(Self.session.signed(with: rotated) == Self.session.signed(with: newOnly))
        #expect(SessionCookie.verified(value, keys: oldKeys, now: 2000) == .failure(.expired))
        let parts = value.split(separator: ".")
        let longer = Base64URL.encode("1\n9999999999\ns1\nalice@example.com".utf8)
        #expect(SessionCookie.verified(longer + "." + parts[1], keys: oldKeys, now: 1000) == .failure(.forged))
        #expect(SessionCookie.verified(String(parts[0]) + ".AAAA", keys: oldKeys, now: 1000) == .failure(.forged))
        #expect(SessionCookie.verified("garbage", keys: oldKeys, now: 1000) == .failure(.forged))
        let flow = SignInFlowCookie.start(returningTo: "/tokens", now: 1000).signed(with: oldKeys)
        #expect(SessionCookie.verified(flow, keys: oldKeys, now: 1000) == .failure(.forged))
        #expect(SignInFlowCookie.verified(value, keys: oldKeys, now: 1000) == nil)
        #expect(SignInFlowCookie.verified(flow, keys: oldKeys, now: 1000)?.returnPath == "/tokens")
        #expect(SignInFlowCookie.verified(flow, keys: oldKeys, now: 1000 + 600) == nil)
    }

    @Test("a key file is refused empty, with a short key, or with too many", arguments: [
        ("", "holds no session key"), ("# only a comment\n", "holds no session key"), ("short\n", "key 1 is shorter than 32"),
        ((0...16).map { _ in String(repeating: "k", count: 32) }.joined(separator: "\n"), "holds 17 session keys"),
    ])
    func badKeyFiles(_ text: String, _ expected: String) {
        #expect(throws: SignInProblem.self) { try SessionKeys(fileText: text, file: "/run/keys") }
        do { _ = try SessionKeys(fileText: text, file: "/run/keys") } catch { #expect(error.message.contains(expected), "\(error.message)") }
    }

    @Test("return goes only to a local path", arguments: [
        ("/tokens?theme=dark", "/tokens?theme=dark"), ("/", "/"), ("/docs/a/b", "/docs/a/b"),
        ("//evil.example", "/"), ("https://evil.example/", "/"), ("/\\evil.example", "/"), ("evil", "/"), ("", "/"),
        ("/a b", "/"), ("/a\r\nSet-Cookie: x=1", "/"), ("/é", "/"), ("/\\", "/"), ("/x\\y", "/"),
        ("/" + String(repeating: "a", count: 2048), "/"),
    ])
    func returnPaths(_ candidate: String, _ expected: String) {
        #expect(ReturnPath.checked(candidate) == expected)
    }

    static func settings(domains: [String] = [], emails: [String] = [], groups: [String] = []) -> SignInSettings {
        var settings = SignInSettings()
        settings.allowedDomains = domains
        settings.allowedEmails = emails
        settings.allowedGroups = groups
        return settings
    }

    static func claims(_ json: String) -> IDTokenClaims { IDTokenClaims(try! JSONParser.parse(json)) }

    @Test("the allowed-reader rules", arguments: [
        (settings(domains: ["example.com"]), #"{"email":"Alice@Example.com"}"#, "alice@example.com"),
        (settings(domains: ["example.com"]), #"{"email":"bob@evil.com"}"#, nil),
        (settings(domains: ["example.com"]), #"{"email":"bob@sub.example.com"}"#, nil),
        (settings(domains: ["example.com"]), #"{"email":"eve@example.com","email_verified":false}"#, nil),
        (settings(domains: ["example.com"]), #"{"email":"eve@example.com","email_verified":"false"}"#, nil),
        (settings(domains: ["example.com"]), #"{"sub":"no-email"}"#, nil),
        (settings(emails: ["carol@partner.org"]), #"{"email":"carol@partner.org"}"#, "carol@partner.org"),
        (settings(emails: ["carol@partner.org"]), #"{"email":"dave@partner.org"}"#, nil),
        (settings(groups: ["design"]), #"{"email":"erin@x.org","groups":["eng","design"]}"#, "erin@x.org"),
        (settings(groups: ["design"]), #"{"email":"erin@x.org","groups":"design"}"#, "erin@x.org"),
        (settings(groups: ["design"]), #"{"email":"erin@x.org","groups":["eng"]}"#, nil),
        (settings(domains: ["example.com"]), #"{"email":"a@example.com\nb"}"#, nil),
    ] as [(SignInSettings, String, String?)])
    func readerRules(_ settings: SignInSettings, _ claims: String, _ admitted: String?) {
        let result = ReaderRules(settings: settings).admit(Self.claims(claims))
        switch result {
        case .success(let email): #expect(email == admitted)
        case .failure(let problem):
            #expect(admitted == nil)
            #expect(problem.code == .notAllowed)
        }
    }

    @Test("the gate's sign-in URL carries the page's path, encoded, and only a local one")
    func signInLocation() {
        #expect(SignInRoute.location(returningTo: "/tokens?theme=dark") == "/auth/sign-in?return=%2Ftokens%3Ftheme%3Ddark")
        #expect(SignInRoute.location(returningTo: "//evil.example") == "/auth/sign-in?return=%2F")
    }

    @Test("a Cookie header is read by name, among others")
    func cookieHeader() {
        let request = Request(method: .get, target: "/", headers: ["Cookie": "a=1; swatchbook_session=abc.def; b=2"])
        #expect(CookieJar.value(of: "swatchbook_session", in: request) == "abc.def")
        #expect(CookieJar.value(of: "session", in: request) == nil)
        #expect(CookieJar.setting("n", "v", path: "/", maxAge: 60, secure: true) == "n=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure")
        #expect(!CookieJar.setting("n", "v", path: "/", maxAge: 60, secure: false).contains("Secure"))
    }
}
