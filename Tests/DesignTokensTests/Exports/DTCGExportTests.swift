@testable import DesignTokens
import Testing

/// The DTCG document export of the fixture with every value resolved.
@Suite struct DTCGExportTests {
    @Test func nestsGroupsAndKeepsMetadata() throws {
        expectGolden(try ExportFixture.render(.dtcg), golden: "fixture.tokens.json")
    }
}
