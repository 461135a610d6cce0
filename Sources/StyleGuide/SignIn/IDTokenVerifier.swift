import DesignSystem
import MicroHTTP

/// Verifies an ID token (a JWS in compact form) the way OpenID Connect Core §3.1.3.7 asks.
///
/// The signature must be RS256 or ES256 by the provider's key with the header's `kid` (`none`,
/// `HS256` and every other algorithm are refused); `iss` must be the issuer exactly, `aud` must hold
/// the client id (and `azp`, when there are several audiences, be it), `exp` must be in the future
/// and `iat` not in it, both with ``leeway``, and `nonce` must be the one this flow sent.
struct IDTokenVerifier: Sendable {
    /// Seconds of clock difference tolerated between the provider and this server.
    static let leeway: Int64 = 60
    /// The algorithms accepted.
    static let algorithms: Set<String> = ["RS256", "ES256"]

    /// The issuer the token must come from.
    let issuer: String
    /// The client id the token must be for.
    let clientId: String

    /// The claims of `token` when it verifies with `keys` for `nonce` at `now`.
    func verify(_ token: String, keys: JSONWebKeys, nonce: String, now: Int64) throws(IDTokenProblem) -> IDTokenClaims {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(parts[0]), let header = try? JSONParser.parse(headerBytes),
              let payloadBytes = Base64URL.decode(parts[1]), let payload = try? JSONParser.parse(payloadBytes),
              payload.objectValue != nil, let signature = Base64URL.decode(parts[2]) else { throw .malformed }
        guard let algorithm = header["alg"]?.stringValue, Self.algorithms.contains(algorithm) else {
            throw .algorithmRefused(header["alg"]?.stringValue ?? "missing")
        }
        let keyId = header["kid"]?.stringValue
        guard let key = keys.key(id: keyId, algorithm: algorithm) else { throw .unknownKey(keyId ?? "none") }
        let signed = Array(token.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count))
        guard signed.withUnsafeBytes({ key.isValidSignature(signature, for: $0) }) else { throw .badSignature }
        try checkClaims(payload, nonce: nonce, now: now)
        return IDTokenClaims(payload)
    }

    private func checkClaims(_ payload: JSON, nonce: String, now: Int64) throws(IDTokenProblem) {
        guard payload["iss"]?.stringValue == issuer else { throw .claim("iss", "is not the issuer \(issuer)") }
        let audiences: [String]
        if let single = payload["aud"]?.stringValue { audiences = [single] } else {
            audiences = payload["aud"]?.arrayValue?.compactMap(\.stringValue) ?? []
        }
        guard audiences.contains(clientId) else { throw .claim("aud", "does not name this client") }
        if audiences.count > 1, let party = payload["azp"]?.stringValue, party != clientId { throw .claim("azp", "is another client") }
        guard let expiry = payload["exp"]?.doubleValue else { throw .claim("exp", "is missing") }
        guard Double(now - Self.leeway) < expiry else { throw .claim("exp", "has passed: the token expired") }
        if let issued = payload["iat"]?.doubleValue, issued > Double(now + Self.leeway) { throw .claim("iat", "is in the future") }
        guard let sent = payload["nonce"]?.stringValue, ConstantTime.equal(sent, nonce) else { throw .claim("nonce", "is not the one this sign-in sent") }
        guard let subject = payload["sub"]?.stringValue, !subject.isEmpty else { throw .claim("sub", "is missing") }
    }
}

/// Why an ID token did not verify.
enum IDTokenProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not three base64url parts with JSON header and payload.
    case malformed
    /// Signed with an algorithm that is not RS256 or ES256 (`none`, `HS256`, …).
    case algorithmRefused(String)
    /// No key of the provider's has the token's `kid`.
    case unknownKey(String)
    /// The signature does not verify with the key.
    case badSignature
    /// A claim is wrong: its name and why.
    case claim(String, String)

    /// A few words for the log and the error page.
    var description: String {
        switch self {
        case .malformed: "the ID token is not a signed JWT"
        case .algorithmRefused(let algorithm): "the ID token is signed with \(algorithm); only RS256 and ES256 are accepted"
        case .unknownKey(let id): "the ID token's key \(id) is not among the provider's keys"
        case .badSignature: "the ID token's signature does not verify"
        case .claim(let name, let why): "the ID token's \(name) \(why)"
        }
    }
}
