@testable import DesignTokens
import Testing

/// The DTCG document export of the fixture with references kept as written.
@Suite struct DTCGWrittenExportTests {
    @Test func keepsReferencesWhenNotResolving() throws {
        expectGolden(try ExportFixture.render(.dtcg, resolveAliases: false), golden: "fixture.references.tokens.json")
    }
}
