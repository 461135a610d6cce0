import MicroHTTP

/// One way of recognising a reader from a request: a session cookie, a machine token, a proxy's header.
///
/// The access gate asks each recognizer in turn; the first that recognises or refuses decides.
/// A recognizer only reads the request (headers, the address it came from) and state it already
/// holds: it never blocks on the network.
public protocol ReaderRecognizer: Sendable {
    /// What this request shows of its reader.
    func recognize(_ request: Request) -> Recognition
    /// How the readers it finds are recognised, so its refusals are counted by method; nil by default.
    var method: ReaderMethod? { get }
}

extension ReaderRecognizer {
    /// No method named: refusals are counted under `none`.
    public var method: ReaderMethod? { nil }
}

/// What one recognizer found in a request.
public enum Recognition: Sendable, Equatable {
    /// A reader it vouches for.
    case reader(Reader)
    /// Nothing of its kind (no cookie, no `Authorization`): the next recognizer is asked.
    case absent
    /// Credentials of its kind that are not good (a revoked token, a forged cookie); `reason` is
    /// for the audit log and never holds the secret itself.
    case refused(reason: String)
}
