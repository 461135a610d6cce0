import DesignTokens
import Foundation

/// Reads token files from disk for tests.
struct DiskFileSource: TokenFileSource {
    func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Diagnostic(.unreadableFile, file: path, "the file does not exist or cannot be read"))
        }
        return .success([UInt8](data))
    }
}

/// The shared real-world corpus, when `SWATCHBOOK_CORPUS` names it.
enum Corpus {
    static var directory: String? {
        guard let path = ProcessInfo.processInfo.environment["SWATCHBOOK_CORPUS"], !path.isEmpty else { return nil }
        return path
    }

    static let unsetNote = "SWATCHBOOK_CORPUS is not set: the real-world corpus tests are skipped (.ci/run sets it to ../shared/corpus)"
}
