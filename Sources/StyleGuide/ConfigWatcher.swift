import Dispatch
import Glibc
import Synchronization

/// Watches folders and files for changes by polling: every `interval` it asks which paths to
/// watch, takes a fingerprint of each (every file's path, size and modification time below a
/// folder, dotfiles skipped; a file's own), and calls `onChange` with the paths whose
/// fingerprint changed since the last look.
///
/// The watched set is asked for again at every look, and every look walks each folder whole:
/// a folder made after start (`docs/guides/`, `components/chip/`, a `Public` folder beside the
/// Config) is seen at the next look, with no per-folder watch to add and no inotify limit to
/// reach. A path that does not exist has an empty fingerprint, so its creation is a change.
/// Polling also sees changes on every file system (bind mounts of a Docker volume included); a
/// design system's Config is small (its bytes are bounded by `limits.configBytes`), so a look costs little.
public final class ConfigWatcher: Sendable {
    private let paths: @Sendable () -> [String]
    private let interval: Duration
    private let onChange: @Sendable ([String]) -> Void
    private let running = Atomic<Bool>(false)

    /// A watcher of the paths `paths` gives at each look; call ``start()``.
    public init(paths: @escaping @Sendable () -> [String], interval: Duration = .milliseconds(300),
                onChange: @escaping @Sendable ([String]) -> Void) {
        self.paths = paths
        self.interval = interval
        self.onChange = onChange
    }

    /// A watcher of `folders`, always the same; call ``start()``.
    public convenience init(folders: [String], interval: Duration = .milliseconds(300), onChange: @escaping @Sendable ([String]) -> Void) {
        self.init(paths: { folders }, interval: interval, onChange: onChange)
    }

    /// Takes the first look now, so no change made after this call is missed, then watches on
    /// a queue of its own.
    public func start() {
        guard running.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        let first = look()
        DispatchQueue(label: "swatchbook.watch").async { [self] in
            var last = first
            while running.load(ordering: .relaxed) {
                Self.sleep(interval)
                let now = look()
                let changed = Set(last.keys).union(now.keys).filter { last[$0] != now[$0] }.sorted()
                last = now
                if !changed.isEmpty { onChange(changed) }
            }
        }
    }

    /// Stops watching (after the current look).
    public func stop() { running.store(false, ordering: .relaxed) }

    /// The fingerprint of every path watched now, by path.
    private func look() -> [String: [String]] {
        var prints: [String: [String]] = [:]
        for path in paths() where prints[path] == nil { prints[path] = Self.fingerprint(of: path) }
        return prints
    }

    /// Every regular file below `path` (or `path` itself, when it is a file) with its size and
    /// modification time, sorted by path; nothing when it does not exist.
    static func fingerprint(of path: String) -> [String] {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            return ["\(path)\t\(info.st_size)\t\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"]
        }
        return FolderListing(of: path).files.map { "\($0.path)\t\($0.bytes)\t\($0.modified)" }.sorted()
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
}
