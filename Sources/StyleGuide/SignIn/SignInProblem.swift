import MicroHTTP

/// Why a sign-in could not go on: a typed error with a code, rendered in one place (``httpError``).
struct SignInProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem, its code in the log and on the page.
    struct Code: RawRepresentable, Hashable, Sendable {
        let rawValue: String
        /// Sign-in is not set up right: a secret file missing, a key too short.
        static let setup = Code(rawValue: "sign-in-setup")
        /// The identity provider could not be reached or answered something unusable.
        static let provider = Code(rawValue: "provider-unavailable")
        /// The callback's `state` or the flow cookie is missing, forged, expired or different.
        static let state = Code(rawValue: "state-mismatch")
        /// The provider sent the reader back with an error (`?error=access_denied`).
        static let denied = Code(rawValue: "provider-denied")
        /// The ID token did not verify: signature, `iss`, `aud`, `exp`, `nonce`, its form.
        static let idToken = Code(rawValue: "id-token-invalid")
        /// The reader signed in but the allowed-reader rules do not admit them.
        static let notAllowed = Code(rawValue: "reader-not-allowed")
    }

    /// What kind of problem.
    let code: Code
    /// What went wrong, for the reader and the log; never a secret.
    let message: String

    /// A problem of `code` saying `message`.
    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `message [code]`.
    var description: String { "\(message) [\(code.rawValue)]" }

    /// The status a reader sees: 403 for a reader not allowed, 503 when the provider or the setup
    /// fails, 400 for the rest.
    var status: Status {
        switch code {
        case .notAllowed: .forbidden
        case .setup, .provider: .serviceUnavailable
        default: .badRequest
        }
    }

    /// The readable error page's error, with `headers` (a cookie cleared) added.
    func httpError(headers: Headers = Headers()) -> HTTPError {
        HTTPError(status, "Sign-in failed: \(description)", headers: headers)
    }
}
