@testable import DesignTokens
import Testing

/// The SCSS export of the fixture, resolved and with references (`color.legacy` comes before
/// `color.brand.900` in the set, so Sass could not read a reference there: it is written out).
@Suite struct SCSSExportTests {
    @Test func writesVariables() throws {
        expectGolden(try ExportFixture.render(.scss), golden: "fixture.scss")
    }

    @Test func writesVariableReferencesToEarlierTokensWhenNotResolving() throws {
        expectGolden(try ExportFixture.render(.scss, resolveAliases: false), golden: "fixture.references.scss")
    }
}
