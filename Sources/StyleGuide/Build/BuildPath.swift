/// The rule for the paths of a build's files: relative to the build folder, with no way out of it.
///
/// A path is `/`-separated names, none empty, `.` or `..`, with no backslash or control character,
/// at most ``longestName`` bytes a name and ``longestPath`` bytes in all. Such a path is already
/// canonical, so two outputs name one file exactly when their paths are equal (ignoring case, as a
/// case-insensitive disk would).
public enum BuildPath {
    /// The most bytes of one path: far above any real project's, short enough for every file system.
    public static let longestPath = 1024
    /// The most bytes of one name in a path (the limit of ext4, APFS and NTFS).
    public static let longestName = 255

    /// Why `path` cannot name a file below `folder` (the build folder, outDir), or nil when it can.
    public static func problem(_ path: String, below folder: String = "outDir") -> String? {
        if path.isEmpty { return "must name a file below \(folder), such as \"web/tokens.css\"" }
        if path.hasPrefix("/") { return "must be relative to \(folder); '\(path)' is absolute, and a build writes only below it" }
        if path.utf8.count > longestPath { return "must be at most \(longestPath) bytes long, found \(path.utf8.count)" }
        if path.contains("\\") { return "must separate folders with '/', found a backslash in '\(path)'" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "must not hold control characters (such as a line break)"
        }
        for name in path.split(separator: "/", omittingEmptySubsequences: false) {
            if name == ".." { return "must stay below \(folder); '..' in '\(path)' leads out of it" }
            if name.isEmpty || name == "." { return "must be folder and file names separated by single '/', found '\(path)'" }
            if name.utf8.count > longestName { return "has a name of \(name.utf8.count) bytes; the most a file system allows is \(longestName)" }
        }
        return nil
    }

    /// The folders `path` lies in, outermost first: `a`, `a/b` for `a/b/c.css`.
    static func folders(of path: String) -> [String] {
        var folders: [String] = []
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            folders.append(String(path[..<slash]))
            index = path.index(after: slash)
        }
        return folders
    }

    /// `name` as one safe path name (a context's, in a file per context): letters, digits, `-`,
    /// `_` and `.` kept, anything else `_`; never empty, `.` or `..`.
    static func slug(_ name: String) -> String {
        let kept = String(name.unicodeScalars.prefix(64).map { scalar -> Character in
            let value = scalar.value
            let plain = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || scalar == "-" || scalar == "_" || scalar == "."
            return plain ? Character(scalar) : "_"
        })
        return kept.isEmpty || kept.allSatisfy({ $0 == "." }) ? "_" + kept : kept
    }

    /// `path` with `suffix` before its extension: `figma/variables-dark.json` for `figma/variables.json`, `-dark`.
    static func inserting(_ suffix: String, in path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.firstIndex(of: "."), dot != name.startIndex else { return path + suffix }
        let stem = path.dropLast(name.distance(from: dot, to: name.endIndex))
        return stem + suffix + name[dot...]
    }
}
