import DesignSystem
import Synchronization

extension SnapshotStore {
    /// The machine tokens of the tokens file the served Config names (or `SWATCHBOOK_TOKENS_FILE`),
    /// following reloads and reported in `/healthz`: one set per store, made at first use.
    public var machineTokens: MachineTokenSet {
        if let made = machineTokenSet.withLock({ $0 }) { return made }
        let environment = TokensFileDisk.environmentValue
        let made = MachineTokenSet(serving: current, environment: environment)
        let kept = machineTokenSet.withLock { set in
            if let set { return set }
            set = made
            return made
        }
        if kept === made { made.follow(self, environment: environment) }
        return kept
    }
}

extension MachineTokenSet {
    /// The tokens of the file `snapshot`'s Config names, or `environment` (the value of
    /// `SWATCHBOOK_TOKENS_FILE`), which wins; none when neither names a file. A file placed
    /// inside the Config is a problem (in ``problems``), with no token accepted; on a reload, the
    /// tokens in force stay so.
    public convenience init(serving snapshot: Snapshot, environment: String?) {
        self.init(disk: nil)
        follow(snapshot, environment: environment)
    }

    /// Reads the file the Config of `snapshot` names from now on (a reload may move it or change its limits).
    public func follow(_ snapshot: Snapshot, environment: String?) {
        switch TokensFileDisk.named(by: snapshot.settings, configDirectory: snapshot.configDirectory, environment: environment) {
        case .success(let disk): follow(disk)
        case .failure(let problems): report(problems.list)
        }
    }

    /// Follows every Config `store` serves from now on, and has `/healthz` report the tokens
    /// file's problems (looking at the file first, at most once a second, as a request would).
    public func follow(_ store: SnapshotStore, environment: String?) {
        store.observeReplacements { [weak self] _, new in self?.follow(new, environment: environment) }
        store.reportProblems { [weak self] in
            _ = self?.current
            return self?.problems ?? []
        }
    }
}
