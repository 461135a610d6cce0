@testable import DesignTokens
import Testing

/// The JavaScript module export of the fixture.
@Suite struct JSExportTests {
    @Test func writesConstants() throws {
        expectGolden(try ExportFixture.render(.js), golden: "fixture.js")
    }

    @Test func alwaysResolvesReferences() throws {
        expectGolden(try ExportFixture.render(.js, resolveAliases: false), golden: "fixture.js")
    }
}
