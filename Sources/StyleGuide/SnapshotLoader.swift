import DesignSystem

/// Builds a Snapshot from a Config folder: read, validate, render; all or nothing.
public enum SnapshotLoader {
    /// A new snapshot of the Config at `directory`, or every problem that prevents one.
    public static func load(configDirectory directory: String) -> Result<Snapshot, Diagnostics> {
        let loader = ConfigLoader(directory: directory)
        return loader.loadSettings().map { Snapshot(settings: $0, configDirectory: directory) }
    }

    /// Loads the Config again: the new snapshot replaces the old one only if it is valid.
    ///
    /// Returns the problems when the reload failed (the old snapshot keeps serving).
    @discardableResult
    public static func reload(into store: SnapshotStore) -> Diagnostics? {
        switch load(configDirectory: store.current.configDirectory) {
        case .success(let snapshot):
            store.replace(with: snapshot)
            return nil
        case .failure(let problems):
            store.recordFailedLoad(problems.list)
            return problems
        }
    }
}
