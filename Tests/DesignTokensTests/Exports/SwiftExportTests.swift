@testable import DesignTokens
import Testing

/// The SwiftUI source export of the fixture.
@Suite struct SwiftExportTests {
    @Test func writesADesignTokensEnum() throws {
        expectGolden(try ExportFixture.render(.swift), golden: "fixture.swift")
    }

    @Test func alwaysResolvesReferences() throws {
        expectGolden(try ExportFixture.render(.swift, resolveAliases: false), golden: "fixture.swift")
    }
}
