import DesignSystem

/// The parts of a provider's discovery document (`/.well-known/openid-configuration`) sign-in uses.
struct ProviderMetadata: Sendable, Equatable {
    /// Where readers are sent to sign in.
    let authorizationEndpoint: String
    /// Where the code is exchanged for tokens.
    let tokenEndpoint: String
    /// Where the signing keys are.
    let jwksURI: String

    /// The discovery document's URL for `issuer`.
    static func url(for issuer: String) -> String {
        (issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer) + "/.well-known/openid-configuration"
    }

    /// Reads a discovery document; its `issuer` must be `issuer` exactly and every endpoint https
    /// (http on loopback).
    init(document bytes: [UInt8], issuer: String) throws(SignInProblem) {
        guard let json = try? JSONParser.parse(bytes), json.objectValue != nil else {
            throw SignInProblem(.provider, "the discovery document of \(issuer) is not a JSON object")
        }
        guard json["issuer"]?.stringValue == issuer else {
            throw SignInProblem(.provider, "the discovery document names the issuer '\(json["issuer"]?.stringValue ?? "")', not '\(issuer)' as \"signIn\".\"issuer\" says")
        }
        func endpoint(_ name: String) throws(SignInProblem) -> String {
            guard let url = json[name]?.stringValue else { throw SignInProblem(.provider, "the discovery document of \(issuer) has no \(name)") }
            if let problem = WebAddress.problem(url, allowingPath: true) { throw SignInProblem(.provider, "the discovery document's \(name) \(problem)") }
            return url
        }
        authorizationEndpoint = try endpoint("authorization_endpoint")
        tokenEndpoint = try endpoint("token_endpoint")
        jwksURI = try endpoint("jwks_uri")
    }
}
