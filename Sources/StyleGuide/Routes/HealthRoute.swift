import DesignSystem
import MicroHTTP

/// `GET /healthz`: whether the server runs and which configuration it serves, as JSON.
///
/// The status is `ok` while a valid configuration is served; `degraded` when the last reload
/// failed and the previous configuration still serves (its errors are listed).
struct HealthRoute: Responder {
    let store: SnapshotStore

    func respond(to request: Request) throws -> Response {
        let snapshot = store.current
        let problems = store.problems
        let uptime = ContinuousClock.now - store.startedAt
        let seconds = Double(uptime.components.seconds) + Double(uptime.components.attoseconds) / 1e18
        let config: JSON = [
            "state": problems.isEmpty ? "loaded" : "last-reload-failed",
            "directory": .string(snapshot.configDirectory),
            "name": .string(snapshot.settings.name),
            "loadedAt": .string(snapshot.loadedAtText),
            "errors": .array(problems.map { .string($0.description) }),
        ]
        let body: JSON = [
            "status": problems.isEmpty ? "ok" : "degraded",
            "version": .string(SwatchbookVersion.current),
            "uptimeSeconds": .number((seconds * 1000).rounded() / 1000),
            "config": config,
        ]
        return .json(body, cacheControl: "no-store")
    }
}
