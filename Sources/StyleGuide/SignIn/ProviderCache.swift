import Synchronization

/// The provider's discovery document and signing keys, fetched once and kept.
///
/// No request can make Swatchbook call the provider more than once per ``refreshSeconds``: a
/// failed fetch is not tried again sooner, the keys are fetched again on an unknown `kid` (the
/// provider rotated them) only when the last fetch is older than that, and the document is
/// fetched again only after ``lifetimeSeconds``.
final class ProviderCache: Sendable {
    /// The fewest seconds between two fetches of the same thing.
    static let refreshSeconds: Int64 = 60
    /// How long a fetched document and key set are used before they are fetched again.
    static let lifetimeSeconds: Int64 = 3600

    private struct Held {
        var metadata: ProviderMetadata?
        var keys: JSONWebKeys?
        var fetched: Int64 = .min
        var keysFetched: Int64 = .min
        var lastFailure: (at: Int64, problem: SignInProblem)?
    }

    private let issuer: String
    private let fetcher: any OutboundFetching
    private let held = Mutex(Held())

    /// A cache for `issuer`'s documents fetched with `fetcher`.
    init(issuer: String, fetcher: any OutboundFetching) {
        self.issuer = issuer
        self.fetcher = fetcher
    }

    /// The discovery document and keys, fetching them when there are none or they are old.
    func current(now: Int64) throws(SignInProblem) -> (ProviderMetadata, JSONWebKeys) {
        let result: Result<(ProviderMetadata, JSONWebKeys), SignInProblem> = held.withLock { held in
            if let metadata = held.metadata, let keys = held.keys, now - held.fetched < Self.lifetimeSeconds { return .success((metadata, keys)) }
            if let failure = held.lastFailure, now - failure.at < Self.refreshSeconds {
                if let metadata = held.metadata, let keys = held.keys { return .success((metadata, keys)) }
                return .failure(failure.problem)
            }
            do throws(SignInProblem) {
                let metadata = try ProviderMetadata(document: try get(ProviderMetadata.url(for: issuer)), issuer: issuer)
                let keys = try JSONWebKeys(document: try get(metadata.jwksURI))
                held = Held(metadata: metadata, keys: keys, fetched: now, keysFetched: now)
                return .success((metadata, keys))
            } catch {
                held.lastFailure = (now, error)
                if let metadata = held.metadata, let keys = held.keys { return .success((metadata, keys)) }
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Keys fetched again because a token named a `kid` not among them; nil when the last fetch
    /// was less than ``refreshSeconds`` ago (then the unknown key stays unknown).
    func refreshedKeys(now: Int64) -> JSONWebKeys? {
        held.withLock { held in
            guard let metadata = held.metadata, now - held.keysFetched >= Self.refreshSeconds else { return nil }
            held.keysFetched = now
            guard let bytes = try? get(metadata.jwksURI), let keys = try? JSONWebKeys(document: bytes) else { return nil }
            held.keys = keys
            return keys
        }
    }

    private func get(_ url: String) throws(SignInProblem) -> [UInt8] {
        let response = try fetcher.fetch(OutboundRequest(url: url))
        guard response.status == 200 else { throw SignInProblem(.provider, "\(url) answered \(response.status)") }
        return response.body
    }
}
