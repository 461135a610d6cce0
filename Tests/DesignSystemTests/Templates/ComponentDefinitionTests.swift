import Testing
@testable import DesignSystem
@testable import DesignTokens

/// `component.json`: what it declares, and each way it can be wrong.
@Suite("Template component definition")
struct ComponentDefinitionTests {
    @Test("a full definition declares the catalog entry, properties and contrast pairs")
    func full() throws {
        let (definition, problems) = ComponentDefinitionParser.parse(Array(TemplateTesting.definition(#""sample": "tags", "shows": "sections", "previewHeight": "tall""#).utf8),
                                                                     file: "c.json", name: "chip")
        #expect(problems.isEmpty, "\(problems)")
        let read = try #require(definition)
        #expect(read.about.title == "Chip")
        #expect(read.about.parts == [.primaryText, .image])
        #expect(read.about.states == [.normal, .hover, .selected, .disabled])
        #expect(read.about.sizes == [.small, .medium])
        #expect(read.about.showsSections)
        #expect(read.sample == "tags")
        #expect(read.previewHeight == "tall")
        #expect(read.properties.map(\.name) == ["background", "labelColor", "iconSize"])
        #expect(read.properties[1].part == .primaryText && read.properties[1].effect == .foreground)
        #expect(read.contrastPairs == [ContrastPair(foreground: "labelColor", background: "background")])
        #expect(read.styledParts == [.primaryText, .image])
    }

    @Test("defaults: normal only, every size, one item")
    func defaults() throws {
        let (definition, problems) = ComponentDefinitionParser.parse(Array(#"{"title": "T", "summary": "S"}"#.utf8), file: "c.json", name: "t")
        #expect(problems.isEmpty)
        let read = try #require(definition)
        #expect(read.about.states == [.normal] && read.about.sizes == ComponentSize.all && !read.about.showsSections)
        #expect(read.properties.isEmpty && read.contrastPairs.isEmpty)
    }

    /// A broken definition: what is wrong, the rule, the JSON path and words of the message.
    struct Refusal: Sendable, CustomStringConvertible {
        let json: String
        let rule: String
        let path: String
        let words: String
        var description: String { words }
    }

    static let refusals: [Refusal] = [
        Refusal(json: #"{"summary": "S"}"#, rule: "missing-member", path: "/title", words: "needs 'title'"),
        Refusal(json: #"{"title": " ", "summary": "S"}"#, rule: "invalid-value", path: "/title", words: "must not be blank"),
        Refusal(json: #"{"title": "T", "summary": "S", "parts": ["primary"]}"#, rule: "invalid-value", path: "/parts",
                words: "(did you mean 'primaryText'?)"),
        Refusal(json: #"{"title": "T", "summary": "S", "states": ["hover"]}"#, rule: "invalid-value", path: "/states", words: "start with 'normal'"),
        Refusal(json: #"{"title": "T", "summary": "S", "states": ["normal", "expanded"]}"#, rule: "invalid-value", path: "/states",
                words: "'expanded' is not a state"),
        Refusal(json: #"{"title": "T", "summary": "S", "sizes": ["huge"]}"#, rule: "invalid-value", path: "/sizes", words: "'huge' is not a size"),
        Refusal(json: #"{"title": "T", "summary": "S", "shows": "list"}"#, rule: "invalid-value", path: "/shows", words: "'item' or 'sections'"),
        Refusal(json: #"{"title": "T", "summary": "S", "properties": {"fill": {"effect": "backgrund", "summary": "x"}}}"#,
                rule: "invalid-value", path: "/properties/fill/effect", words: "(did you mean 'background'?)"),
        Refusal(json: #"{"title": "T", "summary": "S", "properties": {"fill": {"effect": "icon-mask", "summary": "x"}}}"#,
                rule: "invalid-value", path: "/properties/fill/effect", words: "'icon-mask' is not an effect"),
        Refusal(json: #"{"title": "T", "summary": "S", "properties": {"fill": {"effect": "background"}}}"#,
                rule: "missing-member", path: "/properties/fill/summary", words: "needs 'summary'"),
        Refusal(json: #"{"title": "T", "summary": "S", "properties": {"Fill": {"effect": "background", "summary": "x"}}}"#,
                rule: "invalid-name", path: "/properties/Fill", words: "not a property name"),
        Refusal(json: #"{"title": "T", "summary": "S", "properties": {"fill": {"effect": "background", "summary": "x", "part": "Label"}}}"#,
                rule: "invalid-name", path: "/properties/fill/part", words: "not a part name"),
        Refusal(json: #"{"title": "T", "summary": "S", "properties": {"pad": {"effect": "padding", "summary": "x"}}, "contrast": [{"foreground": "pad", "background": "pad"}]}"#,
                rule: "invalid-value", path: "/contrast/0/foreground", words: "not a colour"),
        Refusal(json: #"{"title": "T", "summary": "S", "contrast": [{"foreground": "ink", "background": "fill"}]}"#,
                rule: "invalid-value", path: "/contrast/0/foreground", words: "'ink' is not a property"),
        Refusal(json: #"{"title": "T", "summary": "S", "sumary": "x"}"#, rule: "unknown-member", path: "/sumary", words: "did you mean 'summary'"),
        Refusal(json: #"{"title": "T", "summary": "S", "sample": "Bad Name"}"#, rule: "invalid-name", path: "/sample", words: "not a sample name"),
        Refusal(json: #"["chip"]"#, rule: "wrong-type", path: "", words: "must be an object"),
        Refusal(json: #"{"title": "T","#, rule: "json-syntax", path: "", words: ""),
    ]

    @Test("each mistake is refused with its rule, path and reason", arguments: refusals)
    func refused(_ refusal: Refusal) {
        let (definition, problems) = ComponentDefinitionParser.parse(Array(refusal.json.utf8), file: "components/t/component.json", name: "t")
        #expect(definition == nil)
        let problem = problems.first { $0.rule.name == refusal.rule }
        #expect(problem != nil, "\(problems)")
        #expect(problem?.path.description == refusal.path, "\(problems)")
        #expect(refusal.words.isEmpty || problem?.message.contains(refusal.words) == true, "\(problems)")
        #expect(problem?.file == "components/t/component.json")
    }
}
