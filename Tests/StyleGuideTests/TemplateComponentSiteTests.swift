import DesignSystem
import Foundation
import HTTPTestSupport
import MicroHTTP
import StyleGuide
import Testing

/// A template component served over HTTP: first-class in the catalog, the API and the guide, and
/// hostile sample data escaped or refused on every page that renders it.
@Suite("Template components, served", .integration)
struct TemplateComponentSiteTests {
    /// A Config with a `tag` template component, its styles, and samples full of hostile text.
    static func config() throws -> TemporaryConfig {
        let config = try TemporaryConfig(settings: #"{"name": "Hostile"}"#)
        for folder in ["components/tag", "styles", "samples"] {
            try FileManager.default.createDirectory(atPath: config.directory + "/" + folder, withIntermediateDirectories: true)
        }
        try config.writeFile("components/tag/component.json", """
            {"title": "Tag", "summary": "A short label.", "parts": ["primaryText", "secondaryText"], "states": ["normal", "selected"],
             "sizes": ["medium"], "sample": "hostile",
             "properties": {"fill": {"effect": "background", "summary": "Fill."},
                            "ink": {"effect": "foreground", "part": "primary", "summary": "Ink."}},
             "contrast": [{"foreground": "ink", "background": "fill"}]}
            """)
        try config.writeFile("components/tag/template.html", """
            <span title="{{secondaryText}}" data-note='{{primaryText}}'>
              <b data-part="primary" aria-describedby="{{id}}-note">{{primaryText}}</b>
              <a href="#{{primaryText}}" id="{{id}}-note">{{secondaryText}}</a>
            </span>
            """)
        try config.writeFile("styles/tag.json", #"{"styles": {"primary": {"base": {"fill": "{color.paper}", "ink": "{color.text}"}}}}"#)
        try config.writeFile("samples/hostile.json", """
            {"items": [{"primaryText": "<script>alert(1)</script>", "secondaryText": "\\"><img src=x onerror=alert(2)>"},
                       {"primaryText": "' onmouseover='alert(3)", "secondaryText": "javascript:alert(4)"}]}
            """)
        return config
    }

    @Test("every page rendering it escapes hostile samples in text and attributes: no script, no handler, no javascript: link")
    func hostileSamples() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            for target in ["/preview/tag", "/preview/tag?state=selected&theme=dark", "/components/tag", "/components/tag?state=selected",
                           "/components", "/api/components/tag"] {
                let response = try fetch(server, target)
                #expect(response.status == 200, "\(target): \(response.status)")
                let html = response.text
                #expect(!html.contains("<script>alert"), "\(target)")
                #expect(!html.contains("<img src=x"), "\(target)")
                #expect(!Self.hasEventHandler(html), "\(target) has an event handler")
                #expect(!html.contains(#"href="javascript"#), "\(target)")
            }
            let preview = try fetch(server, "/preview/tag").text
            #expect(preview.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(preview.contains(#"title="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;""#))
            #expect(preview.contains(##"href="#&lt;script&gt;alert(1)&lt;/script&gt;""##))
        }
    }

    /// Whether any start tag of `html` has an `on…` attribute (quoted values, where escaped text sits, are skipped).
    static func hasEventHandler(_ html: String) -> Bool {
        html.matches(of: /<[a-zA-Z][^>]*>/).contains { tag in
            String(tag.output).replacing(/"[^"]*"/, with: "").contains(/\son[a-zA-Z]+/)
        }
    }

    @Test("first-class: catalog, styles API, lookup with contrast, search and the component page's sections")
    func firstClass() throws {
        let config = try Self.config()
        defer { config.remove() }
        try withSite(config: config.directory) { server, _ in
            let catalog = try JSONParser.parse(fetch(server, "/api/components").body)
            let tag = catalog["components"]?.arrayValue?.first { $0["name"]?.stringValue == "tag" }
            #expect(tag?["source"]?["kind"]?.stringValue == "template")
            #expect(tag?["sizes"]?.arrayValue?.compactMap(\.stringValue) == ["medium"])
            #expect(tag?["defaultSample"]?.stringValue == "hostile")
            let styles = try JSONParser.parse(fetch(server, "/api/styles/tag").body)
            #expect(styles["properties"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["fill", "ink"])
            let lookup = try JSONParser.parse(fetch(server, "/api/styles/tag/primary?state=selected&theme=dark").body)
            #expect(lookup["contrast"]?.arrayValue?.isEmpty == false, "\(lookup)")
            #expect(try fetch(server, "/preview/tag?size=large").status == 400, "tag has no large size")
            let page = try fetch(server, "/components/tag").text
            for section in [#"id="style""#, #"id="contrast""#, #"id="code""#, #"id="variants""#, "snippet-template", "components/tag/template.html"] {
                #expect(page.contains(section), "the page lacks \(section)")
            }
            #expect(try fetch(server, "/search?q=label").text.contains("/components/tag"))
            let manual = try fetch(server, "/docs/swatchbook/template-components")
            #expect(manual.status == 200 && manual.text.contains("data-part"))
            let docs = try fetch(server, "/docs").text
            let manualHeading = try #require(docs.range(of: "id=\"swatchbook-manual-title\""))
            let link = try #require(docs.range(of: "/docs/swatchbook/template-components"))
            #expect(link.lowerBound > manualHeading.lowerBound, "the manual is listed apart from the team's docs, under its own heading")
        }
    }
}
