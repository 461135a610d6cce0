#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Runs saved inputs through a target once each, without libFuzzer: the corpora and regression
/// inputs of `Tests/Fuzz/`, in a plain build (the Swift tests do this) or a fuzzing one.
enum Replay {
    /// Runs every file of `paths` (a folder stands for every file below it, in name order) and
    /// prints each broken property; true when none broke. A crash ends the program, after the
    /// line naming the input it was running.
    static func run(_ target: FuzzTarget, paths: [String]) -> Bool {
        var failures = 0, count = 0
        for file in paths.flatMap(files(at:)) {
            Output.line("\(target.name): \(file)")
            guard let data = FileManager.default.contents(atPath: file) else {
                Output.line("  cannot read \(file)")
                failures += 1
                continue
            }
            count += 1
            do {
                try target.check(Array(data))
            } catch {
                Output.line("  FAILED: \(error.description)")
                failures += 1
            }
        }
        Output.line("\(target.name): \(count) inputs, \(failures) failed")
        return failures == 0
    }

    /// The files at `path`: itself, or every file below it in name order (hidden files skipped).
    private static func files(at path: String) -> [String] {
        var isFolder = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder else { return [path] }
        let below = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
        return below.filter { name in
            var folder = false
            return !name.split(separator: "/").contains { $0.hasPrefix(".") }
                && FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &folder) && !folder
        }.sorted().map { path + "/" + $0 }
    }
}
