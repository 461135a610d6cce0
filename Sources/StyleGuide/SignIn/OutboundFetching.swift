import DesignSystem
/// The few outbound HTTPS calls sign-in makes: the discovery document, the JWKS, the token endpoint.
///
/// A protocol of one requirement so tests hand the sign-in flow a fake provider; the real one is
/// ``ClientFetcher``.
protocol OutboundFetching: Sendable {
    /// The answer to `request`, or why there is none (unreachable, too slow, too large).
    func fetch(_ request: OutboundRequest) throws(SignInProblem) -> OutboundResponse
}

/// One outbound call: a GET, or a POST of a form.
struct OutboundRequest: Sendable, Equatable {
    /// The URL (https, or http on loopback).
    var url: String
    /// A form body (`application/x-www-form-urlencoded`); nil for a GET.
    var form: [(String, String)]?
    /// The `Authorization` header (client_secret_basic); nil for none.
    var authorization: String?

    static func == (lhs: OutboundRequest, rhs: OutboundRequest) -> Bool {
        lhs.url == rhs.url && lhs.authorization == rhs.authorization
            && lhs.form?.map { "\($0.0)=\($0.1)" } == rhs.form?.map { "\($0.0)=\($0.1)" }
    }

    /// The form encoded for the body: every byte but unreserved ones percent-encoded.
    var encodedForm: String {
        (form ?? []).map { "\(PercentEncoding.encode($0.0))=\(PercentEncoding.encode($0.1))" }.joined(separator: "&")
    }
}

/// What came back: the status and the body (at most ``SignInLimits/responseBytes``).
struct OutboundResponse: Sendable, Equatable {
    /// The HTTP status.
    var status: Int
    /// The body.
    var body: [UInt8]
}
