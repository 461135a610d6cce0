import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ConfigLoader {
    /// The error for a Config folder that does not exist at all (the commands look for `Config`
    /// in the current folder unless told otherwise): what a Config is and how to make one, rather
    /// than "the file does not exist"; nil when something is at `directory`.
    public static func missingFolder(_ directory: String) -> Diagnostic? {
        guard !FileManager.default.fileExists(atPath: directory) else { return nil }
        let shown = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return Diagnostic(.unreadableFile, file: shown,
                          "there is no Config folder here: a Config is a folder holding swatchbook.json and tokens/ (a DTCG "
                          + "resolver and its token files); `swatchbook init \(shown)` writes a small valid one; a Config "
                          + "elsewhere is named with --config DIR (or, for check, its path)")
    }
}
