import Glibc

/// The folder `swatchbook build` writes into, and how: every file in full to a temporary file
/// beside it, then renamed into place, so that a reader (or a build that fails) never sees a
/// half-written file. Files the build does not name are left alone.
///
/// Before anything is written, every path is checked: no folder on the way may be a symbolic
/// link leading out of the build folder, or a file; no target may be a folder or a link. A file
/// whose bytes are already the ones to write is not touched (its modification time stays).
public struct BuildFolder: Sendable {
    /// The folder, as the user named it.
    public let path: String

    /// The build folder at `path` (made when missing).
    public init(_ path: String) { self.path = path }

    /// How a file on disk compares with the one a build would write.
    public enum State: String, Sendable { case fresh, stale, missing }

    /// What writing did to a file.
    public enum Outcome: String, Sendable { case wrote, unchanged }

    /// `root/relative`, as shown in messages.
    public func location(_ relative: String) -> String { path.hasSuffix("/") ? path + relative : path + "/" + relative }

    /// How each of `files` compares with what the folder holds; nothing is written.
    public func states(of files: [BuildFile]) -> [State] {
        files.map { file in
            let target = location(file.path)
            if BuildDisk.kind(target, following: false) == .missing { return .missing }
            return BuildDisk.contents(of: target) == file.bytes ? .fresh : .stale
        }
    }

    /// Writes `files`, each whole or not at all: all are checked, then written to temporary
    /// files, then renamed into place; any failure before the renames removes the temporary
    /// files and the folders made, leaving the folder as it was.
    public func write(_ files: [BuildFile]) throws(BuildError) -> [Outcome] {
        // Every path is checked before the first folder is made: nothing is made through a link leading out.
        let missing = try missingFolders(for: files)
        if let realRoot = BuildDisk.realPath(path) {
            for file in files { try checkWay(to: file.path, inside: realRoot) }
        }
        var made: [String] = []
        do throws(BuildError) {
            for folder in missing {
                guard mkdir(folder, 0o755) == 0 else { throw BuildError.system("cannot make the folder \(folder)") }
                made.append(folder)
            }
            var outcomes: [Outcome] = [], staged: [(temporary: String, target: String)] = []
            do throws(BuildError) {
                for file in files {
                    let target = location(file.path)
                    if BuildDisk.contents(of: target) == file.bytes {
                        outcomes.append(.unchanged)
                        continue
                    }
                    staged.append((try BuildDisk.temporary(beside: target, holding: file.bytes), target))
                    outcomes.append(.wrote)
                }
            } catch {
                for stage in staged { unlink(stage.temporary) }
                throw error
            }
            for (position, stage) in staged.enumerated() where rename(stage.temporary, stage.target) != 0 {
                let failure = BuildError.system("cannot rename \(stage.temporary) to \(stage.target)")
                for later in staged[position...] { unlink(later.temporary) }
                throw failure
            }
            return outcomes
        } catch {
            for folder in made.reversed() { rmdir(folder) }
            throw error
        }
    }

    /// The folders to make (the build folder and those below it the files need), outermost
    /// first; an error for a folder on the way that is a file.
    private func missingFolders(for files: [BuildFile]) throws(BuildError) -> [String] {
        var missing: [String] = [], seen = Set<String>()
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let roots = BuildPath.folders(of: trimmed + "/x") + [trimmed]
        for folder in roots.filter({ !$0.isEmpty }) + files.flatMap({ BuildPath.folders(of: $0.path).map(location) })
        where seen.insert(folder).inserted {
            switch BuildDisk.kind(folder, following: true) {
            case .missing: missing.append(folder)
            case .folder: continue
            case .other: throw BuildError(.notAFolder, "\(folder) is a file, and the build needs a folder there")
            }
        }
        return missing
    }

    /// Refuses a folder on the way to `relative` that is a link leading out of the build folder
    /// (`realRoot`), and a target that is a folder or a link.
    private func checkWay(to relative: String, inside realRoot: String) throws(BuildError) {
        for folder in BuildPath.folders(of: relative).map(location) where BuildDisk.kind(folder, following: false) == .other {
            guard let real = BuildDisk.realPath(folder), real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
                throw BuildError(.outsideBuildFolder, "\(folder) is a symbolic link leading out of the build folder \(path); "
                    + "a build writes only below it")
            }
        }
        let target = location(relative)
        switch BuildDisk.kind(target, following: false) {
        case .missing: return
        case .folder: throw BuildError(.notAFolder, "\(target) is a folder; the build writes a file there")
        case .other where BuildDisk.isLink(target):
            throw BuildError(.outsideBuildFolder, "\(target) is a symbolic link; a build replaces only regular files")
        case .other: return
        }
    }
}
