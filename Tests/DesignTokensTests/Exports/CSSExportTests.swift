@testable import DesignTokens
import Testing

/// The CSS export of the fixture, resolved and with references.
@Suite struct CSSExportTests {
    @Test func writesCustomProperties() throws {
        expectGolden(try ExportFixture.render(.css), golden: "fixture.css")
    }

    @Test func writesVarReferencesWhenNotResolving() throws {
        expectGolden(try ExportFixture.render(.css, resolveAliases: false), golden: "fixture.references.css")
    }
}
