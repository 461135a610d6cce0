import DesignSystem
import Logging
import Synchronization

/// The machine tokens a server accepts, re-read when the tokens file changes.
///
/// A request asks for ``current``; at most once a second that looks at the file's fingerprint
/// (one `lstat`) and reads it again when it was rewritten, so a revocation is honoured within
/// seconds, with or without `--watch`. SIGHUP reads it at once (``reload()``). A file that fails
/// to load leaves the last good tokens in force and its problems in ``problems`` (for `/healthz`).
public final class MachineTokenSet: Sendable {
    private struct State {
        var disk: TokensFileDisk?
        var tokens = MachineTokenFile()
        var fingerprint: TokensFileDisk.Fingerprint?
        var checkedAt: ContinuousClock.Instant?
        var problems: [Diagnostic] = []
    }

    private let state: Mutex<State>
    /// Where each read of the file after the first is reported (`serve`'s log); nil for none.
    private let logger = Mutex<Logger?>(nil)
    /// How long a request trusts the last look at the file: a second, unless a test says otherwise.
    let checkInterval: Duration

    /// The tokens of the file at `disk`'s location (none when `disk` is nil: no tokens file is named).
    /// The problems of a first read that fails are in ``problems``, with no token accepted.
    public convenience init(disk: TokensFileDisk?) {
        self.init(disk: disk, checkInterval: .seconds(1))
    }

    /// The tokens of the file at `disk`'s location, looked at again after `checkInterval`.
    init(disk: TokensFileDisk?, checkInterval: Duration) {
        state = Mutex(State(disk: disk))
        self.checkInterval = checkInterval
        reload()
    }

    /// The tokens in force, reading the file again first when a second has passed and it changed.
    public var current: MachineTokenFile {
        let now = ContinuousClock.now
        let due = state.withLock { state -> TokensFileDisk? in
            guard let disk = state.disk else { return nil }
            if let checked = state.checkedAt, now - checked < checkInterval { return nil }
            state.checkedAt = now
            return disk
        }
        if let disk = due, disk.fingerprint() != state.withLock({ $0.fingerprint }) { load(disk) }
        return state.withLock { $0.tokens }
    }

    /// The problems of the last read, if it failed; empty when the tokens in force are the file's.
    public var problems: [Diagnostic] { state.withLock { $0.problems } }

    /// Reads the file now (SIGHUP).
    public func reload() {
        guard let disk = state.withLock({ $0.disk }) else { return }
        load(disk)
    }

    /// Reads the file at a new place or with new limits (a Config reload changed them), or stops
    /// reading one (nil); when they are unchanged, reads again only a file that had problems.
    public func follow(_ disk: TokensFileDisk?) {
        let changed = state.withLock { state -> Bool in
            guard disk != nil else {
                state = State()
                return false
            }
            guard state.disk?.location != disk?.location || state.disk?.limits != disk?.limits else { return !state.problems.isEmpty }
            state = State(disk: disk)
            return true
        }
        if changed { reload() }
    }

    /// Reports every read of the file from now on to `logger`: how many tokens, or why the last ones stay in force.
    public func log(to logger: Logger) {
        self.logger.withLock { $0 = logger }
    }

    /// Records `problems` (a reload named the tokens file where it may not be), keeping the tokens in force.
    func report(_ problems: [Diagnostic]) {
        state.withLock { $0.problems = problems }
    }

    private func load(_ disk: TokensFileDisk) {
        let fingerprint = disk.fingerprint()
        let result = disk.read()
        state.withLock { state in
            guard state.disk?.location == disk.location else { return }
            state.fingerprint = fingerprint
            state.checkedAt = ContinuousClock.now
            switch result {
            case .success(let file):
                state.tokens = file
                state.problems = []
            case .failure(let problems):
                state.problems = problems.list
            }
        }
        guard let logger = logger.withLock({ $0 }) else { return }
        switch result {
        case .success(let file): logger.info("read \(disk.location.path): \(Plural.counted(file.tokens.count, "machine token"))")
        case .failure(let problems):
            logger.error("the tokens file cannot be read; the tokens read last stay in force:\n\(problems)")
        }
    }
}
