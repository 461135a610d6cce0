import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The fake component the icon contrast tests style: a chip with a label and an icon, both
/// drawn in its foreground on its background.
enum IconChipStyle: ComposableStyle {
    static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The fill."),
        StyleProperty("foreground", .foreground, "The label's and icon's colour."),
    ]
    static let contrastPairs = [
        ContrastPair(foreground: "foreground", background: "background"),
        ContrastPair(foreground: "foreground", background: "background", kind: .icon),
    ]
}

/// A chip with an icon: only its catalog entry matters here.
enum IconChip: Component {
    typealias Style = IconChipStyle
    static let about = ComponentAbout(name: "icon-chip", title: "Icon chip", summary: "A label with an icon.",
                                      parts: [.image, .primaryText], states: [.normal])
    static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node { .text("chip") }
}

/// Icons are judged by WCAG 2.x 1.4.11 non-text contrast, 3:1, beside the text pair of the same colours.
@Suite("Contrast of icons (WCAG 2.x 1.4.11)")
struct IconContrastTests {
    /// The text and the icon result of an icon chip in these literal colours.
    static func measure(_ foreground: String, on background: String) throws -> (text: ContrastResult, icon: ContrastResult) {
        let style = ##"{"base": {"foreground": \##(StyleFixture.color(foreground)), "background": \##(StyleFixture.color(background))}}"##
        let (parsed, diagnostics) = StyleDocumentParser.parse(Array(StyleFixture.withPrimary(style).utf8), file: "styles/icon-chip.json",
                                                              component: CatalogEntry(IconChip.self))
        let document = try #require(parsed, Rules.report(diagnostics))
        let resolved = try #require(document.resolve(.primary, size: .medium, state: .normal, in: StyleFixture.tokens("light")))
        #expect(resolved.contrast.map(\.kind) == [.text, .icon])
        return (resolved.contrast[0], resolved.contrast[1])
    }

    @Test("the icon pair is measured like the text pair and judged at 3:1, the text pair at 4.5:1", arguments: [
        ("#000000", "#ffffff", 21.0, true, true),
        ("#777777", "#ffffff", 4.48, false, true),
        ("#949494", "#ffffff", 3.03, false, true),
        ("#999999", "#ffffff", 2.85, false, false),
        ("#5b6cf0", "#4555e1", 1.33, false, false),  // the old baked-in icon colour on the primary button
        ("#ffffff", "#4555e1", 5.77, true, true),    // currentColor: the button's foreground on its fill
    ])
    func judged(foreground: String, background: String, ratio: Double, textPasses: Bool, iconPasses: Bool) throws {
        let (text, icon) = try Self.measure(foreground, on: background)
        #expect(icon.ratio == text.ratio && icon.roundedRatio == ratio, "\(icon.ratio)")
        #expect(icon.kind == .icon && icon.required == 3 && icon.passes == iconPasses)
        #expect(text.kind == .text && text.required == 4.5 && text.passes == textPasses && text.aa == textPasses)
        #expect(icon.foreground == "foreground" && icon.background == "background")
    }

    @Test("an icon result as JSON: its kind and criterion, AA judged at 3:1, no large size and no AAA level")
    func json() throws {
        let (_, icon) = try Self.measure("#949494", on: "#ffffff")
        #expect(icon.json == [
            "foreground": "foreground", "background": "background", "kind": "icon", "criterion": "1.4.11 Non-text Contrast",
            "required": 3, "passes": true, "foregroundColor": "#949494", "backgroundColor": "#ffffff",
            "ratio": 3.03, "AA": true, "AALarge": nil, "AAA": nil, "AAALarge": nil, "note": nil,
        ])
    }

    /// The non-text pairs of the built-in components that draw a graphic in a colour of theirs: the
    /// button's icon, the checkbox's mark (drawn when checked) and the toggle's thumb.
    static let graphicPairs: [String: [ContrastPair]] = [
        "button": [ContrastPair(foreground: "foreground", background: "background", kind: .icon)],
        "checkbox": [ContrastPair(foreground: "markColor", background: "boxBackground", kind: .icon, states: [.selected])],
        "toggle": [ContrastPair(foreground: "thumbBackground", background: "trackBackground", kind: .icon)],
    ]

    @Test("the built-in components that draw icons or other graphics have a non-text pair; those that show pictures or no image do not",
          arguments: ComponentCatalog.builtIn.map(\.about.name.rawValue))
    func builtInPairs(component: String) throws {
        let entry = try Render.entry(ComponentName(component))
        let icons = entry.contrastPairs.filter { $0.kind == .icon }
        #expect(icons == Self.graphicPairs[component, default: []])
    }

    @Test("a pair limited to some states is measured in those alone: the checkbox's mark when checked")
    func pairInSomeStates() {
        let pair = ContrastPair(foreground: "markColor", background: "boxBackground", kind: .icon, states: [.selected])
        #expect(pair.applies(in: .selected) && !pair.applies(in: .normal) && !pair.applies(in: .hover))
        #expect(ContrastPair(foreground: "a", background: "b").applies(in: .disabled))
    }
}
