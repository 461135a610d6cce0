import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The fake component the style tests style: a chip with a fill, a label and an icon.
enum ChipStyle: ComposableStyle {
    static let properties: [StyleProperty] = [
        StyleProperty("background", .background, "The fill."),
        StyleProperty("foreground", .foreground, on: .primaryText, "The label's colour."),
        StyleProperty("font", .font, on: .primaryText, "The label's type."),
        StyleProperty("paddingInline", .paddingInline, "Space left and right."),
        StyleProperty("paddingBlock", .paddingBlock, "Space above and below."),
        StyleProperty("cornerRadius", .cornerRadius, "The corners."),
        StyleProperty("border", .border, "The outline."),
        StyleProperty("shadow", .shadow, "Elevation."),
        StyleProperty("opacity", .opacity, "How opaque."),
        StyleProperty("alignment", .alignment, "Where the label sits."),
        StyleProperty("iconSize", .size, on: .image, "The icon's width and height."),
    ]
    static let contrastPairs = [ContrastPair(foreground: "foreground", background: "background")]
}

/// A chip: renders nothing of interest; only its catalog entry matters here.
enum Chip: Component {
    typealias Style = ChipStyle
    static let about = ComponentAbout(name: "chip", title: "Chip", summary: "A compact label.", parts: [.primaryText],
                                      states: [.normal, .hover, .disabled])
    static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node { .text("chip") }
}

/// Tokens, style documents and helpers shared by the style tests.
enum StyleFixture {
    static let file = "styles/chip.json"
    static let entry = CatalogEntry(Chip.self)

    /// `{"colorSpace": "srgb", "components": […], "hex": …}` for `#rrggbb` (and an alpha).
    static func color(_ hex: String, alpha: Double = 1) -> String {
        let rgb = ColorValue(hexString: hex)!.components.map { component -> String in
            if case .number(let value) = component { return "\(value)" }
            return "0"
        }
        let alphaMember = alpha < 1 ? ##", "alpha": \##(alpha)"## : ""
        return ##"{"colorSpace": "srgb", "components": [\##(rgb.joined(separator: ", "))]\##(alphaMember), "hex": "\##(hex)"}"##
    }

