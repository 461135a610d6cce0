import MicroHTTP

/// One event the audit log records and `/metrics` counts: a sign-in, a sign-out, a token's use, a refusal.
///
/// An event names who and what, never a secret; where from is the request's.
public struct AccessEvent: Sendable, Equatable {
    /// What happened.
    public var kind: AccessEventKind
    /// Who: an e-mail address, a token's name, a proxy's user; empty when nobody is known.
    public var who: String
    /// A few words on what or why (`token revoked`, `nonce mismatch`); never a secret.
    public var detail: String
    /// How the reader was (or was to be) recognised, when known: `/metrics` counts events by it.
    public var method: ReaderMethod?

    /// An event of `kind` for `who`, with `detail`, by `method` when known.
    public init(_ kind: AccessEventKind, who: String = "", detail: String = "", method: ReaderMethod? = nil) {
        self.kind = kind
        self.who = who
        self.detail = detail
        self.method = method
    }
}

/// The kinds of access events; extensible like every name the product lets grow.
public struct AccessEventKind: RawRepresentable, Hashable, Sendable {
    /// The name the audit log and `/metrics` give it.
    public let rawValue: String
    /// Makes a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person signed in.
    public static let signIn = AccessEventKind(rawValue: "sign-in")
    /// A sign-in that failed (bad state, an ID token that does not verify, a reader not allowed).
    public static let signInFailed = AccessEventKind(rawValue: "sign-in-failed")
    /// A person signed out.
    public static let signOut = AccessEventKind(rawValue: "sign-out")
    /// A machine token was used.
    public static let tokenUse = AccessEventKind(rawValue: "token-use")
    /// Credentials were refused, or an anonymous request was turned away.
    public static let refusal = AccessEventKind(rawValue: "refusal")
}

/// Where access events go: the audit log, `/metrics`, and the per-address limit on failures.
///
/// Failures (``AccessEventKind/signInFailed`` and ``AccessEventKind/refusal`` of bad credentials)
/// count against the request's address; too many and the gate answers it `429` for a while.
public protocol AccessEvents: Sendable {
    /// Records `event`, which `request` caused.
    func record(_ event: AccessEvent, for request: Request)
}
