@testable import DesignTokens
import Foundation
import Testing

/// A small resolver whose `theme` modifier has `light` and `dark` (and, when asked, `contrast`),
/// for the exports of every context: an alias that switches (`color.text.default` →
/// `{color.gray.900}` in light, `{color.gray.100}` in dark), one that does not
/// (`color.accent`), a core text size dark changes (so the typography aliasing it varies too,
/// with its letter-spacing companion), a shadow list (a comma inside the value), a token only
/// light has (`color.legacy`) and one only dark has (`color.glow`), and a description.
enum ThemeContextsFixture {
    static let core = #"""
    {
      "color": {
        "$type": "color",
        "gray": {
          "100": {"$value": {"colorSpace": "srgb", "components": [0.94, 0.94, 0.94], "hex": "#f0f0f0"}},
          "900": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1], "hex": "#1a1a1a"}}
        },
        "brand": {"$value": {"colorSpace": "srgb", "components": [0.270588, 0.333333, 0.882353], "hex": "#4555e1"}}
      },
      "font": {
        "family": {"$type": "fontFamily", "sans": {"$value": ["Inter", "Segoe UI", "sans-serif"]}},
        "size": {"$type": "dimension", "body": {"$value": {"value": 16, "unit": "px"}}}
      },
      "space": {"$type": "dimension", "gutter": {"$value": {"value": 16, "unit": "px"}}},
      "typography": {
        "body": {
          "$type": "typography",
          "$value": {"fontFamily": "{font.family.sans}", "fontSize": "{font.size.body}", "fontWeight": 400,
                     "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5}
        }
      }
    }
    """#

    static let light = #"""
    {
      "color": {
        "$type": "color",
        "text": {"default": {"$value": "{color.gray.900}", "$description": "Body text."}},
        "background": {"$value": "{color.gray.100}"},
        "accent": {"$value": "{color.brand}"},
        "legacy": {"$value": "{color.brand}", "$deprecated": "use color.accent"}
      },
      "shadow": {
        "card": {
          "$type": "shadow",
          "$value": [
            {"color": "{color.gray.900}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
             "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
            {"color": "{color.gray.900}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"},
             "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}
          ]
        }
      }
    }
    """#

    static let dark = #"""
    {
      "color": {
        "$type": "color",
        "text": {"default": {"$value": "{color.gray.100}", "$description": "Body text."}},
        "background": {"$value": "{color.gray.900}"},
        "accent": {"$value": "{color.brand}"},
        "glow": {"$value": {"colorSpace": "srgb", "components": [1, 0.8, 0.2], "hex": "#ffcc33"}}
      },
      "font": {"size": {"$type": "dimension", "body": {"$value": {"value": 17, "unit": "px"}}}},
      "shadow": {
        "card": {
          "$type": "shadow",
          "$value": [
            {"color": "{color.gray.100}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
             "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
            {"color": "{color.gray.100}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"},
             "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}
          ]
        }
      }
    }
    """#

    /// High contrast: only the text changes (to a literal black), so it differs from light in
    /// one token, and from dark in more.
    static let contrast = #"""
    {
      "color": {
        "$type": "color",
        "text": {"default": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}}},
        "background": {"$value": "{color.gray.100}"},
        "accent": {"$value": "{color.brand}"},
        "legacy": {"$value": "{color.brand}"}
      }
    }
    """#

    /// The resolver document: `modifier` with `contexts` (light, dark, contrast, in that order of
    /// files), `defaultContext` its default.
    static func resolver(modifier: String, contexts: [String], defaultContext: String) -> String {
        let files = ["light": "light.tokens.json", "dark": "dark.tokens.json", "contrast": "contrast.tokens.json"]
        let entries = contexts.map { #""\#(escaped($0))": [{"$ref": "\#(files[fileKey($0)]!)"}]"# }.joined(separator: ", ")
        return #"""
        {"version": "2025.10", "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {"\#(escaped(modifier))": {"contexts": {\#(entries)}, "default": "\#(escaped(defaultContext))"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/\#(escaped(modifier.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")))"}]}
        """#
    }

    /// The files, by name.
    static var files: [String: String] {
        ["core.tokens.json": core, "light.tokens.json": light, "dark.tokens.json": dark, "contrast.tokens.json": contrast]
    }

    /// The system with every permutation resolved.
    static func system(modifier: String = "theme", contexts: [String] = ["light", "dark"],
                       defaultContext: String = "light") throws -> TokenSystem {
        var files = files
        files["r.resolver.json"] = resolver(modifier: modifier, contexts: contexts, defaultContext: defaultContext)
        let (system, diagnostics) = TokenSystem.load(resolver: "r.resolver.json", source: MemoryTokenFileSource(files), strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(system)
    }

    /// Every context of `modifier`, `defaultContext` first; `colorScheme` as the guide finds it
    /// (contexts named light and dark) unless given.
    static func variants(modifier: String = "theme", contexts: [String] = ["light", "dark"], defaultContext: String = "light",
                         colorScheme: ContextVariants.ColorScheme? = nil) throws -> ContextVariants {
        let system = try system(modifier: modifier, contexts: contexts, defaultContext: defaultContext)
        return try #require(ContextVariants.of(modifier, in: system, around: Permutation([modifier: defaultContext]),
                                               colorScheme: colorScheme))
    }

    /// `format` rendered for every context.
    static func render(_ format: TokenExportFormat, resolveAliases: Bool = true, header: String? = "Fixture — theme=*",
                       variants: ContextVariants? = nil) throws -> String {
        try TokenExport.render(variants ?? self.variants(), as: format,
                               options: TokenExportOptions(resolveAliases: resolveAliases, header: header))
    }

    /// The single-context export of `variants.variants[index]` in `format`.
    static func single(_ format: TokenExportFormat, _ variants: ContextVariants, at index: Int,
                       resolveAliases: Bool = true) throws -> String {
        let set = variants.variants[index].set
        return try TokenExport.render(set.tokens, from: set, as: format, options: TokenExportOptions(resolveAliases: resolveAliases))
    }

    /// The light, dark or contrast file a context name stands for (odd names are spellings of light or dark).
    private static func fileKey(_ context: String) -> String {
        ["light", "dark", "contrast"].first { context == $0 } ?? (context.contains("night") ? "dark" : "light")
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
