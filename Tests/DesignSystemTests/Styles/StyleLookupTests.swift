import Testing
@testable import DesignSystem
@testable import DesignTokens

@Suite("Looking a style up: base < size < state, parent < child")
struct StyleLookupTests {
    static let document = try! StyleFixture.document(StyleFixture.complete)

    static func resolve(_ style: StyleName, _ size: ComponentSize = .medium, _ state: ComponentState = .normal,
                        theme: String = "light") throws -> ResolvedStyle {
        try #require(document.resolve(style, size: size, state: state, in: StyleFixture.tokens(theme)))
    }

    /// `name → css @ layer` for every property, to compare whole lookups at once.
    static func summary(_ style: ResolvedStyle) -> [String] {
        style.properties.map { "\($0.property.name) → \($0.css ?? "nil") @ \($0.layer)" }
    }

    @Test("the base, in the component's property order, resolved in the light theme")
    func base() throws {
        let style = try Self.resolve(.primary)
        #expect(style.component == "chip" && style.style == .primary && style.size == .medium && style.state == .normal)
        #expect(Self.summary(style) == [
            "background → #0000ff @ primary base", "foreground → #ffffff @ primary base",
            "font → 600 14px/1.4 Inter, sans-serif @ primary base", "paddingInline → 16px @ primary base",
            "paddingBlock → 8px @ primary base", "cornerRadius → 6px @ primary base", "alignment → center @ primary base",
        ])
        let font = try #require(style.property(named: "font"))
        #expect(font.letterSpacing == "0.5px")
        #expect(font.declarations.map(\.description) == ["font: 600 14px/1.4 Inter, sans-serif", "letter-spacing: 0.5px"])
        #expect(font.value == .token(Rules.path("typography.label.md")))
        #expect(font.resolved == StyleFixture.tokens("light")[Rules.path("typography.label.md")]?.value)
        #expect(!font.isLiteral)
        #expect(font.origin.pointer.description == "/styles/primary/base/font")
        let alignment = try #require(style.property(named: "alignment"))
        #expect(alignment.resolved == nil)
        #expect(alignment.declarations.map(\.description) == ["text-align: center", "justify-content: center"])
        #expect(style.property(named: "border") == nil)
    }

    @Test("a size overrides the base; a state overrides both")
    func sizeAndState() throws {
        let small = try Self.resolve(.primary, .small, .hover)
        #expect(small.property(named: "font")?.css == "500 12px/1.4 Inter, sans-serif")
        #expect(small.property(named: "font")?.layer.kind == .size(.small))
        #expect(small.property(named: "paddingInline")?.css == "12px")
        #expect(small.property(named: "paddingBlock")?.layer.kind == .base)
        #expect(small.property(named: "background")?.css == "#000080")
        #expect(small.property(named: "background")?.layer == StyleLayer(style: .primary, kind: .state(.hover)))
        let large = try Self.resolve(.primary, .large, .disabled)
        #expect(large.property(named: "font")?.css == "600 18px/1.4 Inter, sans-serif")
        #expect(large.property(named: "paddingInline")?.css == "16px")
        #expect(large.property(named: "opacity")?.css == "0.5")
        #expect(large.property(named: "opacity")?.layer.description == "primary state:disabled")
        #expect(large.property(named: "background")?.css == "#0000ff")
    }

    @Test("a state the style does not set changes nothing")
    func untouchedState() throws {
        #expect(Self.summary(try Self.resolve(.light, .large, .hover)) == [
            "background → #ffffff @ light base", "foreground → #000000 @ light base",
        ])
    }

    @Test("the same style resolves per theme")
    func themes() throws {
        let light = try Self.resolve(.primary, .medium, .hover, theme: "light")
        let dark = try Self.resolve(.primary, .medium, .hover, theme: "dark")
        #expect(light.property(named: "background")?.css == "#000080")
        #expect(dark.property(named: "background")?.css == "#777777")
        #expect(light.property(named: "foreground")?.css == "#ffffff")
        #expect(dark.property(named: "foreground")?.css == "#000000")
        #expect(light.property(named: "paddingInline")?.css == dark.property(named: "paddingInline")?.css)
        #expect(light.styling == dark.styling, "the modifiers name tokens, so they do not change with the theme")
    }

    @Test("a child's layers apply after its parent's, property by property")
    func extends() throws {
        let normal = try Self.resolve(.complementary)
        #expect(Self.summary(normal) == [
            "background → #777777 @ complementary base", "foreground → #ffffff @ primary base",
            "font → 600 14px/1.4 Inter, sans-serif @ primary base", "paddingInline → 16px @ primary base",
            "paddingBlock → 8px @ primary base", "cornerRadius → 6px @ primary base",
            "border → 1px solid #000000 @ complementary base", "alignment → leading @ complementary base",
        ])
        // The parent's hover background applies before the child's base, which wins.
        let hover = try Self.resolve(.complementary, .small, .hover)
        #expect(hover.property(named: "background")?.layer.description == "complementary base")
        #expect(hover.property(named: "font")?.layer.description == "primary size:small")
        let disabled = try Self.resolve(.complementary, .medium, .disabled, theme: "dark")
        #expect(disabled.property(named: "opacity")?.layer.description == "primary state:disabled")
        #expect(disabled.property(named: "shadow")?.css == "0px 1px 2px 0px #00000080")
        #expect(disabled.property(named: "background")?.css == "#000080")
    }

    @Test("an unknown style is nil")
    func unknownStyle() {
        #expect(Self.document.resolve("nothing", size: .medium, state: .normal, in: StyleFixture.tokens("light")) == nil)
    }

    @Test("the styling: modifiers per part in property order, keywords by property")
    func styling() throws {
        let styling = try Self.resolve(.complementary, .small, .normal).styling
        #expect(styling.style == .complementary && styling.size == .small && styling.state == .normal)
        #expect(styling.modifiers(for: .root) == [
            LayoutModifier(.background, .token(Rules.path("color.action.secondary.$root"))),
            LayoutModifier(.paddingInline, .token(Rules.path("space.3"))),
            LayoutModifier(.paddingBlock, .token(Rules.path("space.2"))),
            LayoutModifier(.cornerRadius, .token(Rules.path("radius.md"))),
            LayoutModifier(.border, .token(Rules.path("border.thin"))),
            LayoutModifier(.alignment, .keyword("leading")),
        ])
        #expect(styling.modifiers(for: .primaryText) == [
            LayoutModifier(.foreground, .token(Rules.path("color.text.on-action"))),
            LayoutModifier(.font, .token(Rules.path("typography.label.sm"))),
        ])
        #expect(styling.modifiers(for: .image).isEmpty)
        #expect(styling.keywords == ["alignment": "leading"])
        #expect(styling.allModifiers.count == 8)
    }

    @Test("a literal resolves to itself and becomes a literal modifier")
    func literal() throws {
        let document = try StyleFixture.document(StyleFixture.withPrimary(
            ##"{"base": {"paddingInline": {"value": 12, "unit": "px"}, "iconSize": {"value": 1.5, "unit": "rem"}}}"##))
        let style = try #require(document.resolve(.primary, size: .medium, state: .normal, in: StyleFixture.tokens("dark")))
        let padding = try #require(style.property(named: "paddingInline"))
        #expect(padding.isLiteral)
        #expect(padding.css == "12px")
        #expect(padding.resolved == .dimension(DimensionValue(value: 12, unit: "px")))
        #expect(style.styling.modifiers(for: .image) == [LayoutModifier(.size, .literal(.dimension(DimensionValue(value: 1.5, unit: "rem"))))])
        #expect(style.property(named: "iconSize")?.declarations.map(\.description) == ["width: 1.5rem", "height: 1.5rem"])
    }

    @Test("a token the set lacks resolves to nothing (validation reports it)")
    func missingToken() throws {
        let document = try StyleFixture.document(StyleFixture.withPrimary(##"{"base": {"background": "{color.light-only}"}}"##))
        let light = try #require(document.resolve(.primary, size: .medium, state: .normal, in: StyleFixture.tokens("light")))
        let dark = try #require(document.resolve(.primary, size: .medium, state: .normal, in: StyleFixture.tokens("dark")))
        #expect(light.property(named: "background")?.css == "#777777")
        #expect(dark.property(named: "background")?.resolved == nil)
        #expect(dark.property(named: "background")?.css == nil)
        #expect(dark.property(named: "background")?.declarations.isEmpty == true)
    }

    @Test("usedModifiers: every modifier any style, size or state produces")
    func usedModifiers() throws {
        let library = StyleLibrary([Self.document])
        var bindings: [StyleBinding] = []
        for style in Self.document.styles {
            bindings += style.base
            for size in style.sizes { bindings += size.bindings }
            for state in style.states { bindings += state.bindings }
        }
        let expected = Set(bindings.map { LayoutModifier($0.property.effect, $0.value.layoutValue) })
        #expect(library.usedModifiers == expected)
        #expect(library.usedModifiers.count == 20)
        #expect(library.usedModifiers.contains(LayoutModifier(.font, .token(Rules.path("typography.label.lg")))))
        #expect(library.usedModifiers.contains(LayoutModifier(.alignment, .keyword("leading"))))
        #expect(library.usedModifiers.contains(LayoutModifier(.shadow, .token(Rules.path("shadow.raised")))))
        #expect(!library.usedModifiers.contains(LayoutModifier(.alignment, .keyword("trailing"))))
    }

    @Test("the resolved style as JSON")
    func json() throws {
        let json = try Self.resolve(.complementary, .large, .disabled).json
        #expect(json["component"] == "chip")
        #expect(json["style"] == "complementary")
        #expect(json["size"] == "large")
        #expect(json["state"] == "disabled")
        let properties = try #require(json["properties"]?.arrayValue)
        let byName = Dictionary(uniqueKeysWithValues: properties.map { ($0["name"]!.stringValue!, $0) })
        let background = try #require(byName["background"])
        #expect(background["part"] == "root")
        #expect(background["effect"] == "background")
        #expect(background["accepts"] == "color")
        #expect(background["token"] == "color.action.secondary.$root")
        #expect(background["literal"] == .null)
        #expect(background["keyword"] == .null)
        #expect(background["css"] == "#777777")
        #expect(background["value"]?["colorSpace"] == "srgb")
        #expect(background["setIn"] == "base")
        #expect(background["from"] == .null)
        let font = try #require(byName["font"])
        #expect(font["setIn"] == "size:large")
        #expect(font["from"] == "primary")
        #expect(font["letterSpacing"] == "0.5px")
        #expect(font["declarations"] == ["font: 600 18px/1.4 Inter, sans-serif", "letter-spacing: 0.5px"])
        let opacity = try #require(byName["opacity"])
        #expect(opacity["setIn"] == "state:disabled")
        #expect(opacity["value"] == 0.5)
        let alignment = try #require(byName["alignment"])
        #expect(alignment["accepts"] == ["leading", "center", "trailing"])
        #expect(alignment["keyword"] == "leading")
        #expect(alignment["token"] == .null)
        #expect(alignment["value"] == "leading")
        #expect(alignment["css"] == "leading")
        #expect(json["contrast"]?[0]?["foreground"] == "foreground")
        #expect(json["notes"] == [
            "the component is drawn at opacity 0.5; the ratios are of its colours as set, before that fading",
            "disabled: WCAG 2.x does not require contrast of inactive components (1.4.3, 1.4.11); the verdicts are for information",
        ])
    }
}
