import Glibc

/// The regular files below a folder (dotfiles and dot-folders skipped, at most 16 levels deep),
/// with their sizes and modification times: what the watcher compares and what the Config's
/// size limit counts.
///
/// Links to folders are followed, but each folder is listed once, by the first path that reaches
/// it (names in byte order): links that lead back up the tree, or many links to one folder, cost
/// one listing, never one per path (two links to `.` would otherwise cost 2^16 listings per look).
struct FolderListing {
    /// One regular file.
    struct File {
        let path: String
        let bytes: Int
        /// Seconds and nanoseconds since the epoch, as `seconds.nanoseconds`.
        let modified: String
    }

    /// The files, each folder's names in byte order.
    let files: [File]

    /// Lists the files below `folder`; an unreadable folder lists none.
    init(of folder: String) {
        var files: [File] = []
        var listed: Set<FolderIdentity> = []
        Self.collect(folder, into: &files, listed: &listed, depth: 0)
        self.files = files
    }

    /// The bytes of every file together.
    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes } }

    /// A folder as the file system knows it, whatever path reaches it.
    private struct FolderIdentity: Hashable {
        let device: UInt
        let inode: UInt
    }

    private static func collect(_ folder: String, into files: inout [File], listed: inout Set<FolderIdentity>, depth: Int) {
        var own = stat()
        guard depth < 16, stat(folder, &own) == 0,
              listed.insert(FolderIdentity(device: UInt(own.st_dev), inode: UInt(own.st_ino))).inserted,
              let directory = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                collect(path, into: &files, listed: &listed, depth: depth + 1)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                files.append(File(path: path, bytes: Int(info.st_size), modified: "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"))
            }
        }
    }
}
