import Foundation
import Testing
@testable import DesignTokens

/// Reads token files from disk and remembers which ones were read.
final class RecordingFileSource: TokenFileSource, @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    func contents(of path: String) -> Result<[UInt8], Diagnostic> {
        lock.withLock { _ = paths.insert(URL(fileURLWithPath: path).standardized.path) }
        return DiskFileSource().contents(of: path)
    }

    var read: Set<String> { lock.withLock { paths } }
}

@Suite("Real design systems from the shared corpus",
       .enabled(if: Corpus.directory != nil, Comment(rawValue: Corpus.unsetNote)))
struct CorpusTests {
    /// The token count of each permutation of the systems known to be in the corpus.
    static let knownCounts = ["figma-sds.resolver.json": 298, "shopify-polaris.resolver.json": 67]

    /// Every resolver document in the corpus, found on disk.
    static func resolvers() throws -> [URL] {
        let root = URL(fileURLWithPath: try #require(Corpus.directory))
        let found = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return found.filter { $0.lastPathComponent.hasSuffix(".resolver.json") }.sorted { $0.path < $1.path }
    }

    @Test("every resolver in the corpus loads in every permutation, tolerantly, with its token counts")
    func everyResolverLoads() throws {
        let resolvers = try Self.resolvers()
        #expect(Set(resolvers.map(\.lastPathComponent)).isSuperset(of: Self.knownCounts.keys))
        for resolver in resolvers {
            let (system, diagnostics) = TokenSystem.load(resolver: resolver.path, source: DiskFileSource(), strictness: .tolerant)
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(resolver.lastPathComponent): \(Rules.report(errors).rawValue)")
            let loaded = try #require(system, "\(resolver.lastPathComponent) did not load")
            let wanted = ResolverInputs.allPermutations(of: loaded.modifiers)
            #expect(Set(loaded.permutations.keys) == Set(wanted), "\(resolver.lastPathComponent)")
            for (permutation, set) in loaded.permutations {
                #expect(set.tokens.count > 0, "\(resolver.lastPathComponent) \(permutation)")
                if let count = Self.knownCounts[resolver.lastPathComponent] {
                    #expect(set.tokens.count == count, "\(resolver.lastPathComponent) \(permutation)")
                }
            }
        }
    }

    @Test("the resolvers use every token file in the corpus")
    func everyTokenFileIsUsed() throws {
        let source = RecordingFileSource()
        for resolver in try Self.resolvers() {
            _ = TokenSystem.load(resolver: resolver.path, source: source, strictness: .tolerant)
        }
        let root = URL(fileURLWithPath: try #require(Corpus.directory))
        let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".tokens.json") }.map(\.standardized.path)
        #expect(!files.isEmpty)
        #expect(Set(files).subtracting(source.read).isEmpty, "never read: \(Set(files).subtracting(source.read).sorted())")
    }
}
