import Glibc
import Synchronization

/// What identifies one version of a file: device, inode, size and modification time.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
    let isRegularFile: Bool

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
    }
}

/// The prepared responses of files already served, by their decoded path below the folder
/// (a checked one: no `.`, `..` or empty segment).
///
/// Each thread looks in a map of its own first, so the server's threads do not contend for a
/// lock on every request; the shared map behind it is what a thread consults on a miss, so a
/// file is read and compressed once however many threads serve it.
final class FileCache: Sendable {
    /// One file's prepared response; a class, so a lookup copies one reference.
    final class Entry: Sendable {
        let identity: FileIdentity
        /// When the file was last checked, in ``MonotonicTime/coarseNow()`` nanoseconds.
        let checkedAt: Int
        let response: Response

        init(identity: FileIdentity, checkedAt: Int, response: Response) {
            self.identity = identity
            self.checkedAt = checkedAt
            self.response = response
        }
    }

    /// One thread's map. `@unchecked`: only the thread it belongs to reads or changes it.
    private final class Local: @unchecked Sendable {
        var entries: [Substring: Entry] = [:]
    }

    private let shared = Mutex<[Substring: Entry]>([:])
    private let local = PerThread { Local() }

    /// The entry for `path`: this thread's, or else the shared one (then kept by this thread too).
    func entry(for path: Substring) -> Entry? {
        let own = local.current
        if let found = own.entries[path] { return found }
        let found = shared.withLock { $0[path] }
        if let found { own.entries[Self.ownKey(path)] = found }
        return found
    }

    /// Keeps `entry` for this thread and for every thread that has none yet.
    func store(_ entry: Entry, for path: Substring) {
        let key = Self.ownKey(path)
        local.current.entries[key] = entry
        shared.withLock { $0[key] = entry }
    }

    /// Forgets `path` (the file is gone); other threads notice when they next check it.
    func remove(_ path: Substring) {
        local.current.entries[path] = nil
        _ = shared.withLock { $0.removeValue(forKey: path) }
    }

    /// `path` in a string of its own: a key cut from a request's path would keep that whole path alive.
    private static func ownKey(_ path: Substring) -> Substring { Substring(String(path)) }
}
