@testable import DesignTokens
import Testing

/// A DTCG export read back in builds the same tokens, whether its values were resolved or not.
@Suite struct DTCGRoundTripTests {
    @Test(arguments: [true, false])
    func exportReadsBackAsTheSameTokens(resolveAliases: Bool) throws {
        let set = try ExportFixture.set()
        let text = try TokenExport.render(set.tokens, from: set, as: .dtcg, options: TokenExportOptions(resolveAliases: resolveAliases))
        let source = TokenSource(file: "export.tokens.json", document: try JSONParser.parse(text))
        let (rebuilt, diagnostics) = TokenSetBuilder.build([source], strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tokens = try #require(rebuilt).tokens
        #expect(tokens.map(\.path) == set.tokens.map(\.path))
        for (read, original) in zip(tokens, set.tokens) {
            #expect(read.type == original.type, "\(original.path)")
            #expect(read.value == original.value, "\(original.path)")
            #expect(read.description == original.description, "\(original.path)")
            #expect(read.deprecation == original.deprecation, "\(original.path)")
            #expect(read.extensions == original.extensions, "\(original.path)")
            #expect(read.aliasChain == (resolveAliases ? .empty : original.aliasChain), "\(original.path)")
        }
    }
}
