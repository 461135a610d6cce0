@testable import DesignTokens
import Foundation
import Testing

/// What each format leaves out, reported through ``TokenExport/renderReporting(_:from:as:options:)``:
/// the token, the format, and why.
@Suite struct ExportOmissionTests {
    /// Each format's omissions of ``OmissionFixture``: token and the reason, in the set's order (which puts `custom` first).
    /// Spelled out with its type: as a literal in `@Test(arguments:)` it took the type checker 1.3 s.
    static let omissionCases: [(TokenExportFormat, [(String, String)])] = [
        (TokenExportFormat.swift, [
            ("custom", "Swift has no type for a list, object or null of no DTCG type"),
            ("size.viewport", "it is in vw, which Swift does not convert (px and rem do)"),
            ("type.wide", "letterSpacing is in %, which Swift does not convert (px, rem and em do)"),
        ]),
        (.android, [
            ("custom", "Android resources have no type for a list, object or null of no DTCG type"),
            ("size.viewport", "it is in vw, which Android resources do not convert (px and rem do)"),
            ("shadow.card", "Android resources have no type for a shadow"),
            ("type.wide", "letterSpacing is in %, which Android resources do not convert (px, rem and em do)"),
        ]),
        (.compose, [
            ("custom", "Compose has no type for a list, object or null of no DTCG type"),
            ("size.viewport", "it is in vw, which Compose does not convert (px and rem do)"),
            ("shadow.card", "Compose has no type for a shadow"),
            ("type.wide", "letterSpacing is in %, which Compose does not convert (px, rem and em do)"),
        ]),
        (.figma, [
            ("custom", "Figma variables have no type for a list, object or null of no DTCG type"),
            ("size.viewport", "it is in vw, which Figma variables do not convert (px and rem do)"),
            ("motion.fast", "Figma variables have no type for a duration"),
            ("shadow.card", "Figma variables have no type for a shadow"),
            ("type.wide", "Figma variables have no type for a typography style"),
        ]),
        (.css, [("custom", "CSS has no type for a list, object or null of no DTCG type")]),
        (.scss, [("custom", "SCSS has no type for a list, object or null of no DTCG type")]),
        (.js, []), (.ts, []), (.dts, []), (.dtcg, []), (.flat, []),
    ]

    @Test("each format names the tokens it cannot hold, with why", arguments: omissionCases)
    func omissions(format: TokenExportFormat, expected: [(String, String)]) throws {
        let set = try OmissionFixture.set()
        let rendered = try TokenExport.renderReporting(set.tokens, from: set, as: format)
        #expect(rendered.omissions.map(\.token.description) == expected.map(\.0))
        #expect(rendered.omissions.map(\.reason) == expected.map(\.1))
        #expect(rendered.omissions.allSatisfy { $0.format == format })
        #expect(rendered.text == (try TokenExport.render(set.tokens, from: set, as: format)), "the text is the file render writes")
    }

    /// Every token a file names as left out is reported, and nothing else, in every format, for
    /// every fixture set.
    @Test("the omissions are exactly the tokens the file says it leaves out", arguments: TokenExportFormat.all)
    func matchesTheFile(format: TokenExportFormat) throws {
        for set in [try OmissionFixture.set(), try EdgeFixture.set(), try ExportFixture.set(), try BundledTokens.set()] {
            let rendered = try TokenExport.renderReporting(set.tokens, from: set, as: format)
            let listed = try OmissionFixture.listedAsLeftOut(rendered.text, format: format, tokens: set.tokens.map(\.path))
            #expect(Set(rendered.omissions.map(\.token.description)) == listed, "\(format)")
            #expect(rendered.omissions.count == listed.count, "each token once")
        }
    }

    /// The light/dark fixture as Android resources: the shadow cannot be a resource, and the
    /// colour only dark has cannot be in values-night/ alone.
    @Test("every context in one file: Android names what values-night/ cannot hold, and why")
    func androidContexts() throws {
        let variants = try ThemeContextsFixture.variants()
        let rendered = try TokenExport.renderReporting(variants, as: .android)
        let reasons = Dictionary(uniqueKeysWithValues: rendered.omissions.map { ($0.token.description, $0.reason) })
        #expect(reasons.keys.sorted() == ["color.glow", "shadow.card"])
        #expect(reasons["shadow.card"] == "Android resources have no type for a shadow")
        #expect(reasons["color.glow"]?.hasPrefix("the default context lacks it, so values/ declares no resource") == true)
        let files = try AndroidContextsExportTests.files(rendered.text)
        let listed = try files.values.reduce(into: Set<String>()) {
            $0.formUnion(try OmissionFixture.listedAsLeftOut($1, format: .android, tokens: []))
        }
        #expect(listed == Set(reasons.keys))
    }

    /// A value only one context holds in a form the format lacks names that context.
    @Test("a token unwritable in one context only names the context", arguments: [TokenExportFormat.swift, .compose, .css, .figma])
    func oneContext(format: TokenExportFormat) throws {
        let light = #"{"size": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "px"}}}}"#
        let dark = #"{"size": {"$type": "dimension", "gap": {"$value": {"value": 4, "unit": "q"}}}}"#
        let resolver = #"""
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]},
             "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """#
        let (system, diagnostics) = TokenSystem.load(resolver: "r.json", source: MemoryTokenFileSource(
            ["r.json": resolver, "light.json": light, "dark.json": dark]), strictness: .tolerant)
        let loaded = try #require(system, "\(diagnostics)")
        let variants = try #require(ContextVariants.of("theme", in: loaded, around: Permutation(["theme": "light"])))
        let rendered = try TokenExport.renderReporting(variants, as: format)
        let expected = format == .css ? [] : ["size.gap"]
        #expect(rendered.omissions.map(\.token.description) == expected)
        if format != .css { #expect(rendered.omissions.first?.reason.hasSuffix(" (in theme=dark)") == true) }
    }

    /// The line `swatchbook tokens` prints after `warning: ` or `error: `.
    @Test func description() {
        let omission = ExportOmission(token: TokenPath(["type", "wide"]), format: .swift, reason: "why")
        #expect(omission.description == "type.wide: not written in swift: why")
    }
}
