/// The session a signed-in reader's browser holds: who, a session id, and when it ends, signed.
///
/// The value is `base64url(payload).base64url(HMAC-SHA256)`; the payload is
/// `1\n<expiry, Unix seconds>\n<session id>\n<e-mail>`, the expiry inside what is signed.
struct SessionCookie: Sendable, Equatable {
    /// The cookie's name.
    static let name = "swatchbook_session"
    /// What the signature is bound to, so no other signed value of Swatchbook passes as a session.
    static let purpose = "session"

    /// The reader's e-mail address.
    let email: String
    /// A random id naming this session in the audit log.
    let id: String
    /// When the session ends, in Unix seconds.
    let expires: Int64

    /// The cookie's value, signed with the newest key.
    func signed(with keys: SessionKeys) -> String {
        keys.sign("1\n\(expires)\n\(id)\n\(email)", purpose: Self.purpose)
    }

    /// What `value` says when a key signed it and it has not expired at `now`.
    static func verified(_ value: String, keys: SessionKeys, now: Int64) -> Result<SessionCookie, SessionCookieProblem> {
        guard let payload = keys.verify(value, purpose: purpose) else { return .failure(.forged) }
        let fields = payload.split(separator: "\n", omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0] == "1", let expires = Int64(fields[1]), !fields[3].isEmpty else { return .failure(.forged) }
        guard now < expires else { return .failure(.expired) }
        return .success(SessionCookie(email: String(fields[3]), id: String(fields[2]), expires: expires))
    }
}

/// Why a session cookie was not accepted.
enum SessionCookieProblem: String, Error, Sendable {
    /// No key signed it, or its payload is not a session's.
    case forged = "session cookie does not verify"
    /// It was good once and has expired.
    case expired = "session expired"
}
