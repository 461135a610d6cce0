import DesignSystem

/// Builds a Snapshot from a Config folder: read, validate, render; all or nothing.
public enum SnapshotLoader {
    /// A new snapshot of the Config at `directory`, or every problem that prevents one. Sample
    /// images must be files in `publicFolder` unless it is `unchecked`. `components` are the
    /// components compiled in (the built-in ones, and any a depending package registers); the
    /// Config's template components join them. How long each phase took goes to `timings`.
    public static func load(configDirectory directory: String, publicFolder: PublicFolder = .unchecked,
                            strictness: Strictness = .tolerant, components: [CatalogEntry] = ComponentCatalog.builtIn,
                            timings: LoadTimings = LoadTimings()) -> Result<Snapshot, Diagnostics> {
        ConfigLoader(directory: directory, components: components).load(strictness: strictness, publicFolder: publicFolder, timings: timings).map {
            config in timings.measure("snapshot") { Snapshot(config: config, strictness: strictness, publicFolder: publicFolder) }
        }
    }

    /// A new snapshot of a Config made in memory around the token set `file` (``TokenSetConfig``), or every problem that prevents one.
    public static func load(tokenSet file: String, publicFolder: PublicFolder = .absent, strictness: Strictness = .tolerant,
                            components: [CatalogEntry] = ComponentCatalog.builtIn,
                            timings: LoadTimings = LoadTimings()) -> Result<Snapshot, Diagnostics> {
        timings.measure("token set") { TokenSetConfig.load(file: file, strictness: strictness, components: components) }.map {
            config in timings.measure("snapshot") { Snapshot(config: config, strictness: strictness, publicFolder: publicFolder) }
        }
    }

    /// Loads the Config again, as strictly as before: the new snapshot replaces the old one only
    /// if it is valid.
    ///
    /// Returns the problems when the reload failed (the old snapshot keeps serving).
    /// Afterwards the memory freed by the old snapshot, or by the failed attempt, goes back to the system.
    /// `publicFolder`, when given, replaces the one the last load checked images against (a
    /// `Public` folder made beside the Config after start); a token set alone is read again alone.
    @discardableResult
    public static func reload(into store: SnapshotStore, publicFolder: PublicFolder? = nil) -> Diagnostics? {
        let problems = swap(into: store, publicFolder: publicFolder)
        FreedMemory.giveBackNowAndSoon()
        return problems
    }

    private static func swap(into store: SnapshotStore, publicFolder: PublicFolder?) -> Diagnostics? {
        let current = store.current
        let publicFolder = publicFolder ?? current.publicFolder
        let loaded = current.tokenSetFile.map {
            load(tokenSet: $0, publicFolder: publicFolder, strictness: current.strictness, components: current.compiledComponents)
        } ?? load(configDirectory: current.configDirectory, publicFolder: publicFolder,
                  strictness: current.strictness, components: current.compiledComponents)
        switch loaded {
        case .success(let snapshot):
            store.replace(with: snapshot)
            return nil
        case .failure(let problems):
            store.recordFailedLoad(problems.errors)
            return problems
        }
    }
}
