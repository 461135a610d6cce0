/// Who is asking: a person signed in, a machine holding a token, or someone a trusted proxy vouched for.
///
/// Only a private Swatchbook (`"access": "private"`) asks; a public one serves everyone and never
/// makes a reader.
public struct Reader: Sendable, Equatable {
    /// How the reader was recognised.
    public var method: ReaderMethod
    /// Who it is, as the audit log names it: an e-mail address, a machine token's name, a proxy's user.
    public var name: String
    /// What the reader may read; ``AccessScope/all`` for people, a token's own scopes for machines.
    public var scopes: Set<AccessScope>

    /// A reader recognised by `method`, named `name`, allowed `scopes`.
    public init(method: ReaderMethod, name: String, scopes: Set<AccessScope> = AccessScope.all) {
        self.method = method
        self.name = name
        self.scopes = scopes
    }
}

/// How a reader was recognised; extensible like every name the product lets grow.
public struct ReaderMethod: RawRepresentable, Hashable, Sendable {
    /// The name the audit log and `/metrics` give it.
    public let rawValue: String
    /// Makes a method from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person signed in with OpenID Connect (the session cookie).
    public static let session = ReaderMethod(rawValue: "session")
    /// A machine token (`Authorization: Bearer`, or the password of Basic auth).
    public static let token = ReaderMethod(rawValue: "token")
    /// A header set by a listed company proxy (`authProxy`).
    public static let proxy = ReaderMethod(rawValue: "proxy")
}
