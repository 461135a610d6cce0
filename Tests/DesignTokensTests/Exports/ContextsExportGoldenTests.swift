@testable import DesignTokens
import Testing

/// Every context of ``ThemeContextsFixture`` in each format, against reviewed golden files
/// (`Goldens/contexts.*.golden`).
@Suite("Every context in one file: goldens")
struct ContextsExportGoldenTests {
    @Test(arguments: [
        (TokenExportFormat.css, true, "contexts.css"), (.css, false, "contexts.references.css"),
        (.scss, true, "contexts.scss"), (.scss, false, "contexts.references.scss"),
        (.js, true, "contexts.js"), (.dts, true, "contexts.d.ts"), (.android, true, "contexts.android.json"),
        (.dtcg, true, "contexts.resolver.json"), (.dtcg, false, "contexts.references.resolver.json"),
        (.flat, true, "contexts.flat.json"), (.flat, false, "contexts.references.flat.json"),
    ])
    func golden(format: TokenExportFormat, resolveAliases: Bool, golden: String) throws {
        expectGolden(try ThemeContextsFixture.render(format, resolveAliases: resolveAliases), golden: golden)
    }

    @Test("the declarations of the single-context module")
    func singleDeclarations() throws {
        let variants = try ThemeContextsFixture.variants()
        let set = variants.variants[1].set
        let text = try TokenExport.render(set.tokens, from: set, as: .dts, options: .init(header: "Fixture — theme=dark"))
        expectGolden(text, golden: "contexts.dark.d.ts")
    }
}
