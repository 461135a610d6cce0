import DesignSystem
import Glibc

/// Reads and writes the tokens file: never through a link, bounded before reading, written
/// atomically (a temporary file renamed into place, mode 0600) under a lock so that concurrent
/// `swatchbook token create`s keep each other's tokens.
public struct TokensFileDisk: Sendable {
    /// Where the file is.
    public let location: TokensFileLocation
    /// How much it may hold.
    public let limits: MachineTokenLimits

    /// The file at `location`, within `limits`.
    public init(location: TokensFileLocation, limits: MachineTokenLimits) {
        self.location = location
        self.limits = limits
    }

    /// What identifies one version of the file: a change to any part means it was rewritten.
    public struct Fingerprint: Sendable, Equatable {
        let device: UInt64, inode: UInt64, size: Int64, modified: Int, modifiedNanoseconds: Int
    }

    /// The file's fingerprint now; nil when there is no file (or no way to see it).
    public func fingerprint() -> Fingerprint? {
        var info = stat()
        guard lstat(location.path, &info) == 0 else { return nil }
        return Fingerprint(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                           modified: info.st_mtim.tv_sec, modifiedNanoseconds: info.st_mtim.tv_nsec)
    }

    /// The tokens in the file (none when there is no file yet), or every problem with it.
    public func read() -> Result<MachineTokenFile, Diagnostics> {
        let path = location.path
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        if descriptor < 0 {
            switch errno {
            case ENOENT: return .success(MachineTokenFile())
            case ELOOP: return problem(.unreadableFile, "the tokens file is a symbolic link, which Swatchbook never follows: name the file itself")
            default: return problem(.unreadableFile, "the tokens file cannot be opened: \(String(cString: strerror(errno)))")
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return problem(.unreadableFile, "the tokens file must be a regular file")
        }
        guard Int(info.st_size) <= limits.fileBytes else { return problem(.limitExceeded, limits.fileTooLong(Int(info.st_size))) }
        var bytes = [UInt8](repeating: 0, count: limits.fileBytes + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes[count...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return problem(.unreadableFile, "the tokens file cannot be read: \(String(cString: strerror(errno)))") }
            if got == 0 { break }
            count += got
        }
        return MachineTokenFile.parse(Array(bytes[..<count]), file: path, limits: limits)
    }

    /// Applies `change` to the tokens in the file and writes them back, holding the file's lock
    /// from the read to the rename; the file is left as it was when `change` or the write fails.
    public func update<T>(_ change: (inout MachineTokenFile) throws(MachineTokenError) -> T) throws(MachineTokenError) -> T {
        let lock = open(location.path + ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else {
            if errno == ENOENT {
                throw .file("the folder of the tokens file, '\(ConfigLoader.parentFolder(of: location.path))', does not exist: make it first "
                    + "(readable by the server's user only), or name another file with \(location.namedBy)")
            }
            throw .file("cannot open the lock file '\(location.path).lock': \(String(cString: strerror(errno)))")
        }
        defer { close(lock) } // closing releases the lock
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .file("cannot lock '\(location.path).lock': \(String(cString: strerror(errno)))") }
        }
        var file: MachineTokenFile
        switch read() {
        case .success(let read): file = read
        case .failure(let problems): throw .invalidFile(problems)
        }
        let result = try change(&file)
        guard file.tokens.count <= limits.tokens else { throw .limit(limits.tooManyTokens(file.tokens.count)) }
        let bytes = file.serialized
        guard bytes.count <= limits.fileBytes else { throw .limit(limits.fileTooLong(bytes.count)) }
        try write(bytes)
        return result
    }

    /// Writes `bytes` to a new temporary file beside the tokens file (mode 0600) and renames it into place.
    private func write(_ bytes: [UInt8]) throws(MachineTokenError) {
        var info = stat()
        if lstat(location.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
            throw .file("'\(location.path)' is not a regular file (a symbolic link?); Swatchbook never writes through one")
        }
        var generator = SystemRandomNumberGenerator()
        let temporary = location.path + ".\(getpid()).\(UInt32.random(in: .min ... .max, using: &generator)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .file("cannot write '\(temporary)': \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let wrote = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if wrote < 0, errno == EINTR { continue }
            if wrote <= 0 { break }
            written += wrote
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == bytes.count, synced, rename(temporary, location.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .file("cannot write '\(location.path)': \(reason)")
        }
    }

    private func problem(_ rule: Diagnostic.Rule, _ message: String) -> Result<MachineTokenFile, Diagnostics> {
        .failure(Diagnostics([Diagnostic(rule, file: location.path, message)]))
    }
}
