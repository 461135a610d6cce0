import Testing
@testable import DesignTokens

@Suite("The bundled design system in Config/tokens")
struct BundledTokensTests {
    static var resolver: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/Config/tokens/swatchbook.resolver.json"
    }

    @Test("it is strictly valid DTCG 2025.10, in both themes")
    func strictlyValid() throws {
        let (system, diagnostics) = TokenSystem.load(resolver: Self.resolver, source: DiskFileSource(), strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        let loaded = try #require(system)
        #expect(loaded.modifiers.map(\.name) == ["theme"])
        #expect(loaded.modifiers.first?.contextNames == ["light", "dark"])
        for set in loaded.permutations.values { #expect(set.tokens.count > 150) }
    }
}
