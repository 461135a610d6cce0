import Testing
@testable import DesignTokens

/// Tokens Studio: its types, `value`/`type` keys, `$a.b` references, math, sets and themes.
@Suite("Dialects: Tokens Studio")
struct TokensStudioConversionTests {
    static func c(_ name: String, _ document: String, _ path: String, _ type: String, _ value: String, _ counted: String) -> ConvertsCase {
        ConvertsCase(name: name, document: document, path: path, type: type, value: value, counted: counted)
    }

    static func one(_ type: String, _ value: String) -> String { ##"{"t": {"value": \##(value), "type": "\##(type)"}}"## }
    static func px(_ value: Double) -> String { ##"{"value":\##(value),"unit":"px"}"## }

    static let cases: [ConvertsCase] = [
        c("sizing, unitless is px", one("sizing", ##""8""##), "t", "dimension", px(8), "types renamed 1"),
        c("spacing", one("spacing", "4"), "t", "dimension", px(4), "types renamed 1"),
        c("borderRadius", one("borderRadius", ##""4px""##), "t", "dimension", px(4), "types renamed 1"),
        c("fontSizes", one("fontSizes", ##""1rem""##), "t", "dimension", ##"{"value":1,"unit":"rem"}"##, "types renamed 1"),
        c("fontWeights", one("fontWeights", ##""Extra Bold""##), "t", "fontWeight", "800", "font weight names 1"),
        c("fontFamilies", one("fontFamilies", ##""Inter, sans-serif""##), "t", "fontFamily", ##"["Inter","sans-serif"]"##, "types renamed 1"),
        c("lineHeights in %", one("lineHeights", ##""150%""##), "t", "number", "1.5", "number strings 1"),
        c("opacity in %", one("opacity", ##""40%""##), "t", "number", "0.4", "number strings 1"),
        c("boxShadow", one("boxShadow", ##"{"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "#000", "type": "dropShadow"}"##), "t", "shadow",
          ##"{"color":{"colorSpace":"srgb","components":[0,0,0],"hex":"#000000"},"offsetX":\##(px(0)),"offsetY":\##(px(2)),"blur":\##(px(4)),"spread":\##(px(0))}"##,
          "shadows 1"),
        c("$a.b reference", ##"{"a": {"value": "8", "type": "spacing"}, "t": {"value": "$a", "type": "spacing"}}"##, "t", "dimension", px(8), "1 alias"),
        c("math: reference times a number", ##"{"a": {"value": "8px", "type": "spacing"}, "t": {"value": "{a} * 2", "type": "spacing"}}"##,
          "t", "dimension", px(16), "math expressions evaluated 1"),
        c("math: parentheses, minus and division", ##"{"a": {"value": "10", "type": "spacing"}, "t": {"value": "({a} - 2) / 4", "type": "spacing"}}"##,
          "t", "dimension", px(2), "math expressions evaluated 1"),
        c("math: same units add", ##"{"a": {"value": "1rem", "type": "spacing"}, "t": {"value": "{a} + 0.5rem", "type": "spacing"}}"##,
          "t", "dimension", ##"{"value":1.5,"unit":"rem"}"##, "math expressions evaluated 1"),
        c("math: a chain through aliases and math", ##"{"a": {"value": "4", "type": "spacing"}, "b": {"value": "{a}", "type": "spacing"}, "c": {"value": "{b} * 2", "type": "spacing"}, "t": {"value": "{c} + {a}", "type": "spacing"}}"##,
          "t", "dimension", px(12), "math expressions evaluated 2"),
        c("math: a number", ##"{"a": {"value": 1.5, "type": "lineHeights"}, "t": {"value": "{a} * 2", "type": "lineHeights"}}"##,
          "t", "number", "3", "math expressions evaluated 1"),
    ]

    @Test("each Tokens Studio token converts, with one summary", arguments: cases)
    func converts(_ testCase: ConvertsCase) throws { try Dialects.expectConverts(testCase) }

    @Test("math that is not exact is kept as written, as text, and the summary says where", arguments: [
        ##"{"a": {"value": "1rem", "type": "spacing"}, "t": {"value": "{a} + 4px", "type": "spacing"}}"##,
        ##"{"a": {"value": "1em", "type": "spacing"}, "t": {"value": "{a} * 2", "type": "spacing"}}"##,
        ##"{"a": {"value": "4px", "type": "spacing"}, "t": {"value": "lerp({a}, 2, 0.5)", "type": "spacing"}}"##,
        ##"{"a": {"value": "4px", "type": "spacing"}, "t": {"value": "{a} * {a}", "type": "spacing"}}"##,
    ])
    func mathKept(_ document: String) throws {
        let built = Rules.build(document, .tolerant)
        let summary = built.diagnostics.first { $0.rule == .dialectConverted }
        #expect(summary?.message.contains("math left as written at /t") == true, built.report)
        let token = try #require(built.token("t"), built.report)
        #expect(token.type.rawValue == "expression")
        #expect(token.extensions?["com.swatchbook.legacy"]?["expression"] != nil)
        #expect(token.value.json["text"]?.stringValue == token.extensions?["com.swatchbook.legacy"]?["expression"]?.stringValue)
    }

    static let export = ##"""
    {
      "core": {"space": {"2": {"value": "8", "type": "spacing"}, "4": {"value": "{space.2} * 2", "type": "spacing"}},
               "gray": {"50": {"value": "#fafafa", "type": "color"}, "900": {"value": "#111111", "type": "color"}}},
      "theme/light": {"bg": {"value": "{gray.50}", "type": "color"}},
      "theme/dark": {"bg": {"value": "{gray.900}", "type": "color"}},
      "$themes": [
        {"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "theme/light": "enabled"}},
        {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "theme/dark": "enabled"}}
      ],
      "$metadata": {"tokenSetOrder": ["core", "theme/light", "theme/dark"]}
    }
    """##

    @Test("a file of sets merges them in $metadata order when read as a token file")
    func mergesInOrder() throws {
        let built = Rules.build(Self.export, .tolerant)
        #expect(built.diagnostics.count == 1 && built.diagnostics[0].message.contains("sets merged 3"), built.report)
        #expect(built.token("bg")?.value == .color(Rules.srgb(17.0 / 255, 17.0 / 255, 17.0 / 255, hex: "#111111")))
        #expect(built.token("space.4")?.value == .dimension(Rules.px(16)))
    }

    @Test("its $themes become a modifier per group, a context per theme, the first the default", arguments: [
        ("light", "#fafafa"), ("dark", "#111111"),
    ])
    func themes(context: String, hex: String) throws {
        let source = MemoryTokenFileSource(["tokens.json": Self.export])
        let (system, diagnostics) = TokenSystem.load(resolver: "tokens.json", source: source, strictness: .tolerant)
        let loaded = try #require(system, Rules.report(diagnostics))
        #expect(diagnostics.map(\.rule) == [.dialectConverted], Rules.report(diagnostics))
        #expect(diagnostics.first?.message.contains("the modifier 'mode' defaults to its first theme, 'light'") == true)
        #expect(loaded.modifiers.map(\.name) == ["mode"] && loaded.modifiers.first?.defaultContext == "light")
        let set = try #require(try? loaded.tokens(for: ["mode": context]).get())
        let bg = try #require(set[Rules.path("bg")])
        guard case .color(let color) = bg.value else { Issue.record("bg is \(bg.value)"); return }
        #expect(color.hex == hex)
    }

    @Test("the folder form: $themes.json, $metadata.json and a file per set")
    func folder() throws {
        let source = MemoryTokenFileSource([
            "ts/$themes.json": ##"[{"id": "a", "name": "light", "selectedTokenSets": {"core": "enabled", "theme/light": "enabled"}}, {"id": "b", "name": "dark", "selectedTokenSets": {"core": "enabled", "theme/dark": "enabled"}}]"##,
            "ts/$metadata.json": ##"{"tokenSetOrder": ["core", "theme/light", "theme/dark"]}"##,
            "ts/core.json": ##"{"unit": {"value": "4", "type": "spacing"}}"##,
            "ts/theme/light.json": ##"{"gap": {"value": "{unit} * 2", "type": "spacing"}}"##,
            "ts/theme/dark.json": ##"{"gap": {"value": "{unit} * 3", "type": "spacing"}}"##,
        ])
        let (system, diagnostics) = TokenSystem.load(resolver: "ts/$themes.json", source: source, strictness: .tolerant)
        let loaded = try #require(system, Rules.report(diagnostics))
        #expect(Set(diagnostics.map(\.file)) == ["ts/core.json", "ts/theme/light.json", "ts/theme/dark.json", "ts/$themes.json"], Rules.report(diagnostics))
        #expect(loaded.modifiers.map(\.name) == ["theme"])
        #expect(try loaded.tokens(for: ["theme": "dark"]).get()[Rules.path("gap")]?.value == .dimension(Rules.px(12)))
        #expect(try loaded.tokens(for: [:]).get()[Rules.path("gap")]?.value == .dimension(Rules.px(8)))
    }

    @Test("strict: each converted file's summary is an error")
    func strict() {
        let source = MemoryTokenFileSource(["tokens.json": Self.export])
        let (system, diagnostics) = TokenSystem.load(resolver: "tokens.json", source: source, strictness: .strict)
        #expect(system == nil)
        #expect(diagnostics.map(\.severity) == [.error] && diagnostics.map(\.rule) == [.dialectConverted], Rules.report(diagnostics))
    }
}
