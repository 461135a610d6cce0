import DesignSystem

/// Builds a Snapshot from a Config folder: read, validate, render; all or nothing.
public enum SnapshotLoader {
    /// A new snapshot of the Config at `directory`, or every problem that prevents one. Sample
    /// images must be files in `publicFolder` unless it is `unchecked`. `components` are the
    /// components compiled in (the built-in ones, and any a depending package registers); the
    /// Config's template components join them.
    public static func load(configDirectory directory: String, publicFolder: PublicFolder = .unchecked,
                            strictness: Strictness = .tolerant,
                            components: [CatalogEntry] = ComponentCatalog.builtIn) -> Result<Snapshot, Diagnostics> {
        ConfigLoader(directory: directory, components: components).load(strictness: strictness, publicFolder: publicFolder).map {
            Snapshot(config: $0, strictness: strictness, publicFolder: publicFolder)
        }
    }

    /// Loads the Config again, as strictly as before: the new snapshot replaces the old one only
    /// if it is valid.
    ///
    /// Returns the problems when the reload failed (the old snapshot keeps serving).
    /// Afterwards the memory freed by the old snapshot, or by the failed attempt, goes back to the system.
    @discardableResult
    public static func reload(into store: SnapshotStore) -> Diagnostics? {
        let problems = swap(into: store)
        FreedMemory.giveBackNowAndSoon()
        return problems
    }

    private static func swap(into store: SnapshotStore) -> Diagnostics? {
        let current = store.current
        switch load(configDirectory: current.configDirectory, publicFolder: current.publicFolder,
                    strictness: current.strictness, components: current.compiledComponents) {
        case .success(let snapshot):
            store.replace(with: snapshot)
            return nil
        case .failure(let problems):
            store.recordFailedLoad(problems.errors)
            return problems
        }
    }
}
