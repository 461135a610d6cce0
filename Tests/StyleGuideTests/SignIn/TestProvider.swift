import HTTPTestSupport
import MicroHTTP
import Synchronization
@testable import StyleGuide

/// Signing keys and ID tokens made in the test with GnuTLS, and a fake provider answering
/// the sign-in flow's outbound calls with them.
enum TestKeys {
    /// One RSA key for the whole run (making one takes a moment).
    static let rsa = TestSigningKey(.rsa(bits: 2048))
    /// Another RSA key: the provider's next key after a rotation.
    static let rotatedRSA = TestSigningKey(.rsa(bits: 2048))
    /// One P-256 key.
    static let p256 = TestSigningKey(.p256)

    /// The JWKS entry of a key: RSA (RS256) or P-256 (ES256).
    static func jwk(_ key: TestSigningKey, id: String) -> String {
        let (first, second) = key.publicNumbers
        if case .p256 = key.kind {
            return #"{"kty":"EC","kid":"\#(id)","crv":"P-256","x":"\#(Base64URL.encode(first))","y":"\#(Base64URL.encode(second))"}"#
        }
        return #"{"kty":"RSA","kid":"\#(id)","use":"sig","alg":"RS256","n":"\#(Base64URL.encode(first))","e":"\#(Base64URL.encode(second))"}"#
    }

    /// A JWKS document of `entries`.
    static func jwks(_ entries: [String]) -> [UInt8] { Array(#"{"keys":[\#(entries.joined(separator: ","))]}"#.utf8) }

    /// How a test token is signed.
    enum Signer {
        case rs256(TestSigningKey)
        case es256(TestSigningKey)
        case none
        case hs256
    }

    /// A compact JWS of `claims` (a JSON object's text) with header `alg` and `kid`, signed by `signer`.
    static func token(_ claims: String, kid: String?, signer: Signer) -> String {
        let algorithm = switch signer {
        case .rs256: "RS256"
        case .es256: "ES256"
        case .none: "none"
        case .hs256: "HS256"
        }
        let header = kid.map { #"{"alg":"\#(algorithm)","kid":"\#($0)","typ":"JWT"}"# } ?? #"{"alg":"\#(algorithm)"}"#
        let input = Base64URL.encode(header.utf8) + "." + Base64URL.encode(claims.utf8)
        let signature: [UInt8] = switch signer {
        case .rs256(let key), .es256(let key): key.sign(Array(input.utf8))
        case .none: []
        case .hs256: HMACSHA256.code(for: Array(input.utf8), key: Array("secret".utf8))
        }
        return input + "." + Base64URL.encode(signature)
    }

    /// The claims of a good token for `nonce` at `now`, with members replaced or added by `changes`.
    static func claims(nonce: String, now: Int64, _ changes: [String: String] = [:]) -> String {
        var members: [String: String] = [
            "iss": #""https://id.example.com""#, "aud": #""swatchbook""#, "sub": #""alice""#, "nonce": "\"\(nonce)\"",
            "exp": String(now + 300), "iat": String(now), "email": #""alice@example.com""#, "email_verified": "true",
        ]
        for (key, value) in changes { members[key] = value }
        return "{" + members.sorted { $0.key < $1.key }.filter { $0.value != "-" }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }
}

/// A provider at `https://id.example.com` answering discovery, JWKS and the token endpoint, and
/// counting the calls.
final class FakeProvider: OutboundFetching, Sendable {
    private struct State {
        var jwks: [UInt8] = TestKeys.jwks([TestKeys.jwk(TestKeys.rsa, id: "r1"), TestKeys.jwk(TestKeys.p256, id: "e1")])
        var idToken = ""
        var calls: [OutboundRequest] = []
    }
    private let state = Mutex(State())

    /// The JWKS the provider serves from now on.
    func serveKeys(_ jwks: [UInt8]) { state.withLock { $0.jwks = jwks } }
    /// The ID token the token endpoint gives from now on.
    func issue(_ token: String) { state.withLock { $0.idToken = token } }
    /// Every call made so far.
    var calls: [OutboundRequest] { state.withLock { $0.calls } }

    func fetch(_ request: OutboundRequest) throws(SignInProblem) -> OutboundResponse {
        let state = self.state.withLock { state in
            state.calls.append(request)
            return state
        }
        switch request.url {
        case "https://id.example.com/.well-known/openid-configuration":
            return OutboundResponse(status: 200, body: Array(#"{"issuer":"https://id.example.com","authorization_endpoint":"https://id.example.com/authorize","token_endpoint":"https://id.example.com/token","jwks_uri":"https://id.example.com/jwks"}"#.utf8))
        case "https://id.example.com/jwks":
            return OutboundResponse(status: 200, body: state.jwks)
        case "https://id.example.com/token":
            return OutboundResponse(status: 200, body: Array(#"{"access_token":"a","token_type":"Bearer","id_token":"\#(state.idToken)"}"#.utf8))
        default:
            return OutboundResponse(status: 404, body: [])
        }
    }
}
