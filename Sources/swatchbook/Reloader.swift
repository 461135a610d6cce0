import DesignSystem
import Logging
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
