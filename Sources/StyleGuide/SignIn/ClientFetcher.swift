import MicroHTTP

/// ``OutboundFetching`` through MicroHTTP's ``HTTPClient`` (GnuTLS, the library that already
/// serves HTTPS): TLS certificates verified against the system's CA store, no redirects followed,
/// only http and https, a call stopped after ``SignInLimits/fetchSeconds`` or once the body passes
/// ``SignInLimits/responseBytes``.
struct ClientFetcher: OutboundFetching {
    /// The limits every call keeps to.
    let limits: SignInLimits
    /// Whether the server's certificate and name are checked: always, but for ``HealthProbe``'s
    /// call to the server's own loopback port, where no certificate's name can match.
    var checksCertificate = true

    func fetch(_ request: OutboundRequest) throws(SignInProblem) -> OutboundResponse {
        let client = HTTPClient(timeLimit: .seconds(limits.fetchSeconds), bodyLimit: limits.responseBytes, checksCertificate: checksCertificate)
        var headers = [("Accept", "application/json")]
        if let authorization = request.authorization { headers.append(("Authorization", authorization)) }
        do {
            let answer = try client.fetch(request.url, form: request.form.map { _ in request.encodedForm }, headers: headers)
            return OutboundResponse(status: answer.status, body: answer.body)
        } catch let error where error.code == .tooLarge {
            throw SignInProblem(.provider, limits.tooLarge(request.url))
        } catch {
            throw SignInProblem(.provider, "could not reach \(request.url): \(error.message)")
        }
    }
}
