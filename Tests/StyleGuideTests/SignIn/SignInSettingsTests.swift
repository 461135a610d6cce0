import DesignSystem
import Testing
@testable import StyleGuide

@Suite("swatchbook.json: signIn")
struct SignInSettingsTests {
    static let good = #""issuer": "https://id.example.com", "clientId": "swatchbook", "redirectUrl": "https://design.example.com/auth/callback", "allowedDomains": ["Example.com"], "sessionKeyFile": "/run/secrets/swatchbook-session-keys""#

    static func parse(_ members: String, limits: String = "{}") -> Result<Settings, Diagnostics> {
        Settings.parse(Array(#"{"signIn": {\#(members)}, "limits": \#(limits)}"#.utf8), file: "Config/swatchbook.json")
    }

    @Test("a complete signIn object is read")
    func complete() throws {
        let settings = try Self.parse(Self.good + #", "clientSecretFile": "/run/secrets/oidc", "scopes": ["openid", "email", "groups"], "allowedEmails": ["Carol@partner.org"], "allowedGroups": ["design"], "groupsClaim": "roles", "sessionHours": 8"#,
                                      limits: #"{"signInResponseBytes": 65536, "signInFetchSeconds": 5}"#).get()
        let signIn = try #require(settings.signIn)
        #expect(signIn.issuer == "https://id.example.com")
        #expect(signIn.allowedDomains == ["example.com"])
        #expect(signIn.allowedEmails == ["carol@partner.org"])
        #expect(signIn.groupsClaim == "roles")
        #expect(signIn.sessionHours == 8)
        #expect(signIn.clientSecretFile == "/run/secrets/oidc")
        #expect(signIn.secureCookies)
        #expect(settings.signInLimits.responseBytes == 65536)
        #expect(settings.signInLimits.fetchSeconds == 5)
        #expect(Settings().signIn == nil)
    }

    @Test("plain http is allowed for a loopback issuer and redirect, and then cookies are not Secure")
    func loopback() throws {
        let settings = try Self.parse(#""issuer": "http://127.0.0.1:9400", "clientId": "c", "redirectUrl": "http://127.0.0.1:8080/auth/callback", "allowedEmails": ["a@b.c"], "sessionKeyFile": "/k""#).get()
        #expect(settings.signIn?.secureCookies == false)
    }

    /// Spelled out with its type: as a literal in `@Test(arguments:)` it took the type checker 0.9 s.
    static let mistakeCases: [(String, String, String, String)] = [
        (good + #", "clientSecret": "hunter2""#, "/signIn/clientSecret", "invalid-value", "SWATCHBOOK_OIDC_CLIENT_SECRET"),
        (good.replacingOccurrences(of: "https://id.example.com", with: "http://id.example.com"), "/signIn/issuer", "invalid-value", "loopback"),
        (good.replacingOccurrences(of: "https://id.example.com", with: "id.example.com"), "/signIn/issuer", "invalid-value", "https URL"),
        (good.replacingOccurrences(of: "/auth/callback", with: "/callback"), "/signIn/redirectUrl", "invalid-value", "/auth/callback"),
        (good.replacingOccurrences(of: #""clientId": "swatchbook", "#, with: ""), "/signIn/clientId", "missing-member", "required"),
        (good.replacingOccurrences(of: #""allowedDomains": ["Example.com"], "#, with: ""), "/signIn/allowedDomains", "missing-member", "who may read"),
        (good.replacingOccurrences(of: "\"/run/secrets/swatchbook-session-keys\"", with: "\"keys.txt\""), "/signIn/sessionKeyFile", "invalid-value", "absolute path"),
        (good + #", "clientSecretFile": "secret.txt""#, "/signIn/clientSecretFile", "invalid-value", "absolute path"),
        (good + #", "scopes": ["email"]"#, "/signIn/scopes", "invalid-value", "openid"),
        (good + #", "sessionHours": 0"#, "/signIn/sessionHours", "out-of-range", "from 1 to 720"),
        (good + #", "clientID": "x""#, "/signIn/clientID", "unknown-member", "clientId"),
    ]

    @Test("each mistake is reported at its member with its rule", arguments: mistakeCases)
    func mistakes(_ members: String, _ path: String, _ rule: String, _ words: String) {
        guard case .failure(let diagnostics) = Self.parse(members) else {
            Issue.record("accepted: \(members)")
            return
        }
        let found = diagnostics.first { $0.path.description == path }
        #expect(found?.rule.name == rule, "\(diagnostics.map { "\($0.path) \($0.rule.name) \($0.message)" })")
        #expect(found?.message.contains(words) == true, "\(found?.message ?? "none")")
    }

    @Test("the sign-in limits keep to their ranges")
    func limits() {
        #expect(throws: Diagnostics.self) { try Self.parse(Self.good, limits: #"{"signInResponseBytes": 10}"#).get() }
        #expect(throws: Diagnostics.self) { try Self.parse(Self.good, limits: #"{"signInFetchSeconds": 0}"#).get() }
    }
}