    static func px(_ value: Double) -> String { ##"{"value": \##(value), "unit": "px"}"## }

    static func typography(_ size: Double, _ weight: Int) -> String {
        ##"{"fontFamily": ["Inter", "sans-serif"], "fontSize": \##(px(size)), "fontWeight": \##(weight), "letterSpacing": \##(px(0.5)), "lineHeight": 1.4}"##
    }

    static let core = ##"""
    {"palette": {"$type": "color",
        "white": {"$value": \##(color("#ffffff"))}, "black": {"$value": \##(color("#000000"))},
        "blue": {"$value": \##(color("#0000ff"))}, "navy": {"$value": \##(color("#000080"))},
        "grey": {"$value": \##(color("#777777"))}, "ink": {"$value": \##(color("#000000", alpha: 0.5))},
        "old": {"$value": \##(color("#123456")), "$deprecated": "use palette.navy"}},
     "space": {"$type": "dimension", "2": {"$value": \##(px(8))}, "3": {"$value": \##(px(12))}, "4": {"$value": \##(px(16))},
        "odd": {"$value": {"value": 1, "unit": "p-x"}}},
     "radius": {"$type": "dimension", "md": {"$value": \##(px(6))}},
     "opacity": {"$type": "number", "disabled": {"$value": 0.5}},
     "typography": {"$type": "typography", "label": {"sm": {"$value": \##(typography(12, 500))},
        "md": {"$value": \##(typography(14, 600))}, "lg": {"$value": \##(typography(18, 600))}}},
     "border": {"$type": "border", "thin": {"$value": {"color": "{palette.black}", "width": \##(px(1)), "style": "solid"}}},
     "shadow": {"$type": "shadow", "raised": {"$value": {"color": "{palette.ink}", "offsetX": \##(px(0)), "offsetY": \##(px(1)), "blur": \##(px(2)), "spread": \##(px(0))}}}}
    """##

    /// The theme files: semantic colours that differ between light and dark; `color.light-only` is not in dark.
    static func theme(surface: String, onAction: String, primary: String, hover: String, secondary: String, lightOnly: Bool) -> String {
        ##"""
        {"color": {"$type": "color",
            "surface": {"$value": "{palette.\##(surface)}"},
            "text": {"on-action": {"$value": "{palette.\##(onAction)}"}, "body": {"$value": "{palette.black}"}},
            "action": {"primary": {"$root": {"$value": "{palette.\##(primary)}"}, "hover": {"$value": "{palette.\##(hover)}"}},
                       "secondary": {"$root": {"$value": "{palette.\##(secondary)}"}}}
            \##(lightOnly ? ##", "light-only": {"$value": "{palette.grey}"}"## : "")}}
        """##
    }

    static let resolver = ##"""
    {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.json"}]}},
     "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
     "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]}
    """##

    /// The token system, loaded tolerantly so that `space.odd` (a unit CSS cannot write) is kept.
    static let loaded: (system: TokenSystem?, diagnostics: [Diagnostic]) = TokenSystem.load(
        resolver: "tokens/main.resolver.json",
        source: MemoryTokenFileSource([
            "tokens/main.resolver.json": resolver, "tokens/core.json": core,
            "tokens/light.json": theme(surface: "white", onAction: "white", primary: "blue", hover: "navy", secondary: "grey", lightOnly: true),
            "tokens/dark.json": theme(surface: "black", onAction: "black", primary: "white", hover: "grey", secondary: "navy", lightOnly: false),
        ]),
        strictness: .tolerant)

    static var system: TokenSystem { loaded.system! }

    /// The tokens of `theme`.
    static func tokens(_ theme: String) -> TokenSet {
        guard case .success(let set) = system.tokens(for: ["theme": theme]) else { fatalError("no \(theme) tokens") }
        return set
    }

    /// A complete, valid file: four styles, `complementary` extending `primary`.
    static let complete = ##"""
    {
      "$schema": "https://example.com/style.schema.json",
      "description": "Chips label things.",
      "styles": {
        "primary": {
          "description": "The main chip.",
          "base": {"background": "{color.action.primary.$root}", "foreground": "{color.text.on-action}",
                   "font": "{typography.label.md}", "paddingInline": "{space.4}", "paddingBlock": "{space.2}",
                   "cornerRadius": "{radius.md}", "alignment": "center"},
          "sizes": {"small": {"font": "{typography.label.sm}", "paddingInline": "{space.3}"},
                    "large": {"font": "{typography.label.lg}"}},
          "states": {"hover": {"background": "{color.action.primary.hover}"},
                     "disabled": {"opacity": "{opacity.disabled}"}}
        },
        "complementary": {"extends": "primary", "description": "A quieter chip.",
                          "base": {"background": "{color.action.secondary.$root}", "border": "{border.thin}", "alignment": "leading"},
                          "states": {"disabled": {"shadow": "{shadow.raised}"}}},
        "light": {"base": {"background": "{color.surface}", "foreground": "{color.text.body}"}},
        "dark": {"base": {"background": "{palette.black}", "foreground": "{palette.white}"}}
      }
    }
    """##

    /// Parses `text` as the chip's style file.
    static func parse(_ text: String, file: String = file) -> (document: StyleDocument?, diagnostics: [Diagnostic]) {
        StyleDocumentParser.parse(Array(text.utf8), file: file, component: entry)
    }

    /// Parses a file that must be valid (warnings allowed).
    static func document(_ text: String) throws -> StyleDocument {
        let (document, diagnostics) = parse(text)
        return try #require(document, Rules.report(diagnostics))
    }

    /// `{"styles": {"primary": <style>}}` plus the other required styles, each empty.
    static func withPrimary(_ style: String) -> String {
        ##"{"styles": {"primary": \##(style), "complementary": {}, "light": {}, "dark": {}}}"##
    }
}
