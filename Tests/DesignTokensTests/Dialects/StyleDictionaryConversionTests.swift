import Testing
@testable import DesignTokens

/// Style Dictionary classic: `value`, `type`, `comment`, `attributes`, `{a.b.value}`, CTI categories.
@Suite("Dialects: Style Dictionary classic")
struct StyleDictionaryConversionTests {
    static func c(_ name: String, _ document: String, _ path: String, _ type: String, _ value: String, _ counted: String) -> ConvertsCase {
        ConvertsCase(name: name, document: document, path: path, type: type, value: value, counted: counted)
    }

    static let red = ##"{"colorSpace":"srgb","components":[1,0,0],"hex":"#ff0000"}"##

    static let cases: [ConvertsCase] = [
        c("color category", ##"{"color": {"red": {"value": "#f00"}}}"##, "color.red", "color", red, "types inferred 1"),
        c("size category is a dimension, unitless in rem", ##"{"size": {"font": {"small": {"value": "0.75"}}}}"##, "size.font.small",
          "dimension", ##"{"value":0.75,"unit":"rem"}"##, "unitless sizes are read as rem"),
        c("size with px", ##"{"size": {"border": {"value": "1px"}}}"##, "size.border", "dimension", ##"{"value":1,"unit":"px"}"##,
          "dimension strings or bare numbers 1"),
        c("time category in milliseconds", ##"{"time": {"fast": {"value": "200"}}}"##, "time.fast", "duration",
          ##"{"value":200,"unit":"ms"}"##, "duration strings or numbers 1"),
        c("font family category", ##"{"font": {"family": {"base": {"value": "Inter, sans-serif"}}}}"##, "font.family.base",
          "fontFamily", ##"["Inter","sans-serif"]"##, "font family lists 1"),
        c("font weight category", ##"{"font": {"weight": {"bold": {"value": "Bold"}}}}"##, "font.weight.bold", "fontWeight", "700",
          "font weight names 1"),
        c("an SD type name", ##"{"misc": {"t": {"value": "12", "type": "fontSize"}}}"##, "misc.t", "dimension",
          ##"{"value":12,"unit":"rem"}"##, "types renamed 1"),
        c("a literal's own syntax", ##"{"spacing": {"sm": {"value": "8px"}}}"##, "spacing.sm", "dimension", ##"{"value":8,"unit":"px"}"##,
          "types inferred 1"),
        c("an alias with .value", ##"{"color": {"red": {"value": "#f00"}, "error": {"value": "{color.red.value}"}}}"##, "color.error",
          "color", red, "1 alias"),
        c("an alias without .value", ##"{"color": {"red": {"value": "#f00"}, "error": {"value": "{color.red}"}}}"##, "color.error",
          "color", red, "0 aliases"),
        c("comment becomes $description", ##"{"color": {"red": {"value": "#f00", "comment": "alarm"}}}"##, "color.red", "color", red,
          "keys renamed 2"),
        c("attributes kept in $extensions", ##"{"color": {"red": {"value": "#f00", "attributes": {"category": "color"}}}}"##, "color.red",
          "color", red, "members moved to $extensions 1"),
        c("a border template of two aliases",
          ##"{"size": {"b": {"value": "1px"}}, "color": {"b": {"value": "#f00"}}, "border": {"t": {"value": "{size.b.value} solid {color.b}", "type": "border"}}}"##,
          "border.t", "border", ##"{"color":\##(red),"width":{"value":1,"unit":"px"},"style":"solid"}"##, "string templates made composites 1"),
    ]

    @Test("each classic token converts, with one summary", arguments: cases)
    func converts(_ testCase: ConvertsCase) throws { try Dialects.expectConverts(testCase) }

    @Test("description, comment and other members land where DTCG keeps them")
    func members() throws {
        let built = Rules.build(##"{"color": {"red": {"value": "#f00", "comment": "alarm", "themeable": true, "filePath": "x.json", "deprecated": "use blue"}}}"##, .tolerant)
        let token = try #require(built.token("color.red"), built.report)
        #expect(token.description == "alarm")
        #expect(token.deprecation == .deprecatedBecause("use blue"))
        #expect(token.extensions == ["com.swatchbook.legacy": ["themeable": true]])
    }

    @Test("types DTCG lacks are kept as text, counted in the summary, with no other warning", arguments: [
        ##"{"asset": {"logo": {"value": "img/logo.png", "type": "asset"}}}"##,
        ##"{"content": {"logo": {"value": "Hello"}}}"##,
        ##"{"misc": {"logo": {"value": "whatever it is"}}}"##,
    ])
    func keptAsText(_ document: String) throws {
        let built = Rules.build(document, .tolerant)
        #expect(built.diagnostics.count == 1 && built.diagnostics[0].message.contains("kept as text (no DTCG type) 1"), built.report)
        #expect(built.set?.tokens.first.map { !$0.type.isStandard } == true)
        #expect(built.set?.tokens.first?.value.json.stringValue != nil)
    }

    @Test("strict: a classic file is refused with the one summary as its error")
    func strict() {
        let built = Rules.build(##"{"color": {"red": {"value": "#f00"}}}"##, .strict)
        #expect(built.set == nil)
        #expect(built.errors.map(\.rule) == [.dialectConverted], built.report)
        #expect(built.errors.first?.message.hasPrefix("converted from Style Dictionary's classic format: 1 value, 0 aliases") == true)
    }
}
