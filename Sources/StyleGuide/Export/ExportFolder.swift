import Glibc

/// Writes an export into its folder all at once: into a new folder beside it first, which then
/// takes the folder's place, so a failed export leaves the previous one (or nothing) and never a
/// half-written site. A folder that is not empty is replaced only when it holds the manifest of
/// an earlier export.
public enum ExportFolder {
    /// Writes `site` to `folder`; throws, with nothing changed, when it cannot.
    public static func write(_ site: ExportedSite, to folder: String) throws(ExportError) {
        let folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let state = try check(folder)
        let slash = folder.lastIndex(of: "/")
        let parent = slash.map { $0 == folder.startIndex ? "/" : String(folder[..<$0]) } ?? "."
        let name = slash.map { String(folder[folder.index(after: $0)...]) } ?? folder
        try makeFolders(parent)
        if state == .empty, rmdir(folder) != 0 {
            throw ExportError(.badOutput, "cannot replace the empty folder \(folder): \(String(cString: strerror(errno)))")
        }
        let replacing = state == .earlierExport
        let staging = parent + "/." + name + ".export-\(getpid())"
        removeTree(staging)
        guard mkdir(staging, 0o755) == 0 else {
            throw ExportError(.badOutput, "cannot make \(staging) beside --out \(folder): \(String(cString: strerror(errno)))")
        }
        do {
            for file in site.files { try writeFile(file.bytes, to: staging + "/" + file.path) }
            try writeFile(site.manifest, to: staging + "/" + ExportedSite.manifestName)
        } catch {
            removeTree(staging)
            throw error
        }
        let previous = parent + "/." + name + ".previous-\(getpid())"
        if replacing, rename(folder, previous) != 0 {
            removeTree(staging)
            throw ExportError(.writeFailed, "cannot move the earlier export \(folder) aside: \(String(cString: strerror(errno)))")
        }
        guard rename(staging, folder) == 0 else {
            let reason = String(cString: strerror(errno))
            if replacing { _ = rename(previous, folder) }
            removeTree(staging)
            throw ExportError(.writeFailed, "cannot move the export into \(folder): \(reason)")
        }
        if replacing { removeTree(previous) }
    }

    /// What `--out` holds now.
    public enum State: Sendable {
        /// Nothing: it is made.
        case missing
        /// An empty folder: it is replaced.
        case empty
        /// An earlier export (it holds the manifest): it is replaced.
        case earlierExport
    }

    /// What `folder` holds; an error for a file, or a folder holding anything but an earlier
    /// export. Changes nothing, so an export can be refused before it is rendered.
    public static func check(_ folder: String) throws(ExportError) -> State {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return .missing }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw ExportError(.badOutput, "--out \(folder) is not a folder")
        }
        let entries = names(in: folder)
        if entries.isEmpty { return .empty }
        guard entries.contains(ExportedSite.manifestName) else {
            throw ExportError(.badOutput, "refusing to write into \(folder): it is not empty and holds no \(ExportedSite.manifestName) "
                + "of an earlier export (choose an empty or new folder)")
        }
        return .earlierExport
    }

    /// Makes `folder` and the folders above it that are missing.
    private static func makeFolders(_ folder: String) throws(ExportError) {
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

    private static func writeFile(_ bytes: [UInt8], to path: String) throws(ExportError) {
        var index = path.index(after: path.startIndex)
        while let slash = path[index...].firstIndex(of: "/") {
            let folder = String(path[..<slash])
            if mkdir(folder, 0o755) != 0 && errno != EEXIST {
                throw ExportError(.writeFailed, "cannot make the folder \(folder): \(String(cString: strerror(errno)))")
            }
            index = path.index(after: slash)
        }
        guard let handle = fopen(path, "wb") else {
            throw ExportError(.writeFailed, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let closed = fclose(handle)
        guard written == bytes.count, closed == 0 else {
            throw ExportError(.writeFailed, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes `path` and everything below it, without following symbolic links.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in names(in: path) { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
