@testable import DesignTokens
import Testing

/// Exports of ``EdgeFixture``: near-collisions, keywords, leading digits, escaping, values a format
/// cannot hold, and a typography alias with its letter-spacing companion.
@Suite struct EdgeCaseExportTests {
    @Test func css() throws {
        expectGolden(try EdgeFixture.render(.css), golden: "edge.css")
    }

    @Test func cssWithReferences() throws {
        expectGolden(try EdgeFixture.render(.css, resolveAliases: false), golden: "edge.references.css")
    }

    @Test func scssWithReferences() throws {
        expectGolden(try EdgeFixture.render(.scss, resolveAliases: false), golden: "edge.references.scss")
    }

    @Test func js() throws {
        expectGolden(try EdgeFixture.render(.js), golden: "edge.js")
    }

    @Test func swift() throws {
        expectGolden(try EdgeFixture.render(.swift), golden: "edge.swift")
    }

    @Test func android() throws {
        expectGolden(try EdgeFixture.render(.android), golden: "edge.xml")
    }
}
