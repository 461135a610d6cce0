import DesignSystem
import MicroHTTP

/// A provider's signing keys (its JWKS document): RSA keys for RS256, P-256 keys for ES256.
///
/// Keys of other kinds, or marked for encryption, are skipped; a key that claims a kind and does
/// not parse as one is skipped too, so one bad key does not stop sign-in with the others.
struct JSONWebKeys: Sendable {
    /// One public key the provider signs ID tokens with: RSA of 2,048 to 8,192 bits (RS256) or
    /// P-256 (ES256).
    typealias Key = SignatureKey

    /// The keys by their `kid` (nil when a key has none), in the order the document lists them.
    let keys: [(id: String?, key: Key)]

    /// The keys of a JWKS document; throws when it is not one.
    init(document bytes: [UInt8]) throws(SignInProblem) {
        guard let json = try? JSONParser.parse(bytes), let list = json["keys"]?.arrayValue else {
            throw SignInProblem(.provider, "the provider's JWKS is not a JSON object with a \"keys\" array")
        }
        keys = list.compactMap { entry in
            if let use = entry["use"]?.stringValue, use != "sig" { return nil }
            guard let key = Self.key(entry) else { return nil }
            if let algorithm = entry["alg"]?.stringValue, algorithm != key.algorithm { return nil }
            return (entry["kid"]?.stringValue, key)
        }
    }

    /// Keys given directly (tests).
    init(_ keys: [(id: String?, key: Key)]) { self.keys = keys }

    /// The key that verifies a token whose header names `id` and `algorithm`: the key with that
    /// `kid`, or without one the only key for the algorithm; nil when there is none.
    func key(id: String?, algorithm: String) -> Key? {
        if let id { return keys.first { $0.id == id && $0.key.algorithm == algorithm }?.key }
        let candidates = keys.filter { $0.key.algorithm == algorithm }
        return candidates.count == 1 ? candidates[0].key : nil
    }

    private static func key(_ entry: JSON) -> Key? {
        switch entry["kty"]?.stringValue {
        case "RSA":
            guard let n = entry["n"]?.stringValue.flatMap(Base64URL.decode),
                  let e = entry["e"]?.stringValue.flatMap(Base64URL.decode) else { return nil }
            return SignatureKey(rsaModulus: n, exponent: e)
        case "EC":
            guard entry["crv"]?.stringValue == "P-256", let x = entry["x"]?.stringValue.flatMap(Base64URL.decode),
                  let y = entry["y"]?.stringValue.flatMap(Base64URL.decode) else { return nil }
            return SignatureKey(p256X: x, y: y)
        default:
            return nil
        }
    }
}

extension SignatureKey {
    /// The JWS algorithm this key verifies.
    var algorithm: String {
        switch kind {
        case .rs256: "RS256"
        case .es256: "ES256"
        }
    }
}
