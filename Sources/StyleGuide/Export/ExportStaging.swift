import Glibc

/// The folder an export is written into, page by page as it is rendered, before it takes the
/// place of `--out`: a new folder beside it (`.<name>.export-XXXXXX`, on the same file system, so
/// that it can be renamed into place), removed when the export fails.
struct ExportStaging: Sendable {
    /// The folder's path.
    let path: String

    /// Makes a new staging folder beside `folder` (the folders above it are made when missing).
    init(beside folder: ExportFolder.Location) throws(ExportError) {
        try ExportFileSystem.makeFolders(folder.parent)
        guard let made = ExportFileSystem.makeUniqueFolder(folder.sibling(".export-")) else {
            throw ExportError(.badOutput, "cannot make a folder beside --out \(folder.path) to write the export into: \(String(cString: strerror(errno)))")
        }
        path = made
        chmod(path, 0o755)
    }

    /// Writes `bytes` to the new file `relative`, making its folders (when the first try finds
    /// one missing); false, with nothing written, when another page has written that file.
    func create(_ bytes: [UInt8], at relative: String) throws(ExportError) -> Bool {
        let file = path + "/" + relative
        if let created = try ExportFileSystem.create(bytes, at: file, unlessFolderMissing: true) { return created }
        if let slash = relative.lastIndex(of: "/") { try ExportFileSystem.makeFolder(relative[..<slash], below: path) }
        return try ExportFileSystem.create(bytes, at: file, unlessFolderMissing: false)!
    }

    /// Replaces the bytes of the file `relative` (a page written again, see ``StaticExport/correctGuesses(_:in:staging:)``).
    func replace(_ relative: String, with bytes: [UInt8]) throws(ExportError) {
        try ExportFileSystem.replace(path + "/" + relative, with: bytes)
    }

    /// Removes the folder and everything in it.
    func remove() { ExportFileSystem.removeTree(path) }
}
