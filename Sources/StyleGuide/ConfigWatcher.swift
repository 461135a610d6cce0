import Dispatch
import Glibc
import Synchronization

/// Watches folders for changes by polling: every `interval` it takes a fingerprint of each
/// folder (every file's path, size and modification time, dotfiles skipped) and calls
/// `onChange` with the folders whose fingerprint changed since the last look.
///
/// Polling needs no inotify limits and sees changes on every file system (bind mounts of a
/// Docker volume included); a design system's Config is small, so a look costs little.
public final class ConfigWatcher: Sendable {
    private let folders: [String]
    private let interval: Duration
    private let onChange: @Sendable ([String]) -> Void
    private let running = Atomic<Bool>(false)

    /// A watcher of `folders`; call ``start()``.
    public init(folders: [String], interval: Duration = .milliseconds(300), onChange: @escaping @Sendable ([String]) -> Void) {
        self.folders = folders
        self.interval = interval
        self.onChange = onChange
    }

    /// Takes the first look now, so no change made after this call is missed, then watches on
    /// a queue of its own.
    public func start() {
        guard running.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        let first = folders.map(Self.fingerprint)
        DispatchQueue(label: "swatchbook.watch").async { [self] in
            var last = first
            while running.load(ordering: .relaxed) {
                Self.sleep(interval)
                let now = folders.map(Self.fingerprint)
                let changed = zip(folders, zip(last, now)).filter { $1.0 != $1.1 }.map(\.0)
                last = now
                if !changed.isEmpty { onChange(changed) }
            }
        }
    }

    /// Stops watching (after the current look).
    public func stop() { running.store(false, ordering: .relaxed) }

    /// Every regular file below `folder` with its size and modification time, sorted by path.
    static func fingerprint(of folder: String) -> [String] {
        FolderListing(of: folder).files.map { "\($0.path)\t\($0.bytes)\t\($0.modified)" }.sorted()
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
}
