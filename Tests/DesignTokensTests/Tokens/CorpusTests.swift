import Testing
@testable import DesignTokens

@Suite("Real design systems from the shared corpus")
struct CorpusTests {
    @Test("figma-sds and Polaris resolve for every permutation", .enabled(if: Corpus.directory != nil, Comment(rawValue: Corpus.unsetNote)),
          arguments: [("figma-sds.resolver.json", 298, 2), ("shopify-polaris.resolver.json", 67, 1)])
    func resolves(resolver: String, tokenCount: Int, permutations: Int) throws {
        let directory = try #require(Corpus.directory) + "/dtcg-examples/"
        let (system, diagnostics) = TokenSystem.load(resolver: directory + resolver, source: DiskFileSource(), strictness: .tolerant)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        let loaded = try #require(system)
        #expect(loaded.permutations.count == permutations)
        for (permutation, set) in loaded.permutations {
            #expect(set.tokens.count == tokenCount, "\(permutation)")
        }
    }
}
