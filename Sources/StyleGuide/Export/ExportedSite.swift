/// What an export wrote: its files, their bytes, and what went wrong or was kept on the way.
public struct ExportedSite: Sendable {
    /// The files written, the manifest included.
    public let fileCount: Int
    /// The bytes of every file together, the manifest included.
    public let totalBytes: Int
    /// Links that lead to no page (a 404 or a 400 of the running server), each with the page
    /// that holds it; an empty list for a Config without broken links.
    public let brokenLinks: [String]
    /// Pages of the starting list the Config does not have (such as the Android format of a
    /// modifier with no light/dark pair), each with the server's reason: skipped, not errors.
    public let skipped: [String]
    /// The files and folders (ending in `/`) of `--out` that an earlier export did not write,
    /// kept in the new one.
    public let kept: [String]
    /// Something written into `--out` while the export ran that could not be placed, and where it was left.
    public let warning: String?
    /// The pages rendered and written a second time because a link on them to a page not
    /// rendered yet was guessed wrong (see ``StaticExport``): none, ideally.
    public var pagesWrittenAgain = 0
}
