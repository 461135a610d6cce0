import DesignSystem
import Glibc

/// The rule that everything a Config is read from lies inside its folder: a symlink (or a
/// resolver's `../` path) that leads elsewhere is refused, so that a Config served to the
/// world cannot publish other files of the machine (`docs/passwd.md` linked to `/etc/passwd`).
/// `swatchbook.json` may allow such links with `"followLinksOutsideConfig": true`, for teams
/// that keep their token files in a package beside the Config.
public struct ConfigBoundary: Sendable, Hashable {
    /// The Config folder with every link resolved; nil when it cannot be resolved (then nothing can be read from it anyway).
    public let realFolder: String?
    /// True when files outside the folder may be read.
    public let allowsOutside: Bool

    /// The boundary of the Config folder at `directory`.
    public init(directory: String, allowsOutside: Bool = false) {
        self.realFolder = Self.realPath(of: directory)
        self.allowsOutside = allowsOutside
    }

    /// The same folder, with files outside it allowed or not.
    public func allowingOutside(_ allowed: Bool) -> ConfigBoundary {
        ConfigBoundary(realFolder: realFolder, allowsOutside: allowed)
    }

    private init(realFolder: String?, allowsOutside: Bool) {
        self.realFolder = realFolder
        self.allowsOutside = allowsOutside
    }

    /// The error for reading `path`, when it resolves outside the folder and that is not
    /// allowed; nil otherwise (a file that does not exist is left for the reader to report).
    public func refusal(of path: String) -> Diagnostic? {
        guard !allowsOutside, let realFolder, let real = Self.realPath(of: path) else { return nil }
        let prefix = realFolder == "/" ? "/" : realFolder + "/"
        guard !real.hasPrefix(prefix), real != realFolder else { return nil }
        return Diagnostic(.linkOutsideConfig, file: path,
            "this file leads outside the Config folder (through a symbolic link or a '..' path), and Swatchbook reads only "
                + "files inside it, so that a served Config cannot publish other files of the machine. Copy the file into "
                + "the Config, or allow such links with \"followLinksOutsideConfig\": true in swatchbook.json")
    }

    /// `path` with every link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
