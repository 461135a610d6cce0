import Testing
@testable import DesignSystem
@testable import DesignTokens

@Suite("Sample files: refused documents and warnings")
struct SampleParserRefusalTests {
    static let image = "/items/0/image"

    static let refusedSamples: [RefusedSample] = [
        // Images: schemes other than https are unsafe.
        RefusedSample(name: "javascript: image", document: Samples.ada(##""image": "javascript:alert(1)""##),
                      rule: .unsafeImage, path: image, message: "'javascript:' images are not allowed"),
        RefusedSample(name: "JAVASCRIPT: in capitals", document: Samples.ada(##""image": "JAVASCRIPT:alert(document.cookie)""##),
                      rule: .unsafeImage, path: image, message: "'javascript:' images are not allowed"),
        RefusedSample(name: "mixed-case jaVaScRiPt:", document: Samples.ada(##""image": "jaVaScRiPt:alert(1)""##),
                      rule: .unsafeImage, path: image, message: "'javascript:'"),
        RefusedSample(name: "data: image", document: Samples.ada(##""image": "data:image/png;base64,iVBORw0KGgo=""##),
                      rule: .unsafeImage, path: image, message: "'data:' images are not allowed; use an https: URL or a path below Public/"),
        RefusedSample(name: "http: image", document: Samples.ada(##""image": "http://example.com/a.png""##),
                      rule: .unsafeImage, path: image, message: "'http:' images are not allowed"),
        RefusedSample(name: "file: image", document: Samples.ada(##""image": "file:///etc/passwd""##),
                      rule: .unsafeImage, path: image, message: "'file:'"),
        RefusedSample(name: "vbscript: image", document: Samples.ada(##""image": "vbscript:msgbox(1)""##),
                      rule: .unsafeImage, path: image, message: "'vbscript:'"),
        // Images: paths that leave Public/ or are not paths.
        RefusedSample(name: "protocol-relative //host", document: Samples.ada(##""image": "//evil.example/x.png""##),
                      rule: .invalidValue, path: image, message: "'//evil.example/x.png' is not a file path below Public/"),
        RefusedSample(name: "../ at the start", document: Samples.ada(##""image": "../secret.png""##),
                      rule: .invalidValue, path: image, message: "must stay below Public/ (no '.' or '..' segments)"),
        RefusedSample(name: ".. in the middle", document: Samples.ada(##""image": "images/../../x""##),
                      rule: .invalidValue, path: image, message: "'images/../../x': a path must stay below Public/"),
        RefusedSample(name: "/assets/../", document: Samples.ada(##""image": "/assets/../Config/swatchbook.json""##),
                      rule: .invalidValue, path: image, message: "no '.' or '..' segments"),
        RefusedSample(name: "a dotfile folder", document: Samples.ada(##""image": ".hidden/a.png""##),
                      rule: .invalidValue, path: image, message: "hidden files (starting with '.') are not served"),
        RefusedSample(name: "an empty image", document: Samples.ada(##""image": """##),
                      rule: .invalidValue, path: image, message: "'' is not a file path below Public/"),
        RefusedSample(name: "a backslash", document: Samples.ada(##""image": "images\\a.png""##),
                      rule: .invalidValue, path: image, message: "must not contain '\\', '?' or '#'"),
        RefusedSample(name: "a control character", document: Samples.ada(##""image": "a\u0000.png""##),
                      rule: .invalidValue, path: image, message: "must not contain control characters"),
        RefusedSample(name: "https without a host", document: Samples.ada(##""image": "https:///a.png""##),
                      rule: .invalidValue, path: image, message: "is not a complete https: URL"),
        RefusedSample(name: "an image that is a number", document: Samples.ada(##""image": 42"##),
                      rule: .wrongType, path: image, message: "must be a string, found number"),
        // Texts and members.
        RefusedSample(name: "a number where a text belongs", document: Samples.oneItem(##"{"primaryText": 7}"##),
                      rule: .wrongType, path: "/items/0/primaryText", message: "must be a string, found number"),
        RefusedSample(name: "null text", document: Samples.ada(##""secondaryText": null"##),
                      rule: .wrongType, path: "/items/0/secondaryText", message: "must be a string, found null"),
        RefusedSample(name: "an array text", document: Samples.ada(##""tertiaryText": ["a"]"##),
                      rule: .wrongType, path: "/items/0/tertiaryText", message: "found array"),
        RefusedSample(name: "quarternaryText, with a suggestion", document: Samples.ada(##""quarternaryText": "Online""##),
                      rule: .unknownMember, path: "/items/0/quarternaryText",
                      message: "unknown member 'quarternaryText' (did you mean 'quaternaryText'?)"),
        RefusedSample(name: "imagemask in lower case, with a suggestion", document: Samples.ada(##""imagemask": "circle""##),
                      rule: .unknownMember, path: "/items/0/imagemask", message: "(did you mean 'imageMask'?)"),
        RefusedSample(name: "a member far from any name", document: Samples.ada(##""subtitle": "x""##),
                      rule: .unknownMember, path: "/items/0/subtitle", message: "unknown member 'subtitle'"),
        RefusedSample(name: "a misspelt section member", document: ##"{"sections": [{"title": "A", "item": [{"primaryText": "Ada"}]}]}"##,
                      rule: .unknownMember, path: "/sections/0/item", message: "(did you mean 'items'?)"),
        RefusedSample(name: "a misspelt top-level member", document: ##"{"section": []}"##,
                      rule: .unknownMember, path: "/section", message: "(did you mean 'sections'?)"),
        // Structure.
        RefusedSample(name: "both sections and items", document: ##"{"sections": [{"items": [{"primaryText": "A"}]}], "items": [{"primaryText": "B"}]}"##,
                      rule: .conflictingMembers, path: "/items", message: "either 'sections' or 'items'"),
        RefusedSample(name: "neither sections nor items", document: ##"{"description": "d"}"##,
                      rule: .missingMember, path: "", line: nil, message: "needs 'sections'"),
        RefusedSample(name: "an empty object", document: "{}", rule: .missingMember, path: "", line: nil, message: "or 'items'"),
        RefusedSample(name: "a document that is an array", document: ##"[{"primaryText": "A"}]"##,
                      rule: .wrongType, path: "", line: nil, message: "must be an object, found array"),
        RefusedSample(name: "an empty items array", document: ##"{"items": []}"##,
                      rule: .emptyList, path: "/items", message: "at least one item"),
        RefusedSample(name: "an empty items array in a section", document: ##"{"sections": [{"title": "A", "items": []}]}"##,
                      rule: .emptyList, path: "/sections/0/items", message: "at least one item"),
        RefusedSample(name: "no sections", document: ##"{"sections": []}"##,
                      rule: .emptyList, path: "/sections", message: "there are no sections"),
        RefusedSample(name: "a section without items", document: ##"{"sections": [{"title": "A"}]}"##,
                      rule: .missingMember, path: "/sections/0", message: "a section needs 'items'"),
        RefusedSample(name: "a title that is a number", document: ##"{"sections": [{"title": 1, "items": [{"primaryText": "A"}]}]}"##,
                      rule: .wrongType, path: "/sections/0/title", message: "must be a string, found number"),
        RefusedSample(name: "sections as an object", document: ##"{"sections": {"items": []}}"##,
                      rule: .wrongType, path: "/sections", message: "must be an array of sections, found object"),
        RefusedSample(name: "items as a string", document: ##"{"items": "Ada"}"##,
                      rule: .wrongType, path: "/items", message: "must be an array of items, found string"),
        RefusedSample(name: "a section that is a string", document: ##"{"sections": ["Design"]}"##,
                      rule: .wrongType, path: "/sections/0", message: "must be an object, found string"),
        RefusedSample(name: "an item that is a number", document: ##"{"items": [{"primaryText": "A"}, 3]}"##,
                      rule: .wrongType, path: "/items/1", message: "must be an object, found number"),
        RefusedSample(name: "a description that is not a string", document: ##"{"description": false, "items": [{"primaryText": "A"}]}"##,
                      rule: .wrongType, path: "/description", message: "must be a string, found boolean"),
        // Masks.
        RefusedSample(name: "a rounded radius of -1", document: Samples.ada(##""imageMask": {"rounded": -1}"##),
                      rule: .outOfRange, path: "/items/0/imageMask/rounded", message: "0 or more CSS pixels, found -1"),
        RefusedSample(name: "a rounded radius as text", document: Samples.ada(##""imageMask": {"rounded": "8px"}"##),
                      rule: .wrongType, path: "/items/0/imageMask/rounded", message: "a number), found string"),
        RefusedSample(name: "circel, with a suggestion", document: Samples.ada(##""imageMask": "circel""##),
                      rule: .invalidValue, path: "/items/0/imageMask", message: "unknown image mask 'circel' (did you mean 'circle'?)"),
        RefusedSample(name: "Circle in capitals", document: Samples.ada(##""imageMask": "Circle""##),
                      rule: .invalidValue, path: "/items/0/imageMask", message: "(did you mean 'circle'?)"),
        RefusedSample(name: "an unknown mask", document: Samples.ada(##""imageMask": "hexagon""##),
                      rule: .invalidValue, path: "/items/0/imageMask", message: "use 'none', 'circle', 'rounded' or {\"rounded\": 8}"),
        RefusedSample(name: "a mask that is a number", document: Samples.ada(##""imageMask": 4"##),
                      rule: .wrongType, path: "/items/0/imageMask", message: "found number"),
        RefusedSample(name: "a mask object without rounded", document: Samples.ada(##""imageMask": {}"##),
                      rule: .missingMember, path: "/items/0/imageMask", message: "needs 'rounded'"),
        RefusedSample(name: "a mask object with another member", document: Samples.ada(##""imageMask": {"rounded": 4, "corners": 2}"##),
                      rule: .unknownMember, path: "/items/0/imageMask/corners", message: "unknown member 'corners'"),
        // Names.
        RefusedSample(name: "a name with a space", sampleName: "Team Directory", document: Samples.ada(),
                      rule: .invalidName, path: "", line: nil, message: "'Team Directory' cannot name a sample set"),
        RefusedSample(name: "a name with capitals", sampleName: "People", document: Samples.ada(),
                      rule: .invalidName, path: "", line: nil, message: "lower-case letters, digits and single hyphens"),
        RefusedSample(name: "a name with an underscore", sampleName: "team_directory", document: Samples.ada(),
                      rule: .invalidName, path: "", line: nil, message: "'team_directory'"),
        RefusedSample(name: "a name starting with a digit", sampleName: "2people", document: Samples.ada(),
                      rule: .invalidName, path: "", line: nil, message: "starting with a letter"),
        RefusedSample(name: "a name with a double hyphen", sampleName: "team--directory", document: Samples.ada(),
                      rule: .invalidName, path: "", line: nil, message: "'team--directory'"),
        RefusedSample(name: "a name ending in a hyphen", sampleName: "people-", document: Samples.ada(),
                      rule: .invalidName, path: "", line: nil, message: "'people-'"),
        RefusedSample(name: "an empty name", sampleName: "", document: Samples.ada(),
                      rule: .invalidName, path: "", line: nil, message: "'' cannot name"),
    ]

    @Test("refused documents", arguments: refusedSamples)
    func refused(_ sample: RefusedSample) {
        let (set, diagnostics) = Samples.parse(sample.document, name: sample.sampleName)
        #expect(set == nil, "the document was accepted; \(Samples.report(diagnostics).rawValue)")
        let matching = diagnostics.filter { $0.rule == sample.rule && $0.path.description == sample.path && $0.severity == .error }
        #expect(!matching.isEmpty, "no \(sample.rule) error at '\(sample.path)'; got:\n\(Samples.report(diagnostics).rawValue)")
        #expect(matching.contains { $0.message.contains(sample.message) },
                "no message containing \"\(sample.message)\"; got:\n\(Samples.report(diagnostics).rawValue)")
        #expect(matching.allSatisfy { $0.line == sample.line }, "expected line \(sample.line.map(String.init) ?? "none")")
        #expect(diagnostics.allSatisfy { $0.file == Samples.file && $0.description.hasPrefix(Samples.file) })
    }

    static let showingNothing: [(String, String)] = [
        ("an empty item", ##"{"items": [{}]}"##),
        ("an item with an empty primary text", ##"{"items": [{"primaryText": ""}]}"##),
        ("an item with blank texts only", ##"{"items": [{"primaryText": "   ", "secondaryText": "\t\n", "quaternaryText": "\u00a0"}]}"##),
        ("an item with only a mask", ##"{"items": [{"imageMask": "circle"}]}"##),
    ]

    @Test("an item that shows nothing is a warning, and the set is still returned", arguments: showingNothing)
    func showsNothing(_ name: String, _ document: String) throws {
        let (set, diagnostics) = Samples.parse(document)
        let warning = try #require(diagnostics.first, "no diagnostic for \(name)")
        #expect(diagnostics.count == 1, Samples.report(diagnostics))
        #expect(warning.severity == .warning)
        #expect(warning.rule == .emptyItem)
        #expect(warning.path.description == "/items/0")
        #expect(warning.line == 1)
        #expect(warning.message.contains("shows nothing"))
        #expect(warning.description.hasPrefix("Config/samples/people.json:1: warning: at /items/0: "))
        #expect(set?.sections.first?.items.count == 1)
    }

    @Test("an item with a problem gets no extra shows-nothing warning")
    func noWarningBesideAnError() {
        let (_, diagnostics) = Samples.parse(##"{"items": [{"image": "javascript:x"}, {"primaryText": 5}]}"##)
        #expect(diagnostics.map(\.rule) == [.unsafeImage, .wrongType], Samples.report(diagnostics))
    }

    @Test("valid names", arguments: ["people", "team-directory", "a", "list2", "a1-b2-c3"])
    func validName(_ name: String) {
        #expect(SampleParser.isValidName(name))
        #expect(Samples.parse(Samples.ada(##""secondaryText": "x""##), name: name).diagnostics.isEmpty)
    }
}
