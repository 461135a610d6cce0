import DesignSystem
import HTTPTestSupport
import MicroHTTP
import RatingComponent
import StyleGuide
import Testing

@Suite("The compiled-component example: Rating registered beside the built-ins and served", .serialized, .integration)
struct CompiledComponentServingTests {
    @Test("the example Config loads strictly with Rating, without a warning; without Rating its styles file is refused")
    func loads() throws {
        let snapshot = try Example.load().get()
        #expect(snapshot.warnings.isEmpty, "\(snapshot.warnings)")
        #expect(snapshot.compiledComponents.map(\.about.name) == ComponentCatalog.builtIn.map(\.about.name) + ["rating"])

        let builtInOnly = SnapshotLoader.load(configDirectory: Example.config, strictness: .strict)
        guard case .failure(let problems) = builtInOnly else { Issue.record("loaded without Rating"); return }
        #expect(problems.errors.contains { $0.rule.name == "unknown-component" && $0.file.hasSuffix("styles/rating.json") })
    }

    @Test("/components/rating is a page of the guide listing Rating's styles and its docs")
    func page() throws {
        try Example.serve { server, _ in
            let response = try fetch(server, "/components/rating")
            #expect(response.status == 200)
            let html = response.text
            for text in ["Rating", "primary", "boxed", "starColor", "emptyStarColor", "Set off in an outlined panel",
                         "A star is filled for each whole point"] {
                #expect(html.contains(text), "the page does not show '\(text)'")
            }
            #expect(html.contains(#"<iframe class="preview-frame__canvas" src="/preview/rating?style=boxed&amp;size=large"#))
            let components = try fetch(server, "/components").text
            #expect(components.contains("/components/rating"))
        }
    }

    @Test("/api/components/rating: compiled, with a preview of every style × size × state that shows a rating")
    func previews() throws {
        try Example.serve { server, _ in
            let response = try fetch(server, "/api/components/rating")
            #expect(response.status == 200)
            let detail = try JSONParser.parse(response.body)
            #expect(detail["source"]?["kind"]?.stringValue == "compiled")
            #expect(detail["styles"] == ["primary", "boxed"])
            let previews = try #require(detail["previews"]?.arrayValue)
            #expect(previews.count == 2 * 3 * 1)
            for preview in previews {
                let url = try #require(preview["url"]?.stringValue)
                let page = try fetch(server, url)
                #expect(page.status == 200, "\(url)")
                #expect(page.text.contains(#"class="sb-rating"#), "\(url)")
                #expect(content(of: "sb-rating__secondary", in: page.text) == "4.5", "\(url)")
            }
            let index = try JSONParser.parse(fetch(server, "/api/components").body)
            let rating = index["components"]?.arrayValue?.first { $0["name"] == "rating" }
            #expect(rating?["source"]?["kind"]?.stringValue == "compiled")
        }
    }

    @Test("hostile text in a sample comes out of a preview escaped")
    func hostileSample() throws {
        let sample = #"""
        {"items": [{"primaryText": "<script>alert(1)</script>", "secondaryText": "\"><img src=x onerror=alert(2)>",
                    "quaternaryText": "' onmouseover='alert(3)"}]}
        """#
        try Example.withCopy(adding: ["samples/hostile.json": sample]) { config in
            try Example.serve(SnapshotStore(Example.load(config).get())) { server in
                let response = try fetch(server, "/preview/rating?sample=hostile")
                #expect(response.status == 200)
                let html = response.text
                #expect(content(of: "sb-rating__primary", in: html) == "&lt;script&gt;alert(1)&lt;/script&gt;")
                #expect(content(of: "sb-rating__secondary", in: html) == "&quot;&gt;&lt;img src=x onerror=alert(2)&gt;")
                #expect(content(of: "sb-rating__quaternary", in: html) == "&#39; onmouseover=&#39;alert(3)")
                #expect(!html.contains("<script>alert") && !html.contains("<img src=x"))
            }
        }
    }

    @Test("a reload keeps Rating: the new snapshot has it, and its page and previews still answer")
    func reload() throws {
        try Example.serve { server, store in
            let before = store.current
            #expect(SnapshotLoader.reload(into: store) == nil)
            #expect(store.current !== before)
            #expect(store.current.compiledComponents.contains { $0.about.name == "rating" })
            let page = try fetch(server, "/components/rating")
            #expect(page.status == 200)
            let preview = try fetch(server, "/preview/rating?style=boxed&size=large")
            #expect(preview.text.contains(#"class="sb-rating"#))
        }
    }

    @Test("a template component of the Config named rating is refused: component-name-clash")
    func nameClash() throws {
        let files = [
            "components/rating/component.json": #"{"title": "Team rating", "summary": "A rating of our own."}"#,
            "components/rating/template.html": "<span>{{#primaryText}}<span data-part=\"primary\">{{primaryText}}</span>{{/primaryText}}</span>\n",
        ]
        try Example.withCopy(adding: files) { config in
            guard case .failure(let problems) = Example.load(config) else { Issue.record("a template named rating was accepted"); return }
            let clash = problems.errors.first { $0.rule.name == "component-name-clash" }
            #expect(clash?.file.hasSuffix("components/rating/component.json") == true)
            #expect(clash?.message.contains("compiled component (Rating)") == true, "\(problems)")
        }
    }
}
