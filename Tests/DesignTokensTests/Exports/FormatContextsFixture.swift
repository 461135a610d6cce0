@testable import DesignTokens
import Testing

/// A resolver with a `theme` modifier (`light`, the default, and `dark`) over a core set, for the
/// exports of every context in one file: aliases that lead elsewhere in each context (and one
/// through an alias the other context writes out), a token equal in both, one only the default
/// has, one only `dark` has, a typography whose size differs, and tokens no variable or property
/// can hold (a shadow, a duration in Figma).
enum FormatContextsFixture {
    static let core = ##"""
    {
      "color": {
        "$type": "color",
        "white": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff"}},
        "black": {"$value": {"colorSpace": "srgb", "components": [0.0627, 0.0627, 0.0784], "hex": "#101014"}},
        "brand": {"$value": {"colorSpace": "srgb", "components": [0.270588, 0.333333, 0.882353], "hex": "#4555e1"}, "$description": "Brand primary"}
      },
      "font": {
        "family": {"$type": "fontFamily", "sans": {"$value": ["Inter", "sans-serif"]}},
        "size": {"$type": "dimension", "body": {"$value": {"value": 16, "unit": "px"}}, "large": {"$value": {"value": 1.125, "unit": "rem"}}},
        "weight": {"$type": "fontWeight", "regular": {"$value": 400}}
      },
      "motion": {"fast": {"$type": "duration", "$value": {"value": 150, "unit": "ms"}}}
    }
    """##

    static let light = ##"""
    {
      "color": {
        "$type": "color",
        "background": {"$value": "{color.white}"},
        "text": {"$value": "{color.black}", "$description": "Body text"},
        "link": {"$value": "{color.text}"},
        "highlight": {"$value": {"colorSpace": "srgb", "components": [1, 0.9, 0.2], "alpha": 0.5}}
      },
      "radius": {"card": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}},
      "shadow": {"card": {"$type": "shadow", "$value": {"color": "{color.black}", "offsetX": {"value": 0, "unit": "px"},
                 "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
      "typography": {
        "body": {"$type": "typography", "$value": {"fontFamily": "{font.family.sans}", "fontSize": "{font.size.body}",
                 "fontWeight": "{font.weight.regular}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}
      }
    }
    """##

    static let dark = ##"""
    {
      "color": {
        "$type": "color",
        "background": {"$value": "{color.black}"},
        "text": {"$value": "{color.white}", "$description": "Body text"},
        "link": {"$value": "{color.brand}"},
        "glow": {"$value": "{color.brand}", "$deprecated": "use color.link"}
      },
      "radius": {"card": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}},
      "shadow": {"card": {"$type": "shadow", "$value": {"color": "{color.white}", "offsetX": {"value": 0, "unit": "px"},
                 "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}},
      "typography": {
        "body": {"$type": "typography", "$value": {"fontFamily": "{font.family.sans}", "fontSize": "{font.size.large}",
                 "fontWeight": "{font.weight.regular}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}
      }
    }
    """##

    static let resolver = ##"""
    {
      "version": "2025.10",
      "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
      "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]},
                              "default": "light"}},
      "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}]
    }
    """##

    /// The loaded system; records an issue when it does not load.
    static func system() throws -> TokenSystem {
        let files = ["t/main.resolver.json": resolver, "t/core.tokens.json": core, "t/light.tokens.json": light, "t/dark.tokens.json": dark]
        let (system, diagnostics) = TokenSystem.load(resolver: "t/main.resolver.json", source: MemoryTokenFileSource(files),
                                                     strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(system)
    }

    /// Every context of `theme`, light first; `theme` is a light/dark pair.
    static func variants() throws -> ContextVariants {
        try #require(ContextVariants.of("theme", in: system(), around: Permutation(["theme": "light"])))
    }

    /// One context's tokens.
    static func set(_ context: String) throws -> TokenSet {
        try #require(system().permutations[Permutation(["theme": context])])
    }

    /// `format` rendered with every context of `theme`, under the header the API writes.
    static func render(_ format: TokenExportFormat, options: TokenExportOptions = TokenExportOptions(header: "Swatchbook — theme=*"))
        throws -> String {
        try TokenExport.render(variants(), as: format, options: options)
    }
}
