import DesignSystem
import Logging
import MicroHTTP
import StyleGuide

/// Reloads what `serve` serves — on a change under `--watch`, or on SIGHUP — and logs the
/// outcome as start-up does: the problems of a refused reload, or each warning of the new Config.
struct Reloader: Sendable {
    /// The store whose snapshot is replaced.
    let store: SnapshotStore
    /// What is served (the Config folder or the token file), as the log names it.
    let served: String
    /// Finds the public folder again at each reload (beside the Config); nil keeps the last one.
    let publicFolder: (@Sendable () -> PublicFolder)?
    /// Where the outcome goes.
    let logger: Logger

    /// Loads again; `reason` ends the log line (`" after a change"`).
    func reload(reason: String) {
        if let problems = SnapshotLoader.reload(into: store, publicFolder: publicFolder?()) {
            logger.error("reload failed; still serving the previous configuration:\n\(problems)")
            return
        }
        let warnings = store.current.warnings
        for warning in warnings { logger.warning("\(warning)") }
        let count = Plural.counted(warnings.count, "warning")
        logger.info("reloaded \(served)\(reason)\(warnings.isEmpty ? "" : " with \(count)")")
    }

    /// Reads the TLS certificate and key again (on SIGHUP); a pair that cannot be served leaves
    /// the last good one serving and `/healthz` degraded, naming the file, until a reload succeeds.
    func reloadCertificate(of server: Server) {
        do throws(TLSError) {
            guard let certificate = try server.reloadCertificate() else { return }
            store.recordCertificateProblem(nil)
            logger.info("reloaded the TLS certificate: \(TLSOptions.describe(certificate))")
        } catch {
            store.recordCertificateProblem(TLSOptions.publicProblem(error))
            logger.error("TLS certificate reload failed; still serving the previous certificate: \(error)")
        }
    }

    /// Starts watching what the snapshot being served is made from, and `publicCandidate` (the
    /// public folder, watched even before it exists); any change reloads.
    func watch(publicCandidate: String?) -> ConfigWatcher {
        let store = store
        let watcher = ConfigWatcher(paths: { store.current.watchedPaths + (publicCandidate.map { [$0] } ?? []) }) { _ in
            reload(reason: " after a change")
        }
        watcher.start()
        logger.info("watching \(served)\(publicCandidate.map { " and \($0)" } ?? "") for changes")
        return watcher
    }
}
