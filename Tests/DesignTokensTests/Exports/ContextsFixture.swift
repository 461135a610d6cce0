@testable import DesignTokens
import Testing

/// A resolver with three modifiers, for every context in one file:
/// - `theme` (light, the default, and dark): colours that differ (one in Display P3), colours the
///   same in both, a colour only light has and one only dark has, one deprecated in dark only,
///   tokens named like the file's helpers (`adaptive`, `dynamic`) and a keyword (`default`), a
///   border and a gradient that differ in their colours alone, a shadow whose blur differs too, a
///   dimension Swift cannot hold (`em`) that differs, and a description with a comment end;
/// - `density` (comfortable, the default, compact, spacious): dimensions, one only spacious has;
/// - `mode` (color, border): contexts named like types the file uses.
enum ContextsFixture {
    static let resolver = #"""
    {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.json"}]}},
     "modifiers": {
       "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
       "density": {"contexts": {"comfortable": [{"$ref": "comfortable.json"}], "compact": [{"$ref": "compact.json"}],
                                "spacious": [{"$ref": "spacious.json"}]}, "default": "comfortable"},
       "mode": {"contexts": {"color": [{"$ref": "color.json"}], "border": [{"$ref": "border.json"}]}, "default": "color"}},
     "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"},
                         {"$ref": "#/modifiers/mode"}]}
    """#

    static let core = #"""
    {"color": {"$type": "color",
       "ink": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
       "paper": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}},
       "brand": {"$value": {"colorSpace": "srgb", "components": [0.27, 0.33, 0.88]}, "$description": "The same in every theme"}},
     "radius": {"$type": "dimension", "md": {"$value": {"value": 8, "unit": "px"}}}}
    """#

    /// One theme file: `text` and `surface` swap ink and paper between light and dark.
    static func theme(light: Bool) -> String {
        let (text, surface) = light ? ("{color.ink}", "{color.paper}") : ("{color.paper}", "{color.ink}")
        let accent = light ? "[1, 0, 0.3]" : "[0.9, 0.2, 0.4]"
        let only = light ? #""lightOnly": {"$value": "{color.paper}"}"# : #""darkOnly": {"$value": "{color.ink}"}"#
        let legacy = light ? #"{"$value": "{color.ink}"}"# : #"{"$value": "{color.paper}", "$deprecated": "use color.text"}"#
        return #"""
        {"color": {"$type": "color",
           "text": {"$value": "\#(text)", "$description": "Body text; ends */ a comment"},
           "surface": {"$value": "\#(surface)"},
           "accent": {"$value": {"colorSpace": "display-p3", "components": \#(accent)}},
           "legacy": \#(legacy),
           \#(only)},
         "adaptive": {"$type": "color", "$value": "\#(text)"},
         "dynamic": {"$type": "color", "$value": "\#(surface)"},
         "default": {"$type": "color", "$value": "\#(text)"},
         "border": {"focus": {"$type": "border",
           "$value": {"color": "{color.text}", "width": {"value": 2, "unit": "px"}, "style": "solid"}}},
         "shadow": {"raised": {"$type": "shadow",
           "$value": {"color": "{color.ink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
                      "blur": {"value": \#(light ? 2 : 8), "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
         "gradient": {"hero": {"$type": "gradient",
           "$value": [{"color": "{color.brand}", "position": 0}, {"color": "{color.surface}", "position": 1}]}},
         "size": {"odd": {"$type": "dimension", "$value": {"value": \#(light ? 1 : 2), "unit": "em"}}}}
        """#
    }

    /// One density file.
    static func density(gap: Int, inset: Int, extra: Bool = false) -> String {
        #"{"space": {"$type": "dimension", "gap": {"$value": {"value": \#(gap), "unit": "px"}}, "#
            + #""inset": {"$value": {"value": \#(inset), "unit": "px"}}"#
            + (extra ? #", "extra": {"$value": {"value": 32, "unit": "px"}}"# : "") + "}}"
    }

    /// The token system, loaded tolerantly (so that `size.odd`, in `em`, is kept).
    static func system() throws -> TokenSystem {
        let (system, diagnostics) = TokenSystem.load(
            resolver: "fixture.resolver.json",
            source: MemoryTokenFileSource([
                "fixture.resolver.json": resolver, "core.json": core,
                "light.json": theme(light: true), "dark.json": theme(light: false),
                "comfortable.json": density(gap: 12, inset: 16), "compact.json": density(gap: 8, inset: 12),
                "spacious.json": density(gap: 16, inset: 16, extra: true),
                "color.json": #"{"mode": {"$type": "number", "level": {"$value": 1}}}"#,
                "border.json": #"{"mode": {"$type": "number", "level": {"$value": 2}}}"#,
            ]),
            strictness: .tolerant)
        return try #require(system, "\(diagnostics)")
    }

    /// Every context of `modifier`, the others (and `modifier`'s first context) as `inputs` choose.
    static func variants(_ modifier: String, inputs: [String: String] = [:]) throws -> ContextVariants {
        let system = try system()
        let base = try ResolverInputs.permutation(for: inputs, modifiers: system.modifiers).get()
        return try #require(ContextVariants.of(modifier, in: system, around: base))
    }

    /// Every context of `modifier` as a Swift file.
    static func render(_ modifier: String, inputs: [String: String] = [:], typeName: String = TokenExportOptions.defaultTypeName,
                       header: String? = "Fixture — *") throws -> String {
        try TokenExport.render(try variants(modifier, inputs: inputs), as: .swift,
                               options: TokenExportOptions(header: header, typeName: typeName))
    }
}
