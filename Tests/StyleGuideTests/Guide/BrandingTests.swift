import DesignSystem
import FoundationEssentials
import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The guide wears the team's brand: its name, its logo (a file of its Public folder, else a
/// monogram of the name) and its accent colour (a token), all from swatchbook.json.
@Suite("Branding from the Config", .serialized, .integration)
struct BrandingTests {
    @Test("with no logo the header shows a monogram of the name, and the icon is Swatchbook's mark")
    func monogram() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let html = try page(server, "/")
            #expect(html.contains("<span class=\"brand__monogram\" aria-hidden=\"true\">A</span><span class=\"brand__name\">Acme</span>"))
            #expect(html.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"\(GuideAssets.url("images/swatchbook.svg"))\">"))
            #expect(html.contains("<title>Acme</title>"))
        }
    }

    @Test("a logo in the Public folder is the header's mark and the page's icon")
    func logo() throws {
        try withGuide { server, _ in
            let html = try page(server, "/tokens")
            #expect(html.contains("<img class=\"brand__mark\" src=\"/assets/images/swatchbook.svg\" alt=\"\" width=\"28\" height=\"28\">"))
            #expect(html.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"/assets/images/swatchbook.svg\">"))
        }
    }

    @Test("a wrong logo or accent is refused with the file, the JSON path and the rule", arguments: [
        (#""logo": "images/none.svg""#, "/logo", "missing-image"),
        (#""logo": "javascript:alert(1)""#, "/logo", "invalid-value"),
        (#""accent": "{color.nope}""#, "/accent", "unknown-token"),
        (##""accent": "#ff0000""##, "/accent", "invalid-value"),
        (#""accent": "{space.inline}""#, "/accent", "token-type-mismatch"),
    ])
    func refused(member: String, path: String, rule: String) throws {
        let config = try TemporaryConfig(settings: "{\"name\": \"Brand\", \(member)}")
        defer { config.remove() }
        try config.writeFile("tokens/core.tokens.json", """
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
                   "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
         "space": {"inline": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}
        """)
        let empty = config.directory + "-public"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let result = ConfigLoader(directory: config.directory).load(strictness: .strict, publicFolder: .at(empty))
        guard case .failure(let problems) = result else {
            Issue.record("\(member) was accepted")
            return
        }
        #expect(problems.list.map { "\($0.path) \($0.rule)" } == ["\(path) \(rule)"], "\(problems)")
        #expect(problems.list.allSatisfy { $0.file.hasSuffix("swatchbook.json") })
    }

    @Test("the accent tints the guide where it is legible: always the brand mark, links and buttons only at 4.5:1")
    func legibility() throws {
        let snapshot = try SnapshotLoader.load(configDirectory: RepositoryPaths.acme, publicFolder: .absent, strictness: .strict).get()
        let branding = GuideBranding(accent: TokenPath(dotted: "color.accent"), scheme: snapshot.colorScheme)
        for (contexts, text) in [(["mode": "light", "density": "compact"], "#ffffff"), (["mode": "dark", "density": "compact"], "#0d0f13")] {
            let permutation = Permutation(contexts)
            let set = try #require(snapshot.tokens.permutations[permutation])
            let css = branding.css(for: set, permutation: permutation, variables: CSSVariableNames(set))
            #expect(css.contains("--sb-brand: var(--color-accent);"))
            #expect(css.contains("--sb-accent: var(--color-accent);"), "\(contexts): \(css)")
            #expect(css.contains("--sb-accent-text: \(text);"))
            #expect(css.contains("--sb-accent-soft: #"))
            // Every text colour of the guide reads at 4.5:1 on the tint chosen.
            let tintHex = try #require(css.split(separator: "\n").first { $0.contains("--sb-accent-soft:") }?
                .split(separator: " ").last?.dropLast())
            let tint = try #require(ColorValue(hexString: String(tintHex)))
            let palette = GuidePalette.of(contexts["mode"] == "dark" ? .dark : .light)
            #expect(palette.texts.allSatisfy { ColorValue.contrastRatio(foreground: $0, background: tint) >= 4.5 })
        }
        // The canvas colour of the dark mode is no text colour on the guide's dark background: a brand mark only.
        let dim = GuideBranding(accent: TokenPath(dotted: "color.canvas"), scheme: snapshot.colorScheme)
        let dark = Permutation(["mode": "dark", "density": "comfortable"])
        let darkSet = try #require(snapshot.tokens.permutations[dark])
        let css = dim.css(for: darkSet, permutation: dark, variables: CSSVariableNames(darkSet))
        #expect(css.contains("--sb-brand: var(--color-canvas);"))
        #expect(!css.contains("--sb-accent:"))
        #expect(GuideBranding(accent: nil, scheme: nil).css(for: darkSet, permutation: dark, variables: CSSVariableNames(darkSet)).isEmpty)
    }

    @Test("a permutation off the light/dark pair must be legible on both of the guide's schemes")
    func bothSchemes() {
        let branding = GuideBranding(accent: nil, scheme: ColorSchemePair(modifier: "mode", light: "light", dark: "dark"))
        #expect(branding.schemes(of: Permutation(["mode": "dark"])) == [.dark])
        #expect(branding.schemes(of: Permutation(["mode": "light"])) == [.light])
        #expect(branding.schemes(of: Permutation(["mode": "dim"])) == [.light, .dark])
        #expect(GuideBranding(accent: nil, scheme: nil).schemes(of: Permutation([:])) == [.light, .dark])
    }

    @Test("the guide's palette is read from its own stylesheet")
    func palette() {
        #expect(GuidePalette.of(.light).surface.hexString == "#ffffff")
        #expect(GuidePalette.of(.dark).backgrounds.count == 3)
        #expect(GuidePalette.of(.light).texts.count == 3)
        #expect(GuidePalette.of(.dark).texts.allSatisfy { ColorValue.contrastRatio($0, GuidePalette.of(.dark).surface) >= 4.5 })
    }

    @Test("the token stylesheet carries the accent rule, in both halves of auto")
    func stylesheet() throws {
        try withSite(config: RepositoryPaths.acme) { server, _ in
            let css = try fetch(server, "/preview/styles.css?mode=auto").text
            #expect(css.components(separatedBy: "--sb-brand: var(--color-accent);").count == 3)
            #expect(try fetch(server, "/preview/styles.css?mode=light").text.contains("--sb-accent: var(--color-accent);"))
        }
    }
}
