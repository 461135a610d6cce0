import Testing
@testable import StyleGuide

@Suite("ID-token verification")
struct IDTokenVerifierTests {
    static let now: Int64 = 1_800_000_000
    static let verifier = IDTokenVerifier(issuer: "https://id.example.com", clientId: "swatchbook")
    static let keys = try! JSONWebKeys(document: TestKeys.jwks([TestKeys.jwk(TestKeys.rsa, id: "r1"), TestKeys.jwk(TestKeys.p256, id: "e1")]))

    static func good(_ changes: [String: String] = [:]) -> String { TestKeys.claims(nonce: "n-1", now: now, changes) }

    @Test("good RS256 and ES256 tokens verify", arguments: [
        ("RS256", TestKeys.token(good(), kid: "r1", signer: .rs256(TestKeys.rsa))),
        ("ES256", TestKeys.token(good(), kid: "e1", signer: .es256(TestKeys.p256))),
        ("RS256, no kid, the only RSA key", TestKeys.token(good(), kid: nil, signer: .rs256(TestKeys.rsa))),
        ("aud an array naming the client", TestKeys.token(good(["aud": #"["other","swatchbook"]"#]), kid: "r1", signer: .rs256(TestKeys.rsa))),
        ("exp just inside the leeway", TestKeys.token(good(["exp": String(now - 30)]), kid: "r1", signer: .rs256(TestKeys.rsa))),
    ])
    func goodTokens(_ name: String, _ token: String) throws {
        let claims = try Self.verifier.verify(token, keys: Self.keys, nonce: "n-1", now: Self.now)
        #expect(claims.email == "alice@example.com", "\(name)")
        #expect(claims.subject == "alice")
    }

    static let tampered: String = {
        let token = TestKeys.token(good(), kid: "r1", signer: .rs256(TestKeys.rsa))
        var parts = token.split(separator: ".").map(String.init)
        parts[1] = Base64URL.encode(good(["email": #""mallory@example.com""#]).utf8)
        return parts.joined(separator: ".")
    }()

    @Test("each failure is refused with its reason", arguments: [
        ("bad signature", tampered, IDTokenProblem.badSignature),
        ("signed by another RSA key", TestKeys.token(good(), kid: "r1", signer: .rs256(TestKeys.rotatedRSA)), .badSignature),
        ("ES256 header on the RSA kid", TestKeys.token(good(), kid: "r1", signer: .es256(TestKeys.p256)), .unknownKey("r1")),
        ("wrong iss", TestKeys.token(good(["iss": #""https://evil.example.com""#]), kid: "r1", signer: .rs256(TestKeys.rsa)),
         .claim("iss", "is not the issuer https://id.example.com")),
        ("wrong aud", TestKeys.token(good(["aud": #""someone-else""#]), kid: "r1", signer: .rs256(TestKeys.rsa)), .claim("aud", "does not name this client")),
        ("another azp", TestKeys.token(good(["aud": #"["swatchbook","x"]"#, "azp": #""x""#]), kid: "r1", signer: .rs256(TestKeys.rsa)), .claim("azp", "is another client")),
        ("expired", TestKeys.token(good(["exp": String(now - 61)]), kid: "r1", signer: .rs256(TestKeys.rsa)), .claim("exp", "has passed: the token expired")),
        ("no exp", TestKeys.token(good(["exp": "-"]), kid: "r1", signer: .rs256(TestKeys.rsa)), .claim("exp", "is missing")),
        ("issued in the future", TestKeys.token(good(["iat": String(now + 600)]), kid: "r1", signer: .rs256(TestKeys.rsa)), .claim("iat", "is in the future")),
        ("wrong nonce", TestKeys.token(good(["nonce": #""n-2""#]), kid: "r1", signer: .rs256(TestKeys.rsa)), .claim("nonce", "is not the one this sign-in sent")),
        ("no nonce", TestKeys.token(good(["nonce": "-"]), kid: "r1", signer: .rs256(TestKeys.rsa)), .claim("nonce", "is not the one this sign-in sent")),
        ("unknown kid", TestKeys.token(good(), kid: "r9", signer: .rs256(TestKeys.rsa)), .unknownKey("r9")),
        ("alg none", TestKeys.token(good(), kid: "r1", signer: .none), .algorithmRefused("none")),
        ("alg HS256", TestKeys.token(good(), kid: "r1", signer: .hs256), .algorithmRefused("HS256")),
        ("not a JWT", "abc.def", .malformed),
        ("payload not JSON", "eyJhbGciOiJSUzI1NiJ9.bm90IGpzb24.c2ln", .malformed),
    ])
    func refused(_ name: String, _ token: String, _ expected: IDTokenProblem) {
        #expect(throws: expected, "\(name)") { try Self.verifier.verify(token, keys: Self.keys, nonce: "n-1", now: Self.now) }
    }

    @Test("a JWKS skips encryption keys, small RSA keys' kinds it cannot read and keys whose alg disagrees")
    func jwksSkips() throws {
        let keys = try JSONWebKeys(document: Array(#"{"keys":[{"kty":"RSA","use":"enc","kid":"x","n":"AQAB","e":"AQAB"},{"kty":"oct","k":"c2VjcmV0"},{"kty":"EC","crv":"P-384","x":"AA","y":"AA"},\#(TestKeys.jwk(TestKeys.p256, id: "e1"))]}"#.utf8))
        #expect(keys.keys.count == 1)
        #expect(keys.keys.first?.id == "e1")
        #expect(throws: SignInProblem.self) { try JSONWebKeys(document: Array("[]".utf8)) }
    }
}
