import Glibc

/// The few file-system calls an export makes: folders made and listed, files written and read
/// whole, trees removed, never following a symbolic link.
enum ExportFileSystem {
    /// What is at a path.
    enum Entry: Equatable {
        case missing, folder, other
    }

    /// What is at `path` (a symbolic link is `other`, never followed).
    static func entry(at path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }

    /// The names in `folder` but `.` and `..`, sorted; none for a folder that cannot be read.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Makes `folder` and every folder above it that is missing.
    static func makeFolders(_ folder: String) throws(ExportError) {
        var index = folder.startIndex
        while index < folder.endIndex {
            let next = folder[folder.index(after: index)...].firstIndex(of: "/") ?? folder.endIndex
            let prefix = String(folder[..<next])
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw ExportError(.badOutput, "cannot make the folder \(prefix): \(String(cString: strerror(errno)))")
            }
            index = next
        }
    }

    /// Makes a new folder named `prefix` and six random characters; its path, or nil (see `errno`).
    static func makeUniqueFolder(_ prefix: String) -> String? {
        var template = Array((prefix + "XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Makes the folders of `path` below `root` that are missing (not `root` itself, nor the last segment).
    static func makeFolders(of path: String, below root: String) throws(ExportError) {
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            let folder = root + "/" + path[..<slash]
            if mkdir(folder, 0o755) != 0 && errno != EEXIST {
                throw ExportError(.writeFailed, "cannot make the folder \(folder): \(String(cString: strerror(errno)))")
            }
            index = path.index(after: slash)
        }
    }

    /// Writes `bytes` to the new file `path`; false, with nothing written, when `path` exists;
    /// nil, with nothing written, when its folder is missing and `unlessFolderMissing` (so that
    /// folders are made only for a file that needs them, not tried for every file).
    static func create(_ bytes: [UInt8], at path: String, unlessFolderMissing: Bool = false) throws(ExportError) -> Bool? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            if errno == ENOENT && unlessFolderMissing { return nil }
            throw ExportError(.writeFailed, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        try write(bytes, to: descriptor, path: path)
        return true
    }

    /// Makes the folder `relative` below `root`, and those above it that are missing, trying
    /// the deepest first: one call when only it is missing.
    static func makeFolder(_ relative: Substring, below root: String) throws(ExportError) {
        let folder = root + "/" + relative
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        if errno == ENOENT, let slash = relative.lastIndex(of: "/") {
            try makeFolder(relative[..<slash], below: root)
            if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        }
        throw ExportError(.writeFailed, "cannot make the folder \(folder): \(String(cString: strerror(errno)))")
    }

    /// Writes `bytes` to `path`, replacing what it holds.
    static func replace(_ path: String, with bytes: [UInt8]) throws(ExportError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ExportError(.writeFailed, "cannot write \(path): \(String(cString: strerror(errno)))") }
        try write(bytes, to: descriptor, path: path)
    }

    /// The bytes of the file `path`.
    static func read(_ path: String) throws(ExportError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ExportError(.writeFailed, "cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw ExportError(.writeFailed, "cannot read \(path): \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes.append(contentsOf: block[..<count])
        }
    }

    /// Removes `path` and everything below it, without following symbolic links.
    static func removeTree(_ path: String) {
        guard entry(at: path) == .folder else {
            unlink(path)
            return
        }
        for name in names(in: path) { removeTree(path + "/" + name) }
        rmdir(path)
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ExportError) {
        var written = 0
        var failed = false
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { failed = true; return }
                written += count
            }
        }
        let reason = failed ? String(cString: strerror(errno)) : ""
        guard close(descriptor) == 0, !failed else {
            throw ExportError(.writeFailed, "cannot write \(path): \(failed ? reason : String(cString: strerror(errno)))")
        }
    }
}
