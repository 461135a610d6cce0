import Glibc

/// The `--out` folder of an export, replaced all at once: the export is written into a staging
/// folder beside it (see ``ExportStaging``), which then takes its place, so a failed export
/// leaves the previous one (or nothing) and never a half-written site. A folder that is not empty
/// is written into only when it holds the manifest of an earlier export; then the earlier
/// export's own files are replaced and every other file in it (a `CNAME`, `.git/`, notes) is kept.
public enum ExportFolder {
    /// What `--out` holds now.
    public enum State: Sendable, Equatable {
        /// Nothing: it is made.
        case missing
        /// An empty folder: it is replaced.
        case empty
        /// An earlier export, whose manifest lists `files`: those are replaced, the rest kept.
        case earlierExport(files: Set<String>)
    }

    /// Where `--out` is: its path, the folder it is in and its name there.
    struct Location: Sendable {
        let path: String
        let parent: String
        let name: String

        /// `path` without a trailing slash, split into its folder and name.
        init(_ path: String) {
            let path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            self.path = path
            let slash = path.lastIndex(of: "/")
            parent = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        }

        /// The path `.<name><suffix>` beside it, such as `.site.previous-` (hidden, in the same folder).
        func sibling(_ suffix: String) -> String { (parent == "/" ? "" : parent) + "/." + name + suffix }
    }

    /// What `folder` holds; an error for a file, a folder holding anything but an earlier export,
    /// or an earlier export whose manifest cannot be read. Changes nothing, so an export can be
    /// refused before it is rendered.
    public static func check(_ folder: String) throws(ExportError) -> State {
        let folder = Location(folder).path
        switch ExportFileSystem.entry(at: folder) {
        case .missing: return .missing
        case .other: throw ExportError(.badOutput, "--out \(folder) is not a folder")
        case .folder: break
        }
        let entries = ExportFileSystem.names(in: folder)
        if entries.isEmpty { return .empty }
        guard entries.contains(ExportManifest.name) else {
            throw ExportError(.badOutput, "refusing to write into \(folder): it is not empty and holds no \(ExportManifest.name) "
                + "of an earlier export (choose an empty or new folder)")
        }
        let manifest = folder + "/" + ExportManifest.name
        return .earlierExport(files: try ExportManifest.files(in: ExportFileSystem.read(manifest), file: manifest))
    }

    /// What an export replaces in `--out`: what it held when the export was about to take its
    /// place, and the files of an earlier export's folder to keep.
    struct Replacement: Sendable {
        /// What the folder held: nothing, an empty folder, or an earlier export.
        let held: Held
        /// The paths (a folder's ending in `/`) the earlier export did not write, sorted.
        let kept: [String]

        /// What a folder held (an earlier export's list of files is read again from its manifest
        /// once the folder is set aside, so that it is not held while links are rewritten).
        enum Held: Sendable { case nothing, emptyFolder, earlierExport }
    }

    /// Checks `folder` again just before the export takes its place, and finds the files to keep
    /// from an earlier export in it: an error, with nothing changed, when the folder changed
    /// into one that cannot be written, or when a file to keep is where the export writes one.
    static func replacement(of folder: String, by staging: ExportStaging) throws(ExportError) -> Replacement {
        let state = try check(folder)
        guard case .earlierExport(let files) = state else { return Replacement(held: state == .empty ? .emptyFolder : .nothing, kept: []) }
        let kept = ExportKeptFiles.find(in: Location(folder).path, exported: files)
        for entry in kept {
            if let clash = ExportKeptFiles.clash(entry, in: staging.path) {
                throw ExportError(.fileClash, "\(folder) holds \(entry), which the earlier export did not write, and this export writes \(clash): "
                    + "move it out of the folder, then export again")
            }
        }
        return Replacement(held: .earlierExport, kept: kept)
    }

    /// Puts the export in `staging` in place of `folder`, with the files `replacement` keeps
    /// moved into it; a warning when something written into the folder during the export could
    /// not be placed and is left beside it. On an error nothing has changed and the staging
    /// folder is removed.
    static func commit(_ staging: ExportStaging, to folder: String, _ replacement: Replacement) throws(ExportError) -> String? {
        let location = Location(folder)
        let kept = replacement.kept
        guard replacement.held == .earlierExport else {
            if replacement.held == .emptyFolder, rmdir(location.path) != 0 {
                staging.remove()
                throw ExportError(.badOutput, "cannot replace the empty folder \(location.path): \(String(cString: strerror(errno)))")
            }
            guard rename(staging.path, location.path) == 0 else {
                let reason = String(cString: strerror(errno))
                staging.remove()
                throw ExportError(.writeFailed, "cannot move the export into \(location.path): \(reason)")
            }
            return nil
        }
        try ExportKeptFiles.move(kept, from: location.path, to: staging.path) { staging.remove() }
        let aside = ExportFileSystem.makeUniqueFolder(location.sibling(".previous-"))
        guard let aside, rename(location.path, aside) == 0 else {
            let reason = String(cString: strerror(errno))
            if let aside { rmdir(aside) }
            ExportKeptFiles.moveBack(kept, from: staging.path, to: location.path)
            staging.remove()
            throw ExportError(.writeFailed, "cannot move the earlier export \(location.path) aside: \(reason)")
        }
        guard rename(staging.path, location.path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(aside, location.path)
            ExportKeptFiles.moveBack(kept, from: staging.path, to: location.path)
            staging.remove()
            throw ExportError(.writeFailed, "cannot move the export into \(location.path): \(reason)")
        }
        let manifest = aside + "/" + ExportManifest.name
        let files = try? ExportManifest.files(in: ExportFileSystem.read(manifest), file: manifest)
        return files.map { ExportKeptFiles.removeExported($0, from: aside) } == true
            ? nil : "\(aside) holds the earlier export and files written into \(location.path) while it was replaced: they were left there"
    }
}
