@testable import DesignTokens
import Testing

/// Exporting part of a set: references, alias chains and groups, and the options.
@Suite struct ExportSubsetTests {
    private func render(_ ids: [String], as format: TokenExportFormat,
                        options: TokenExportOptions = TokenExportOptions(resolveAliases: false)) throws -> String {
        let set = try ExportFixture.set()
        let tokens = set.tokens.filter { ids.contains($0.path.description) }
        #expect(tokens.count == ids.count)
        return try TokenExport.render(tokens, from: set, as: format, options: options)
    }

    @Test func referenceToATokenLeftOutIsWrittenOut() throws {
        expectGolden(try render(["border.focus"], as: .css), ":root {\n  --border-focus: 2px solid #4555e1;\n}\n")
        expectGolden(try render(["border.focus"], as: .scss), "$border-focus: 2px solid #4555e1;\n")
    }

    @Test func referenceToAnExportedTokenIsKept() throws {
        expectGolden(try render(["color.brand.500", "border.focus"], as: .css), """
            :root {
              /* Brand primary */
              --color-brand-500: #4555e1;
              --border-focus: 2px solid var(--color-brand-500);
            }

            """)
    }

    @Test func aliasRefersToTheNearestExportedTokenOnItsChain() throws {
        // hover → color.action.primary.$root (left out) → color.brand.500
        expectGolden(try render(["color.brand.500", "color.action.primary.hover"], as: .scss), """
            // Brand primary
            $color-brand-500: #4555e1;
            $color-action-primary-hover: $color-brand-500;

            """)
    }

    @Test func dtcgCarriesTheGroupsAboveTheTokensItHolds() throws {
        let text = try render(["color.action.primary.$root"], as: .dtcg, options: TokenExportOptions())
        expectGolden(text, """
            {
              "color": {
                "$type": "color",
                "$description": "Every colour",
                "action": {
                  "primary": {
                    "$root": {
                      "$type": "color",
                      "$value": {
                        "colorSpace": "srgb",
                        "components": [
                          0.270588,
                          0.333333,
                          0.882353
                        ],
                        "hex": "#4555e1"
                      }
                    }
                  }
                }
              }
            }

            """)
    }

    @Test func selectorAndHeaderOptions() throws {
        let options = TokenExportOptions(header: "Swatchbook — theme=dark\n(second line)", selector: "[data-theme=\"dark\"]")
        expectGolden(try render(["space.4"], as: .css, options: options), """
            /* Swatchbook — theme=dark (second line) */
            [data-theme="dark"] {
              --space-4: 16px;
            }

            """)
    }

    @Test func emptySelection() throws {
        let header = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        #expect(try render([], as: .css) == ":root {\n}\n")
        #expect(try render([], as: .scss) == "")
        #expect(try render([], as: .js) == "")
        #expect(try render([], as: .flat) == "{}\n")
        #expect(try render([], as: .dtcg) == "{}\n")
        #expect(try render([], as: .android) == header + "<resources>\n</resources>\n")
        #expect(try render([], as: .swift).hasSuffix("import SwiftUI\n\npublic enum DesignTokens {\n}\n"))
    }
}
