@testable import DesignTokens
import Testing

/// The Android resources export of the fixture.
@Suite struct AndroidExportTests {
    @Test func writesResources() throws {
        expectGolden(try ExportFixture.render(.android), golden: "fixture.xml")
    }

    @Test func alwaysResolvesReferences() throws {
        expectGolden(try ExportFixture.render(.android, resolveAliases: false), golden: "fixture.xml")
    }
}
