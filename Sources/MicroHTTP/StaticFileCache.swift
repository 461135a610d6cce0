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

/// The prepared responses of files already served, by the decoded segments of their path below
/// the folder (checked ones: no `.`, `..` or empty segment), so a lookup joins nothing.
final class FileCache: Sendable {
    /// One file's prepared response; a class, so a lookup copies one reference.
    final class Entry: Sendable {
        let identity: FileIdentity
        let checkedAt: ContinuousClock.Instant
        let response: Response

        init(identity: FileIdentity, checkedAt: ContinuousClock.Instant, response: Response) {
            self.identity = identity
            self.checkedAt = checkedAt
            self.response = response
        }
    }

    private let entries = Mutex<[ArraySlice<String>: Entry]>([:])

    func entry(for segments: ArraySlice<String>) -> Entry? { entries.withLock { $0[segments] } }

    func store(_ entry: Entry, for segments: ArraySlice<String>) { entries.withLock { $0[segments] = entry } }

    func remove(_ segments: ArraySlice<String>) { _ = entries.withLock { $0.removeValue(forKey: segments) } }
}
