@testable import DesignTokens
import Testing

/// One small token set covering all 13 types, a whole-token alias (and one through `$root`), a
/// reference inside a composite, a description, a deprecation, `$extensions`, and colours in
/// sRGB, OKLCH and Display P3.
enum ExportFixture {
    static let document = """
    {
      "color": {
        "$type": "color",
        "$description": "Every colour",
        "brand": {
          "500": {
            "$value": {"colorSpace": "srgb", "components": [0.270588, 0.333333, 0.882353], "hex": "#4555e1"},
            "$description": "Brand primary",
            "$extensions": {"com.example": {"figma": "Brand/500"}}
          },
          "900": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.2}}
        },
        "accent": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.3, 30]}},
        "vivid": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0.5]}},
        "action": {
          "primary": {
            "$root": {"$value": "{color.brand.500}"},
            "hover": {"$value": "{color.action.primary.$root}"}
          }
        },
        "legacy": {"$value": "{color.brand.900}", "$deprecated": "use color.brand.900"}
      },
      "space": {
        "$type": "dimension",
        "4": {"$value": {"value": 16, "unit": "px"}},
        "lg": {"$value": {"value": 1.5, "unit": "rem"}}
      },
      "font": {
        "family": {"$type": "fontFamily", "sans": {"$value": ["Inter", "Segoe UI", "sans-serif"]}},
        "weight": {"$type": "fontWeight", "bold": {"$value": "bold"}},
        "lineHeight": {"$type": "number", "body": {"$value": 1.5}}
      },
      "motion": {
        "duration": {"$type": "duration", "fast": {"$value": {"value": 150, "unit": "ms"}}},
        "easing": {"$type": "cubicBezier", "standard": {"$value": [0.4, 0, 0.2, 1]}}
      },
      "line": {
        "$type": "strokeStyle",
        "solid": {"$value": "solid"},
        "dotted": {"$value": {"dashArray": [{"value": 4, "unit": "px"}, {"value": 2, "unit": "px"}], "lineCap": "round"}}
      },
      "border": {
        "focus": {
          "$type": "border",
          "$value": {"color": "{color.brand.500}", "width": {"value": 2, "unit": "px"}, "style": "solid"}
        }
      },
      "transition": {
        "fade": {
          "$type": "transition",
          "$value": {"duration": "{motion.duration.fast}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.4, 0, 0.2, 1]}
        }
      },
      "shadow": {
        "card": {
          "$type": "shadow",
          "$value": [
            {"color": "{color.brand.900}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
             "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
            {"color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "offsetX": {"value": 0, "unit": "px"},
             "offsetY": {"value": -1, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}
          ]
        }
      },
      "gradient": {
        "hero": {
          "$type": "gradient",
          "$value": [
            {"color": "{color.brand.500}", "position": 0},
            {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 1}
          ]
        }
      },
      "typography": {
        "body": {
          "$type": "typography",
          "$value": {
            "fontFamily": "{font.family.sans}",
            "fontSize": {"value": 16, "unit": "px"},
            "fontWeight": "{font.weight.bold}",
            "letterSpacing": {"value": 0.5, "unit": "px"},
            "lineHeight": "{font.lineHeight.body}"
          }
        }
      }
    }
    """

    /// The resolved set; records an issue when the document does not build.
    static func set() throws -> TokenSet {
        let source = TokenSource(file: "t.tokens.json", document: try JSONParser.parse(document))
        let (set, diagnostics) = TokenSetBuilder.build([source], strictness: .strict)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(set)
    }

    /// `format` rendered for the whole set.
    static func render(_ format: TokenExportFormat, resolveAliases: Bool = true,
                       header: String? = "Swatchbook — theme=dark") throws -> String {
        let set = try set()
        return try TokenExport.render(set.tokens, from: set, as: format,
                                  options: TokenExportOptions(resolveAliases: resolveAliases, header: header))
    }
}
