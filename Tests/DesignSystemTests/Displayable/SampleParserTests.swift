import Testing
@testable import DesignSystem
@testable import DesignTokens

@Suite("Sample files: accepted documents, the JSON the API serves, syntax errors and order")
struct SampleParserTests {
    static let ada = SampleItem(primaryText: "Ada")

    static let acceptedSamples: [AcceptedSample] = [
        AcceptedSample(
            name: "the documented example: sections, all four texts, an asset image, a circle",
            document: ##"""
            { "description": "People in the team directory.",
              "sections": [ { "title": "Design", "items": [ { "primaryText": "Ada Lovelace", "secondaryText": "Lead designer",
                 "tertiaryText": "London", "quaternaryText": "Online", "image": "images/people/ada.svg", "imageMask": "circle" } ] } ] }
            """##,
            description: "People in the team directory.",
            sections: [SampleSection(title: "Design", items: [
                SampleItem(primaryText: "Ada Lovelace", secondaryText: "Lead designer", tertiaryText: "London",
                           quaternaryText: "Online", image: .asset("images/people/ada.svg"), imageMask: .circle),
            ])]),
        AcceptedSample(name: "top-level items: one untitled section",
                       document: ##"{"items": [{"primaryText": "Ada"}, {"primaryText": "Grace"}]}"##,
                       sections: [SampleSection(title: nil, items: [ada, SampleItem(primaryText: "Grace")])]),
        AcceptedSample(name: "several sections, titled and untitled, in file order",
                       document: ##"{"sections": [{"items": [{"primaryText": "Ada"}]}, {"title": "B", "items": [{"secondaryText": "only"}]}]}"##,
                       sections: [SampleSection(title: nil, items: [ada]),
                                  SampleSection(title: "B", items: [SampleItem(secondaryText: "only")])]),
        AcceptedSample(name: "imageMask none", document: Samples.ada(##""image": "a.png", "imageMask": "none""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", image: .asset("a.png"), imageMask: .none)])]),
        AcceptedSample(name: "imageMask rounded, the style's radius", document: Samples.ada(##""image": "a.png", "imageMask": "rounded""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", image: .asset("a.png"), imageMask: .rounded(radius: nil))])]),
        AcceptedSample(name: "imageMask rounded with a radius", document: Samples.ada(##""image": "a.png", "imageMask": {"rounded": 8}"##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", image: .asset("a.png"), imageMask: .rounded(radius: 8))])]),
        AcceptedSample(name: "imageMask rounded with a fractional radius", document: Samples.ada(##""imageMask": {"rounded": 2.5}"##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", imageMask: .rounded(radius: 2.5))])]),
        AcceptedSample(name: "imageMask rounded with radius 0", document: Samples.ada(##""imageMask": {"rounded": 0}"##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", imageMask: .rounded(radius: 0))])]),
        AcceptedSample(name: "imageMask circle", document: Samples.ada(##""imageMask": "circle""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", imageMask: .circle)])]),
        AcceptedSample(name: "an https image", document: Samples.ada(##""image": "https://cdn.example.com/a.png?w=64""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", image: .remote("https://cdn.example.com/a.png?w=64"))])]),
        AcceptedSample(name: "an HTTPS image in capitals", document: Samples.ada(##""image": "HTTPS://CDN.EXAMPLE.COM/A.PNG""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", image: .remote("HTTPS://CDN.EXAMPLE.COM/A.PNG"))])]),
        AcceptedSample(name: "an asset path with the /assets/ prefix", document: Samples.ada(##""image": "/assets/images/a.png""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", image: .asset("images/a.png"),
                                                                   imageReference: "/assets/images/a.png")])]),
        AcceptedSample(name: "an asset path with a leading slash", document: Samples.ada(##""image": "/images/a.png""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", image: .asset("images/a.png"),
                                                                   imageReference: "/images/a.png")])]),
        AcceptedSample(name: "an image and no text", document: Samples.oneItem(##"{"image": "icons/star.svg"}"##),
                       sections: [SampleSection(items: [SampleItem(image: .asset("icons/star.svg"))])]),
        AcceptedSample(name: "unicode text: accents, CJK, emoji, right-to-left",
                       document: Samples.oneItem(##"{"primaryText": "Zoë Ångström", "secondaryText": "東京", "tertiaryText": "👩🏽‍💻", "quaternaryText": "مرحبا"}"##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Zoë Ångström", secondaryText: "東京",
                                                                   tertiaryText: "👩🏽‍💻", quaternaryText: "مرحبا")])]),
        AcceptedSample(name: "JSON escapes in text", document: Samples.oneItem(##"{"primaryText": "\"Caf\u00e9\" <b>&amp;</b>"}"##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "\"Café\" <b>&amp;</b>")])]),
        AcceptedSample(name: "a blank text beside one with content is kept as written",
                       document: Samples.ada(##""secondaryText": "  ""##),
                       sections: [SampleSection(items: [SampleItem(primaryText: "Ada", secondaryText: "  ")])]),
        AcceptedSample(name: "an empty section title is a string", document: ##"{"sections": [{"title": "", "items": [{"primaryText": "Ada"}]}]}"##,
                       sections: [SampleSection(title: "", items: [ada])]),
    ]

    @Test("accepted documents", arguments: acceptedSamples)
    func accepted(_ sample: AcceptedSample) {
        let (set, diagnostics) = Samples.parse(sample.document, name: "team-directory-2")
        #expect(diagnostics.isEmpty, Samples.report(diagnostics))
        #expect(set?.name == "team-directory-2")
        #expect(set?.file == Samples.file)
        #expect(set?.description == sample.description)
        #expect(set?.sections == sample.sections)
    }

    @Test("the set as component content and its first item")
    func content() throws {
        let set = try #require(Samples.parse(##"{"sections": [{"title": "A", "items": [{"primaryText": "Ada"}, {"primaryText": "Grace"}]}, {"items": [{"primaryText": "Alan"}]}]}"##).set)
        let sections = set.content.sections
        #expect(sections.map(\.title) == ["A", nil])
        #expect(sections.map { $0.items.map(\.primaryText) } == [["Ada", "Grace"], ["Alan"]])
        #expect(set.firstItem?.primaryText == "Ada")
        #expect(set.content.firstItem?.primaryText == "Ada")
        let later = SampleSet(name: "x", sections: [SampleSection(items: []), SampleSection(items: [SampleItem(primaryText: "B")])], file: "x.json")
        #expect(later.firstItem?.primaryText == "B")
        #expect(SampleSet(name: "x", sections: [], file: "x.json").firstItem == nil)
    }

    @Test("the API's JSON: only parts with content, image url and source, every mask form")
    func json() throws {
        let document = ##"""
        {"description": "d", "sections": [
          {"title": "T", "items": [{"primaryText": "Ada", "secondaryText": " ", "image": "/assets/images/a b.png", "imageMask": {"rounded": 8}},
                                   {"tertiaryText": "t", "imageMask": "circle"}]},
          {"items": [{"quaternaryText": "q", "image": "https://x.example/a.png"}, {"primaryText": "P", "image": "b.png", "imageMask": "rounded"},
                     {"primaryText": "C", "image": "c.png", "imageMask": "circle"}]}]}
        """##
        let set = try #require(Samples.parse(document, name: "people").set)
        #expect(set.json.serialized() == #"{"name":"people","description":"d","sections":["#
            + #"{"title":"T","items":[{"primaryText":"Ada","image":{"url":"/assets/images/a%20b.png","source":"/assets/images/a b.png"},"imageMask":{"rounded":8}},"#
            + #"{"tertiaryText":"t"}]},"#
            + #"{"items":[{"quaternaryText":"q","image":{"url":"https://x.example/a.png","source":"https://x.example/a.png"},"imageMask":"none"},"#
            + #"{"primaryText":"P","image":{"url":"/assets/b.png","source":"b.png"},"imageMask":"rounded"},"#
            + #"{"primaryText":"C","image":{"url":"/assets/c.png","source":"c.png"},"imageMask":"circle"}]}]}"#)
        let bare = SampleSet(name: "n", sections: [SampleSection(items: [SampleItem(image: .asset("x.png"))])], file: "n.json")
        #expect(bare.json.serialized() == #"{"name":"n","sections":[{"items":[{"image":{"url":"/assets/x.png","source":"x.png"},"imageMask":"none"}]}]}"#)
    }

    @Test("a JSON syntax error names the file, line and column")
    func syntaxError() throws {
        let (set, diagnostics) = Samples.parse("{\"items\": [\n  {\"primaryText\": \"Ada\",}\n]}")
        #expect(set == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, Samples.report(diagnostics))
        #expect(diagnostic.rule == .jsonSyntax)
        #expect(diagnostic.file == Samples.file)
        #expect(diagnostic.line == 2)
        #expect(diagnostic.description.hasPrefix("Config/samples/people.json:2: error: column "))
    }

    @Test("a syntax error and a bad file name are both reported")
    func syntaxErrorAndName() {
        let (set, diagnostics) = Samples.parse("{", name: "People")
        #expect(set == nil)
        #expect(diagnostics.map(\.rule) == [.jsonSyntax, .invalidName])
    }

    @Test("every problem is reported, in line order, each with its line")
    func everyProblem() {
        let document = ##"""
        {"description": 5,
         "sections": [
          {"title": "A", "items": [
            {"primaryText": "Ada", "image": "javascript:alert(1)"},
            {"quarternaryText": "x"},
            {}
          ]},
          {"title": "B", "items": []}
         ]}
        """##
        let (set, diagnostics) = Samples.parse(document, name: "Bad Name")
        #expect(set == nil)
        // An element without members of its own (`{}`) is placed at the line of its array's key.
        #expect(diagnostics.map { "\($0.line.map(String.init) ?? "-") \($0.path) \($0.rule) \($0.severity)" } == [
            "-  invalid-name error",
            "1 /description wrong-type error",
            "3 /sections/0/items/2 empty-item warning",
            "4 /sections/0/items/0/image unsafe-image error",
            "5 /sections/0/items/1/quarternaryText unknown-member error",
            "8 /sections/1/items empty-list error",
        ], Samples.report(diagnostics))
        #expect(diagnostics.allSatisfy { $0.file == Samples.file })
    }
}
