/// Names and paths an export can write on any file system and upload to any object store: a
/// name longer than a file system allows is cut and ends in `~` and a hash of the whole name; a
/// path longer than an object key may be has its deepest folders folded into one named the same
/// way. The same page always gets the same file, and links follow, because every link is made
/// from the file's path.
extension ExportFileName {
    /// The most bytes of one file or folder name: `NAME_MAX` of ext4, APFS, NTFS and most others.
    static let nameBytes = 255
    /// The most bytes of a file's path below the export's folder together with the base path:
    /// the longest object key of S3, Azure Blob Storage and Google Cloud Storage, well inside
    /// Linux's `PATH_MAX` (4,096) for the folder it is written into.
    static let pathBytes = 1_024
    /// How many hex digits of a name's SHA-256 a shortened name keeps (64 bits).
    static let hashDigits = 16

    /// `name` + `suffix` when it fits in ``nameBytes``; otherwise the start of `name`, `~`, the
    /// hash of the whole name, then `suffix` (an extension such as `.json`, kept so that a static
    /// host still knows the file's type).
    static func fitted(_ name: String, suffix: String = "") -> String {
        let whole = name + suffix
        guard whole.utf8.count > nameBytes else { return whole }
        let mark = "~" + hash(whole)
        return start(of: name, bytes: nameBytes - mark.utf8.count - suffix.utf8.count) + mark + suffix
    }

    /// `segments` joined by `/` when that fits in `budget` bytes; otherwise the leading folders
    /// that fit, one folder named `~` and the hash of the whole path, and the last segment.
    static func joined(_ segments: [String], within budget: Int) -> String {
        let path = segments.joined(separator: "/")
        guard path.utf8.count > budget, let last = segments.last else { return path }
        let mark = "~" + hash(path)
        var used = mark.utf8.count + 1 + last.utf8.count
        var kept: [String] = []
        for segment in segments.dropLast() {
            guard used + segment.utf8.count + 1 <= budget else { break }
            kept.append(segment)
            used += segment.utf8.count + 1
        }
        return (kept + [mark, last]).joined(separator: "/")
    }

    /// The first hex digits of the SHA-256 of `text`.
    private static func hash(_ text: String) -> String { String(SHA256.hex(Array(text.utf8)).prefix(hashDigits)) }

    /// The first `count` bytes of an encoded name (ASCII), not ending inside a `%XX` escape.
    private static func start(of name: String, bytes count: Int) -> String {
        var bytes = Array(name.utf8.prefix(max(0, count)))
        if let percent = bytes.suffix(2).lastIndex(of: UInt8(ascii: "%")) { bytes.removeSubrange(percent...) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
