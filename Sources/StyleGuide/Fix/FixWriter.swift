import DesignSystem
import Glibc

/// Writes the files `swatchbook fix` changed, all or none as far as a file system allows: each
/// new text goes to a temporary file beside its file (with the file's permissions), and only
/// when every one is written are they renamed into place.
public enum FixWriter {
    /// Writes `fixes` (those that change); a message saying what failed when one could not be written.
    public static func write(_ fixes: [TokenFileFix]) -> String? {
        var staged: [(temporary: String, target: String)] = []
        for fix in fixes where fix.isChanged {
            do {
                let temporary = try BuildDisk.temporary(beside: fix.file, holding: fix.text)
                var info = stat()
                if stat(fix.file, &info) == 0 { chmod(temporary, info.st_mode & 0o7777) }
                staged.append((temporary, fix.file))
            } catch {
                for stage in staged { unlink(stage.temporary) }
                return "\(fix.file): \(error); nothing was written"
            }
        }
        for (position, stage) in staged.enumerated() where rename(stage.temporary, stage.target) != 0 {
            for later in staged[position...] { unlink(later.temporary) }
            let done = staged[..<position].map(\.target)
            return "\(stage.target): cannot replace the file; " + (done.isEmpty ? "nothing was written"
                : "already written: \(done.joined(separator: ", "))")
        }
        return nil
    }
}
