import Glibc

/// The regular files below a folder (dotfiles and dot-folders skipped, at most 16 levels deep),
/// with their sizes and modification times: what the watcher compares and what the Config's
/// size limit counts.
struct FolderListing {
    /// One regular file.
    struct File {
        let path: String
        let bytes: Int
        /// Seconds and nanoseconds since the epoch, as `seconds.nanoseconds`.
        let modified: String
    }

    /// The files, in directory order.
    let files: [File]

    /// Lists the files below `folder`; an unreadable folder lists none.
    init(of folder: String) {
        var files: [File] = []
        Self.collect(folder, into: &files, depth: 0)
        self.files = files
    }

    /// The bytes of every file together.
    var totalBytes: Int { files.reduce(0) { $0 + $1.bytes } }

    private static func collect(_ folder: String, into files: inout [File], depth: Int) {
        guard depth < 16, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                collect(path, into: &files, depth: depth + 1)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                files.append(File(path: path, bytes: Int(info.st_size), modified: "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"))
            }
        }
    }
}
