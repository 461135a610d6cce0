import Glibc

/// New files to create below a folder, all or none: nothing that exists is replaced, and no
/// symbolic link below the folder is followed.
struct NewFiles {
    /// The folder, as the user named it; it and its missing parents are created.
    let root: String
    /// Each file's path below `root` and its bytes.
    let files: [(path: String, bytes: [UInt8])]

    /// `root` without trailing slashes (`/` stays `/`).
    private var trimmedRoot: String {
        var trimmed = root
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }

    /// `relative` below the folder, as messages show it.
    func target(_ relative: String) -> String {
        trimmedRoot.hasSuffix("/") ? trimmedRoot + relative : trimmedRoot + "/" + relative
    }

    /// Everything in the way, folders first and then files, each in path order: a file, folder or
    /// link where a file would be written, a file or link where a folder is needed. Empty when
    /// `write()` can go ahead.
    func obstacles() -> [Obstacle] {
        var obstacles: [Obstacle] = []
        switch Self.kind(at: trimmedRoot, following: true) {
        case .folder: break
        case .missing: return []
        case .file: return [Obstacle(path: trimmedRoot, reason: "this is a file; give a folder to write the Config into")]
        case .link: return [Obstacle(path: trimmedRoot, reason: "this is a symbolic link to nothing")]
        case .unreadable(let reason): return [Obstacle(path: trimmedRoot, reason: reason)]
        }
        var blocked: [String] = []
        for folder in folders {
            if blocked.contains(where: { folder.hasPrefix($0 + "/") }) { continue }
            let path = target(folder)
            switch Self.kind(at: path, following: false) {
            case .folder, .missing: continue
            case .file: obstacles.append(Obstacle(path: path, reason: "this is a file, where init needs a folder"))
            case .link: obstacles.append(Obstacle(path: path, reason: "this is a symbolic link; init writes through none"))
            case .unreadable(let reason): obstacles.append(Obstacle(path: path, reason: reason))
            }
            blocked.append(folder)
        }
        for file in files.map(\.path).sorted() where !blocked.contains(where: { file.hasPrefix($0 + "/") }) {
            let path = target(file)
            switch Self.kind(at: path, following: false) {
            case .missing: continue
            case .file: obstacles.append(Obstacle(path: path, reason: "the file exists"))
            case .folder: obstacles.append(Obstacle(path: path, reason: "a folder is in the place of this file"))
            case .link: obstacles.append(Obstacle(path: path, reason: "a symbolic link is in the place of this file"))
            case .unreadable(let reason): obstacles.append(Obstacle(path: path, reason: reason))
            }
        }
        return obstacles
    }

    /// Creates the missing folders, then every file, refusing to replace anything (a path that
    /// appeared since `obstacles()` is an error too). On any failure it removes what it created.
    func write() -> Result<Void, StarterConfigError> {
        var created: [String] = []
        var written: [String] = []
        func undo(_ path: String, _ reason: String) -> Result<Void, StarterConfigError> {
            for file in written.reversed() { unlink(file) }
            for folder in created.reversed() { rmdir(folder) }
            return .failure(.writeFailed(path: path, reason: reason))
        }
        for folder in Self.prefixes(of: trimmedRoot) where Self.kind(at: folder, following: true) != .folder {
            guard mkdir(folder, 0o755) == 0 else { return undo(folder, Self.lastError()) }
            created.append(folder)
        }
        for folder in folders.map(target) where Self.kind(at: folder, following: false) != .folder {
            guard mkdir(folder, 0o755) == 0 else { return undo(folder, Self.lastError()) }
            created.append(folder)
        }
        for file in files {
            let path = target(file.path)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return undo(path, Self.lastError()) }
            written.append(path)
            guard Self.writeAll(file.bytes, to: descriptor) else {
                let reason = Self.lastError()
                close(descriptor)
                return undo(path, reason)
            }
            guard close(descriptor) == 0 else { return undo(path, Self.lastError()) }
        }
        return .success(())
    }

    /// The folders below the root the files need, parents before children.
    private var folders: [String] {
        var found = Set<String>()
        for file in files {
            var parts = file.path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                found.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        return found.sorted()
    }

    /// `a`, `a/b`, `a/b/c` for `a/b/c` (and `/a`, `/a/b` for `/a/b`): each folder on the way to the root.
    private static func prefixes(of path: String) -> [String] {
        let absolute = path.hasPrefix("/")
        var prefixes: [String] = []
        var current = absolute ? "" : nil as String?
        for part in path.split(separator: "/") {
            current = current.map { $0 + "/" + part } ?? String(part)
            prefixes.append(current!)
        }
        return prefixes
    }

    /// What is at a path.
    private enum Kind: Equatable {
        case missing, folder, file, link
        case unreadable(String)
    }

    /// What is at `path`; with `following`, a link is looked through (a link to nothing is a link).
    private static func kind(at path: String, following: Bool) -> Kind {
        var info = stat()
        if following, stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file }
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : .unreadable("cannot be looked at (\(lastError()))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .file
        }
    }

    /// Writes every byte, retrying after interruptions; false on an error (then `errno` says which).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// The text of `errno`.
    private static func lastError() -> String { String(cString: strerror(errno)) }
}
