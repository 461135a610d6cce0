@testable import DesignTokens
import Testing

/// The flat JSON export of the fixture, resolved and as written.
@Suite struct FlatExportTests {
    @Test func writesEveryTokenWithItsResolvedValue() throws {
        expectGolden(try ExportFixture.render(.flat), golden: "fixture.flat.json")
    }

    @Test func keepsReferencesWhenNotResolving() throws {
        expectGolden(try ExportFixture.render(.flat, resolveAliases: false), golden: "fixture.references.flat.json")
    }
}
