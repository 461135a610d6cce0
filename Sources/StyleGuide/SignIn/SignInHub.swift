import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The sign-in service of the snapshot being served, made on first use after each reload.
///
/// Holds no snapshot: a reload drops the service, and the next request makes it again from the
/// new settings, reading the key file and the client secret anew.
final class SignInHub: Sendable {
    private let store: SnapshotStore
    private let environment: [String: String]
    private let fetcher: (any OutboundFetching)?
    private let built = Mutex<Result<SignInService, SignInProblem>??>(nil)

    /// A hub following `store`'s reloads; `environment` gives the client secret's variable,
    /// `fetcher` replaces the real HTTP client (tests).
    init(store: SnapshotStore, environment: [String: String] = ProcessInfo.processInfo.environment,
         fetcher: (any OutboundFetching)? = nil) {
        self.store = store
        self.environment = environment
        self.fetcher = fetcher
        store.observeReplacements { [weak self] _, _ in self?.built.withLock { $0 = nil } }
    }

    /// The service for the current settings; nil when they have no `signIn`, a problem when the
    /// key file or the client secret cannot be read.
    func service() -> Result<SignInService, SignInProblem>? {
        built.withLock { built in
            if let made = built { return made }
            let settings = store.current.settings
            let made = settings.signIn.map { signIn in
                Result { () throws(SignInProblem) in
                    try SignInService(settings: signIn, limits: settings.signInLimits, environment: environment, fetcher: fetcher)
                }
            }
            built = .some(made)
            return made
        }
    }
}
