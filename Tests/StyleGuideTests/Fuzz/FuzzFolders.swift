import Foundation
import Testing

/// The saved inputs of the fuzz targets, below `Tests/Fuzz/` of the repository: a seed corpus
/// per target (`Corpus/<target>/`), its dictionary (`Dictionaries/<target>.dict`), and the inputs
/// that once broke it (`Regressions/<target>/<name>`).
enum FuzzFolders {
    /// `Tests/Fuzz`.
    static let root = RepositoryPaths.root + "/Tests/Fuzz"

    /// The targets that have a seed corpus, in name order.
    static let targets: [String] = entries(of: root + "/Corpus")

    /// One regression input: its target and its file name.
    struct Regression: CustomTestStringConvertible, Sendable {
        let target: String
        let name: String
        /// The path below `Tests/Fuzz/Regressions/`.
        var path: String { target + "/" + name }
        var testDescription: String { path }
    }

    /// Every regression input, by target, then name.
    static let regressions: [Regression] = entries(of: root + "/Regressions").flatMap { target in
        entries(of: root + "/Regressions/" + target).map { Regression(target: target, name: $0) }
    }

    /// Regression inputs that still fail here because a change still to come fixes them, by path,
    /// with the reason. An entry whose input passes fails its test: remove it then.
    static let knownIssues: [String: String] = [:]

    /// The names in `folder`, without hidden ones, in order.
    private static func entries(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }
}

