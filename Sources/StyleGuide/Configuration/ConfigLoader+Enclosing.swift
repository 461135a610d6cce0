import Glibc

extension ConfigLoader {
    /// True when `directory` is a Config folder: it holds `swatchbook.json` or a `tokens` folder.
    public static func isConfigFolder(_ directory: String) -> Bool {
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        var info = stat()
        if stat(folder + "swatchbook.json", &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { return true }
        return PublicFolder.isFolder(folder + "tokens")
    }

    /// The loader of the nearest Config folder holding `path` (a file or folder), found by
    /// walking up from the folder it is in; nil when no folder up to `/` is a Config.
    public static func enclosing(_ path: String) -> ConfigLoader? {
        var folder = parentFolder(of: path)
        for _ in 0..<256 {
            if isConfigFolder(folder) {
                let loader = ConfigLoader(directory: folder)
                guard case .success(let settings) = loader.loadSettings() else { return loader }
                return loader.honouring(settings)
            }
            guard !isFileSystemRoot(folder) else { return nil }
            folder = parentFolder(of: folder)
        }
        return nil
    }

    /// The folder holding `path`, written so messages stay readable: `Config` for
    /// `Config/styles`, `.` for `button.json`, `..` for `.`, `../..` for `..`.
    public static func parentFolder(of path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        if trimmed == "/" { return "/" }
        if trimmed == "." || trimmed.isEmpty { return ".." }
        if trimmed == ".." || trimmed.hasSuffix("/..") { return trimmed + "/.." }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// True when `folder` is the root of the file system (one that does not exist is not, so
    /// walking goes on up to a folder that does).
    private static func isFileSystemRoot(_ folder: String) -> Bool {
        guard let resolved = ConfigBoundary.realPath(of: folder) else { return folder == "/" }
        return resolved == "/"
    }
}
