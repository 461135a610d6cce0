import MicroHTTP
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Recognises machines by their token: `Authorization: Bearer TOKEN`, or Basic auth whose password is the token.
///
/// The secret's SHA-256 is compared with every token's in constant time, with no early end, so
/// neither which token nor how much of a hash matched shows in the time taken. A refusal names
/// the token when it is known (an expired one) and never holds the secret.
public struct MachineTokenRecognizer: ReaderRecognizer {
    /// Machine tokens: what the gate labels this recognizer's refusals with.
    public var method: ReaderMethod? { .token }
    /// The tokens accepted.
    public let tokens: MachineTokenSet
    /// The time now; a parameter for tests of expiry.
    let now: @Sendable () -> Date

    /// A recognizer of the tokens in `tokens`.
    public init(tokens: MachineTokenSet) {
        self.init(tokens: tokens, now: { Date() })
    }

    /// A recognizer of the tokens in `tokens` at the times `now` gives.
    init(tokens: MachineTokenSet, now: @escaping @Sendable () -> Date) {
        self.tokens = tokens
        self.now = now
    }

    /// The reader a request's `Authorization` header names, if it has one.
    public func recognize(_ request: Request) -> Recognition {
        let headers = request.headers.values(for: "Authorization")
        guard let header = headers.first else { return .absent }
        guard headers.count == 1 else { return .refused(reason: "more than one Authorization header") }
        return recognize(header: header)
    }

    /// The reader one `Authorization` header value names.
    func recognize(header: String) -> Recognition {
        switch AuthorizationCredentials(header: header) {
        case .malformed(let reason): return .refused(reason: reason)
        case .token(let text): return recognize(secret: MachineTokenSecret(text))
        }
    }

    /// The reader a token's secret names.
    func recognize(secret: MachineTokenSecret) -> Recognition {
        guard secret.isWellFormed else { return .refused(reason: "not a Swatchbook token (sbt_ and 43 characters)") }
        let hash = secret.hash
        var match: MachineToken?
        for token in tokens.current.tokens where ConstantTime.equal(token.hash, hash) && match == nil {
            match = token
        }
        guard let match else { return .refused(reason: "unknown or revoked token") }
        guard !match.isExpired(at: now()) else {
            return .refused(reason: "token '\(match.name)' expired at \(match.expires?.formatted(.iso8601) ?? "")")
        }
        return .reader(Reader(method: .token, name: match.name, scopes: match.scopes))
    }
}
