import Glibc

/// The files in `--out` that an earlier export did not write (a `CNAME`, `.git/`, notes): found
/// from the earlier export's manifest, moved into the new export before it takes the folder's
/// place, and listed in the new manifest as kept. A folder holding no file of the export is
/// kept whole and named with a trailing `/`.
enum ExportKeptFiles {
    /// The paths in `folder`, sorted, that are neither the manifest nor among `exported` (the
    /// earlier export's files).
    static func find(in folder: String, exported: Set<String>) -> [String] {
        var folders = Set<String>()
        for file in exported {
            var path = Substring(file)
            while let slash = path.lastIndex(of: "/") {
                path = path[..<slash]
                guard folders.insert(String(path)).inserted else { break }
            }
        }
        var kept: [String] = []
        func walk(_ relative: String) {
            for name in ExportFileSystem.names(in: relative.isEmpty ? folder : folder + "/" + relative) {
                let path = relative.isEmpty ? name : relative + "/" + name
                switch ExportFileSystem.entry(at: folder + "/" + path) {
                case .folder where folders.contains(path): walk(path)
                case .folder: kept.append(path + "/")
                case .other, .missing: if !exported.contains(path) && path != ExportManifest.name { kept.append(path) }
                }
            }
        }
        walk("")
        return kept
    }

    /// The path in `staging` that `entry` would replace or need as a folder, or nil when it fits.
    static func clash(_ entry: String, in staging: String) -> String? {
        let path = trimmed(entry)
        var prefix = ""
        for segment in path.split(separator: "/").dropLast() {
            prefix += (prefix.isEmpty ? "" : "/") + segment
            switch ExportFileSystem.entry(at: staging + "/" + prefix) {
            case .folder: continue
            case .other: return prefix
            case .missing: return nil
            }
        }
        return ExportFileSystem.entry(at: staging + "/" + path) == .missing ? nil : path
    }

    /// Moves each of `kept` from `folder` into `staging`; on a failure moves back those moved,
    /// calls `cleanUp` and throws. An entry that is gone meanwhile is skipped.
    static func move(_ kept: [String], from folder: String, to staging: String, cleanUp: () -> Void) throws(ExportError) {
        for (index, entry) in kept.enumerated() {
            let path = trimmed(entry)
            do throws(ExportError) {
                try ExportFileSystem.makeFolders(of: path, below: staging)
                if rename(folder + "/" + path, staging + "/" + path) != 0 && errno != ENOENT {
                    throw ExportError(.writeFailed, "cannot keep \(folder)/\(path) in the new export: \(String(cString: strerror(errno)))")
                }
            } catch {
                moveBack(Array(kept[..<index]), from: staging, to: folder)
                cleanUp()
                throw error
            }
        }
    }

    /// Moves each of `kept` from `staging` back into `folder`.
    static func moveBack(_ kept: [String], from staging: String, to folder: String) {
        for entry in kept { _ = rename(staging + "/" + trimmed(entry), folder + "/" + trimmed(entry)) }
    }

    /// Removes from `folder` (an earlier export moved aside) the manifest, the files of
    /// `exported` and the folders they leave empty; true when nothing is left and `folder` is gone.
    static func removeExported(_ exported: Set<String>, from folder: String) -> Bool {
        func clear(_ relative: String) -> Bool {
            var empty = true
            for name in ExportFileSystem.names(in: relative.isEmpty ? folder : folder + "/" + relative) {
                let path = relative.isEmpty ? name : relative + "/" + name
                if ExportFileSystem.entry(at: folder + "/" + path) == .folder {
                    if !(clear(path) && rmdir(folder + "/" + path) == 0) { empty = false }
                } else if exported.contains(path) || path == ExportManifest.name {
                    unlink(folder + "/" + path)
                } else {
                    empty = false
                }
            }
            return empty
        }
        return clear("") && rmdir(folder) == 0
    }

    private static func trimmed(_ entry: String) -> String { entry.hasSuffix("/") ? String(entry.dropLast()) : entry }
}
