import DesignSystem

/// What a verified ID token says of the reader.
struct IDTokenClaims: Sendable {
    /// The whole payload, for the groups claim a team names.
    let payload: JSON

    /// Wraps a verified payload.
    init(_ payload: JSON) { self.payload = payload }

    /// The subject, the provider's id for the reader.
    var subject: String { payload["sub"]?.stringValue ?? "" }
    /// The reader's e-mail address, lower-cased; nil when the token has none.
    var email: String? { payload["email"]?.stringValue?.lowercased() }
    /// False only when the provider says the address is not verified.
    var emailVerified: Bool {
        if let flag = payload["email_verified"]?.boolValue { return flag }
        // Some providers send "true"/"false" as strings.
        return payload["email_verified"]?.stringValue != "false"
    }

    /// The strings of the claim `name` (an array, or a single string).
    func strings(_ name: String) -> [String] {
        if let single = payload[name]?.stringValue { return [single] }
        return payload[name]?.arrayValue?.compactMap(\.stringValue) ?? []
    }
}
