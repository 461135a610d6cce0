import Glibc

/// Where a team keeps its own files — the images, fonts and icons its samples use — which
/// `serve` publishes at `/assets/`. The guide's own assets are in the binary, so a Config needs
/// no such folder unless its samples show images of their own.
public enum PublicFolder: Sendable, Hashable {
    /// Not looked at: sample images are not checked (for tools that read tokens and styles only).
    case unchecked
    /// There is none: an image below Public/ named by a sample is an error, as nothing serves it.
    case absent
    /// The folder at this path.
    case at(String)

    /// The folder's path, when there is one.
    public var directory: String? {
        if case .at(let path) = self { return path }
        return nil
    }

    /// The folder named `Public` beside the Config folder `config` (`acme/../Public`), or `absent`.
    public static func besides(config: String) -> PublicFolder {
        let parent = ConfigLoader.parentFolder(of: config)
        let candidate = (parent == "/" ? "" : parent) + "/Public"
        return isFolder(candidate) ? .at(candidate) : .absent
    }

    /// True when `path` names a folder (or a link to one).
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
