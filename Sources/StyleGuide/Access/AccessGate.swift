import MicroHTTP

/// The access gate of a private Swatchbook: a wrapper that lets a request through only for a
/// reader one of the recognizers vouches for, with the path's scope among the reader's.
///
/// It asks the served Config on every request, so a reload that changes `access` takes effect at
/// once; a public Config passes every request straight through. In private mode `/healthz`
/// (status only, to those not signed in) and the sign-in routes below `/auth/` stay open; anyone
/// else gets ``AccessRefusal/anonymous(_:path:signInURL:)``, the same for an unknown path as for a
/// known one. An address with too many recent failures gets `429` everywhere but `/healthz`.
struct AccessGate<Next: Responder>: Responder {
    let next: Next
    let store: SnapshotStore
    let control: AccessControl
    let audit: AccessAudit
    /// False for `swatchbook export`, which renders through the routes and never asks a reader.
    let enabled: Bool

    func respond(to request: Request) throws -> Response {
        guard enabled, store.current.settings.access == .private else { return try next.respond(to: request) }
        let path = AccessPath(request)
        if !path.isHealth, let seconds = audit.retryAfterSeconds(for: request) {
            audit.record(AccessEvent(.limited), for: request)
            return AccessRefusal.tooMany(request, path: path, retryAfterSeconds: seconds)
        }
        if path.isSignIn {
            // Open to all; but only the sign-in routes themselves: any other path below /auth/ is refused like any path.
            let response = try next.respond(to: request)
            guard response.status == .notFound || response.status == .methodNotAllowed else { return response }
            return AccessRefusal.anonymous(request, path: path, signInURL: control.signInURL)
        }
        let (recognition, method) = control.recognize(request)
        switch recognition {
        case .reader(let reader):
            guard reader.scopes.contains(path.scope) || path.isHealth else {
                audit.record(AccessEvent(.outOfScope, who: reader.name, detail: "scope \(path.scope.rawValue)", method: reader.method), for: request)
                return AccessRefusal.outOfScope(request, path: path, reader: reader)
            }
            if reader.method == .token { audit.record(AccessEvent(.tokenUse, who: reader.name, method: .token), for: request) }
            var response = try next.respond(to: request)
            PrivateCaching.mark(&response)
            return response
        case .refused where path.isHealth, .absent where path.isHealth:
            return AccessRefusal.health(degraded: store.isDegraded)
        case .refused(let reason):
            audit.record(AccessEvent(.refusal, detail: reason, method: method), for: request)
            return AccessRefusal.refused(request, path: path, message: "these credentials are not accepted", signInURL: control.signInURL)
        case .absent:
            audit.record(AccessEvent(.anonymous), for: request)
            return AccessRefusal.anonymous(request, path: path, signInURL: control.signInURL)
        }
    }
}

extension Responder {
    /// Closes the site to anyone `control` does not recognise when the Config is private (see ``AccessGate``).
    func gated(by control: AccessControl, store: SnapshotStore, audit: AccessAudit, enabled: Bool = true) -> AccessGate<Self> {
        AccessGate(next: self, store: store, control: control, audit: audit, enabled: enabled)
    }
}
