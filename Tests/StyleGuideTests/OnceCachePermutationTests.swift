import DesignTokens
import Testing
@testable import StyleGuide

/// Values made once per key (here permutations, as the Snapshot's CSS variable names are) and kept, never more than the bound.
@Suite struct OnceCachePermutationTests {
    static let permutations = (0..<6).map { Permutation(["theme": "t\($0)"]) }

    @Test("a value is made once per permutation, then kept")
    func keeps() {
        let store = OnceCache<Permutation, String>(capacity: 8)
        var made = 0
        for _ in 0..<3 {
            for permutation in Self.permutations {
                #expect(store.value(for: permutation) { made += 1; return permutation.description } == permutation.description)
            }
        }
        #expect(made == Self.permutations.count)
        #expect(store.count == Self.permutations.count)
    }

    @Test("it never holds more than its capacity, and answers right after it is emptied", arguments: [1, 2, 5, 6])
    func bounded(capacity: Int) {
        let store = OnceCache<Permutation, String>(capacity: capacity)
        var made = 0
        for _ in 0..<2 {
            for permutation in Self.permutations {
                #expect(store.value(for: permutation) { made += 1; return permutation.description } == permutation.description)
                #expect(store.count <= capacity)
            }
        }
        #expect(made == (capacity >= Self.permutations.count ? Self.permutations.count : 2 * Self.permutations.count))
    }
}
