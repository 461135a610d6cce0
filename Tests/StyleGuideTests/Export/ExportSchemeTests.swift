import HTTPTestSupport
import MicroHTTP
import Testing
@testable import StyleGuide

/// The export's URL scheme: which page a link means and the file each page is written to.
@Suite(.integration) struct ExportSchemeTests {
    static let modifiers = [GuideInputs.Modifier(name: "theme", choices: ["auto", "light", "dark"], defaultChoice: "auto"),
                            GuideInputs.Modifier(name: "density", choices: ["regular", "compact"], defaultChoice: "regular")]
    let scheme = ExportScheme(basePath: "/design/", modifiers: modifiers)

    func file(_ reference: String, on pagePath: String = "/", inheriting: [String: String]? = nil, type: MediaType? = nil) -> String? {
        guard let link = ExportLink(reference, onPageAt: pagePath) else { return nil }
        let inherited = inheriting.map { choices in Self.modifiers.map { QueryItems.Item(name: $0.name, value: choices[$0.name] ?? $0.defaultChoice) } }
        return scheme.file(for: scheme.page(for: link, inheriting: inherited), mediaType: type)
    }

    static let cases: [(String, String, String?)] = [
        ("/", "/", "index.html"),
        ("/tokens", "/", "tokens/index.html"),
        ("/tokens/color#color.brand.500", "/", "tokens/color/index.html"),
        ("?theme=dark", "/tokens", "in/theme=dark/tokens/index.html"),
        ("?theme=dark&density=compact", "/", "in/theme=dark/density=compact/index.html"),
        ("?theme=auto&density=regular", "/docs", "docs/index.html"),
        ("/components/button?style=dark&size=large", "/", "components/button/size=large&style=dark/index.html"),
        ("/components/button?size=large&style=dark", "/", "components/button/size=large&style=dark/index.html"),
        ("/preview/button?style=primary&theme=auto", "/", "preview/button/style=primary&theme=auto/index.html"),
        ("/preview/styles.css?theme=dark", "/", "preview/styles/theme=dark.css"),
        ("/_swatchbook/css/swatchbook.0123456789abcdef.css", "/", "_swatchbook/css/swatchbook.0123456789abcdef.css"),
        ("/assets/images/a%20b.svg", "/", "assets/images/a%20b.svg"),
        ("/docs/../assets/x.png", "/", "assets/x.png"),
        ("x.png", "/assets/images/y.svg", "assets/images/x.png"),
        ("/api/tokens/diff?from=1.0.0&to=current", "/", "api/tokens/diff/from=1.0.0&to=current.json"),
        ("/api/tokens?theme=*", "/", "api/tokens/theme=%2A.json"),
        ("/api/tokens/color.accent?theme=dark", "/", "api/tokens/color.accent/theme=dark.json"),
        ("/api/tokens/color.accent", "/", "api/tokens/color.accent.json"),
        ("/api/tokens?format=a/../b", "/", "api/tokens/format=a%2F..%2Fb.json"),
        ("/docs/.hidden", "/", "docs/%2Ehidden/index.html"),
        ("https://example.com/", "/", nil),
        ("mailto:a@example.com", "/", nil),
        ("//cdn.example.com/x.js", "/", nil),
        ("#main", "/", nil),
    ]

    @Test(arguments: cases)
    func aLinkIsWrittenToItsFile(_ example: (String, String, String?)) {
        // Each answer's media type is the one its expected extension names.
        let type = example.2.map { MediaType.forFileExtension(String($0.split(separator: ".").last ?? "")) }
        #expect(file(example.0, on: example.1, type: type) == example.2)
    }

    @Test func guidePagesKeepTheChoicesOfThePageLinkingToThem() {
        #expect(file("/components", inheriting: ["theme": "dark"]) == "in/theme=dark/components/index.html")
        #expect(file("/components?theme=light", inheriting: ["theme": "dark"]) == "in/theme=light/components/index.html")
        // An unknown choice is not a copy of the guide: the page's own is kept.
        #expect(file("/components?theme=sepia", inheriting: ["theme": "dark"]) == "in/theme=dark/components/index.html")
        // Previews and API answers name their contexts themselves and inherit nothing.
        #expect(file("/preview/button", inheriting: ["theme": "dark"]) == "preview/button/index.html")
        #expect(file("/api/components", inheriting: ["theme": "dark"], type: .json) == "api/components.json")
    }

    @Test func theExtensionFollowsTheMediaTypeOrTheFormat() {
        #expect(file("/api/tokens?format=css", type: .css) == "api/tokens/format=css.css")
        #expect(file("/api/tokens?format=dts", type: MediaType("text/x-typescript; charset=utf-8")) == "api/tokens/format=dts.d.ts")
        #expect(file("/api/tokens?format=swift", type: MediaType("text/x-swift; charset=utf-8")) == "api/tokens/format=swift.swift")
        #expect(file("/api/openapi.json", type: .json) == "api/openapi.json")
    }

    @Test func linksStartWithTheBasePathAndPagesEndWithASlash() {
        #expect(scheme.link(to: "index.html") == "/design/")
        #expect(scheme.link(to: "in/theme=dark/tokens/index.html") == "/design/in/theme=dark/tokens/")
        #expect(scheme.link(to: "api/tokens/theme=%2A.json") == "/design/api/tokens/theme=%252A.json")
        #expect(scheme.link(to: "docs/caf\u{E9} au lait/index.html") == "/design/docs/caf%C3%A9%20au%20lait/")
        #expect(ExportScheme(basePath: "/", modifiers: []).link(to: "tokens/index.html") == "/tokens/")
    }

    @Test(arguments: [("/", "/"), ("/design", "/design/"), ("/design/", "/design/"), ("//a//b/", "/a/b/")])
    func basePathsAreNormalised(_ example: (String, String)) throws {
        #expect(try ExportBasePath.parse(example.0) == example.1)
    }

    @Test(arguments: ["design/", "/de sign/", "/a/../b/", "/a?b", "/a#b", "/\"x\"/"])
    func badBasePathsAreRefused(_ text: String) {
        #expect(throws: ExportError.self) { try ExportBasePath.parse(text) }
    }
}
